import KeyboardSim

/// How the frame writer moves the cursor: the shortest of an absolute move, a step, or rewriting
/// the cells between, and where the cursor rests after a frame.
extension AnsiFrameWriter {
    /// Shows the cursor where the canvas wants it, or hides it; says nothing the terminal already has.
    mutating func placeCursor(on canvas: Canvas) {
        guard let target = cursorTarget(on: canvas) else {
            if cursorVisible != false { append("\u{1B}[?25l") }
            cursorVisible = false
            return
        }
        if cursorVisible != true { append("\u{1B}[?25h") }
        cursorVisible = true
        canvas.cells.withUnsafeBufferPointer { cells in
            let start = target.y * canvas.size.width
            move(to: target, along: UnsafeBufferPointer(rebasing: cells[start..<(start + canvas.size.width)]))
        }
        cursorPosition = target
    }

    /// Where the terminal's cursor is to stand for `canvas`, nil when hidden: terminals clamp a
    /// cursor move to the screen, and clamping here keeps our record of it true.
    func cursorTarget(on canvas: Canvas) -> Point? {
        guard let wanted = canvas.cursor, canvas.size.width > 0, canvas.size.height > 0 else { return nil }
        return Point(x: min(max(wanted.x, 0), canvas.size.width - 1), y: min(max(wanted.y, 0), canvas.size.height - 1))
    }

    /// Brings the cursor to `target` by the shortest text, given the cells of the target's row
    /// (nil: by moves alone, writing no cell on the way).
    mutating func move(to target: Point, along row: UnsafeBufferPointer<Cell>?) {
        let position = Self.cursorPositionSequence(target)
        guard let from = cursorPosition else { return append(position) }
        if from == target { return }
        // Ways onto the target's row, each leaving the cursor at a column there; from just past
        // the last column (the wrap pending) only a carriage return is safe.
        let rows = target.y - from.y
        var starts: [(text: String, column: Int)] = []
        if rows == 0 { starts.append(("\r", 0)) }
        if rows == 1 { starts.append(("\r\n", 0)) }
        if from.x < columns, rows == 0 || capabilities.contains(.relativeMoves) {
            starts.append((Self.verticalStep(rows), from.x))
        }
        var best = position
        for start in starts where start.column <= target.x || capabilities.contains(.relativeMoves) {
            let text = start.text + horizontalStep(from: start.column, to: target.x)
            if text.utf8.count < best.utf8.count { best = text }
        }
        // Going forward, writing the cells on the way again may be shorter still.
        var bestRewrite: (text: String, column: Int)?
        var length = best.utf8.count
        for start in starts where start.column < target.x {
            guard let row else { break }
            let mark = output.count
            append(start.text)
            if rewrite(from: start.column, to: target.x, along: row, within: length - start.text.utf8.count) {
                (bestRewrite, length) = (start, output.count - mark)
            }
            output.removeSubrange(mark...)
        }
        if let bestRewrite, let row {
            append(bestRewrite.text)
            _ = rewrite(from: bestRewrite.column, to: target.x, along: row, within: .max)
        } else {
            append(best)
        }
    }

    /// CUU or CUD by `rows` (down when positive), "" for none.
    static func verticalStep(_ rows: Int) -> String {
        switch rows {
        case 0: ""
        case 1: "\u{1B}[B"
        case -1: "\u{1B}[A"
        default: rows > 0 ? "\u{1B}[\(rows)B" : "\u{1B}[\(-rows)A"
        }
    }

    /// The shortest step along a row from column `start` to `end`: CUF forward, BS or CUB back.
    func horizontalStep(from start: Int, to end: Int) -> String {
        let distance = end - start
        switch distance {
        case 0: return ""
        case 1: return "\u{1B}[C"
        case 2...: return "\u{1B}[\(distance)C"
        case -4 ... -1: return String(repeating: "\u{8}", count: -distance)
        default: return "\u{1B}[\(-distance)D"
        }
    }

    /// Writes the glyphs between two columns again in the current rendition, when that is
    /// shorter than `limit` bytes: stepping over a cell or two is cheaper than a cursor move.
    /// Returns false, having written nothing, when it is not, or when `start` is the right half
    /// of a wide character: a cell written there would blank the whole character.
    mutating func rewrite(from start: Int, to end: Int, along row: UnsafeBufferPointer<Cell>, within limit: Int) -> Bool {
        if start > 0 && row[start].width == 0 && row[start - 1].width == 2 { return false }
        let mark = output.count
        var x = start
        while x < end {
            let glyph = Glyph(showing: x, in: row)
            guard let rendition, renditions[renditionIndex(glyph.style)] == rendition else { break }
            appendCharacter(glyph.code, span: glyph.span)
            if output.count - mark >= limit { break }
            x += glyph.span
        }
        if x == end { return true }
        output.removeSubrange(mark...)
        return false
    }
}
