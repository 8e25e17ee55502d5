import KeyboardSim

/// How the frame writer scrolls a band of rows that moved, and erases the rows it brings in.
extension AnsiFrameWriter {
    /// Scrolls the terminal's rows as `scroll` says, the rows it brings in made of `blank`: in
    /// its background where the terminal erases in the current one (bce, as ECH needs), so that
    /// they need not be written; otherwise plain, in the plain rendition.
    mutating func writeScroll(_ scroll: RowScroll, blank: Cell) {
        changeRendition(to: capabilities.contains(.eraseCharacters) ? erasing(in: renditions[renditionIndex(blank.style)]) : .plain)
        append("\u{1B}[\(scroll.rows.lowerBound + 1);\(scroll.rows.upperBound + 1)r")
        if scroll.distance > 0 {
            append("\u{1B}[\(scroll.rows.upperBound + 1)H" + String(repeating: "\u{1B}D", count: scroll.distance))
        } else {
            append("\u{1B}[\(scroll.rows.lowerBound + 1)H" + String(repeating: "\u{1B}M", count: -scroll.distance))
        }
        // Setting or resetting the region homes the cursor on most terminals, but not all.
        append("\u{1B}[r")
        cursorPosition = nil
    }

    /// The blanks the rows `scroll` brings in may be made of: plain, and where the terminal
    /// erases in the current background, one of each background the blanks of those rows of
    /// `canvas` have (neither reversed nor underlined, which an erase does not make).
    func incomingBlanks(_ scroll: RowScroll, in canvas: Canvas) -> [Cell] {
        var blanks = [Cell.blank]
        guard capabilities.contains(.eraseCharacters) else { return blanks }
        let rows = scroll.distance > 0 ? (scroll.rows.upperBound - scroll.distance + 1)...scroll.rows.upperBound
                                       : scroll.rows.lowerBound...(scroll.rows.lowerBound - scroll.distance - 1)
        var backgrounds: Set<Int16> = [Rendition.plain.background]
        for y in rows {
            for x in 0..<canvas.size.width where canvas[x, y].code == .space && canvas[x, y].width == 1 {
                let rendition = renditions[renditionIndex(canvas[x, y].style)]
                guard !rendition.reverse, !rendition.underline, backgrounds.insert(rendition.background).inserted else { continue }
                blanks.append(Cell(code: .space, style: canvas[x, y].style))
            }
        }
        return blanks
    }

    /// The rendition an erase in `fill`'s background is made in, at the fewest bytes from the
    /// current one: its attributes carry over where they do not show on a blank.
    func erasing(in fill: Rendition) -> Rendition {
        guard var carried = rendition else { return fill }
        carried.background = fill.background
        carried.reverse = false
        carried.underline = false
        return carried.sequence(from: rendition, colorDepth: colorDepth).utf8.count
            < fill.sequence(from: rendition, colorDepth: colorDepth).utf8.count ? carried : fill
    }
}
