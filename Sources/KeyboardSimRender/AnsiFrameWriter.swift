import KeyboardSim

/// Turns successive canvases into the ANSI text that takes a terminal from one to the next: the
/// bytes of the interactive screen and of every cast frame.
///
/// It remembers what the terminal shows — the last canvas, the current SGR rendition, where the
/// cursor stands and whether it is visible — so that each frame sends only what changed: a
/// rendition change names only the attributes and colours that change, a short gap is written
/// over rather than jumped, and the rendition is never reset between frames.
package struct AnsiFrameWriter: Sendable {
    /// How many colours the terminal has, and so how a colour is named.
    package enum ColorDepth: Sendable {
        /// No colours (NO_COLOR, a monochrome terminal): attributes only.
        case none
        /// The eight ANSI colours (SGR 30–37, 40–47).
        case ansi8
        /// The xterm 256 colours (SGR 38;5;n, 48;5;n).
        case xterm256
    }

    /// Sequences beyond cursor moves and SGR that the terminal understands.
    package struct Capabilities: OptionSet, Sendable {
        /// The set's bits.
        package let rawValue: Int
        /// Creates a set from its raw value.
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// ECH (`CSI n X`) erasing in the current background colour (terminfo `ech` and `bce`).
        /// REP is not offered: tmux 3.3, which says it is xterm, ignores it, and the rest of the
        /// row would land in the wrong columns.
        package static let eraseCharacters = Capabilities(rawValue: 1)
        /// A scroll region (DECSTBM, terminfo `csr`) scrolled by IND and RI (`ESC D`, `ESC M`):
        /// the keyboard sliding in moves a row at a time for a few bytes.
        package static let scrollRegion = Capabilities(rawValue: 2)
        /// DCH and ICH (`CSI n P`, `CSI n @`, terminfo `dch` and `ich`): a text field scrolled
        /// sideways by a typed character shifts in place.
        package static let insertDeleteCharacters = Capabilities(rawValue: 4)
        /// CUU, CUD and CUB (`CSI n A`, `CSI n B`, `CSI n D`, terminfo `cuu`, `cud`, `cub`) and
        /// BS (terminfo `cub1`): a cell a row or two away, or to the left, is reached by a step
        /// shorter than its position.
        package static let relativeMoves = Capabilities(rawValue: 8)
        /// DECSC and DECRC (`ESC 7`, `ESC 8`, terminfo `sc` and `rc`), which save and restore the
        /// cursor's place and rendition, colours included (VT100's definition; xterm, VTE, tmux and
        /// screen do so, and keep the alternate screen's saved cursor apart from the one curses'
        /// `smcup` saved for the shell): a character typed at the cursor is written first, the
        /// cursor saved there, and restored after the keys, for fewer bytes than a move back.
        package static let saveCursor = Capabilities(rawValue: 16)
    }

    /// The SGR attributes a terminal shows; the rest are stood in for (see `Rendition`).
    package struct Attributes: OptionSet, Sendable {
        /// The set's bits.
        package let rawValue: Int
        /// Creates a set from its raw value.
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// SGR 1 (terminfo `bold`).
        package static let bold = Attributes(rawValue: 1)
        /// SGR 2 (terminfo `dim`): a VT100 has none.
        package static let dim = Attributes(rawValue: 2)
        /// SGR 4 (terminfo `smul`).
        package static let underline = Attributes(rawValue: 4)
        /// SGR 7 (terminfo `rev`).
        package static let reverse = Attributes(rawValue: 8)
        /// Every attribute: what a cast's players and today's terminals show.
        package static let all: Attributes = [.bold, .dim, .underline, .reverse]
    }

    /// How cells get their palette colours.
    package let colorDepth: ColorDepth
    /// What the terminal understands beyond moves and SGR; a cast assumes nothing more.
    package let capabilities: Capabilities

    /// What puts the terminal back as a shell expects it: plain rendition, cursor shown.
    package static let restoreSequence = "\u{1B}[0m\u{1B}[?25h"

    var shown: Canvas?
    /// The width of the frame being written: a cursor at this column has its wrap pending.
    var columns = 0
    /// nil until the terminal's rendition is known, so the first frame always resets it.
    var rendition: Rendition?
    /// Where the terminal's cursor stands; x == width means just past the last column, with
    /// the terminal's wrap pending, so only an explicit move is safe from there.
    var cursorPosition: Point?
    var cursorVisible: Bool?
    /// The rendition of every style, by `Style.packed`.
    let renditions: [Rendition]
    var output: [UInt8] = []
    /// The text a terminal is sent for a glyph other than printable ASCII, given its span; nil
    /// sends the grapheme as it is.
    let glyphText: (@Sendable (Character, Int) -> String)?

    /// Creates a writer with 256 colours, or none.
    package init(colors: Bool = true) {
        self.init(colorDepth: colors ? .xterm256 : .none)
    }

    /// Creates a writer for a terminal whose state is unknown, so that the first frame draws
    /// everything; `glyphText`, when given, chooses the text of each glyph beyond ASCII (a real
    /// terminal's widths may disagree with the canvas's for some clusters).
    package init(colorDepth: ColorDepth, capabilities: Capabilities = [], attributes: Attributes = .all,
                glyphText: (@Sendable (Character, Int) -> String)? = nil) {
        self.colorDepth = colorDepth
        self.capabilities = capabilities
        self.glyphText = glyphText
        renditions = Rendition.table(colorDepth, attributes: attributes)
    }

    /// Forgets what the terminal shows (after a resize, or something else drew on it): the next
    /// frame clears and draws everything.
    package mutating func forget() {
        shown = nil
        rendition = nil
        cursorPosition = nil
        cursorVisible = nil
    }

    /// What gives the terminal back as a shell expects it after the frames written so far: the
    /// plain rendition and the cursor shown, each only where a frame left it otherwise ("" when
    /// nothing was written). A cast ends with it, so the viewer's shell is not left without a
    /// cursor, typing black on amber; no other mode needs it (a scroll region is reset where set).
    package var endingSequence: String {
        (rendition.map { $0 != .plain } == true ? "\u{1B}[0m" : "") + (cursorVisible == false ? "\u{1B}[?25h" : "")
    }

    /// The text that turns the terminal's screen into `canvas`; "" when nothing would change.
    package mutating func transition(to canvas: Canvas) -> String {
        String(decoding: bytes(to: canvas), as: UTF8.self)
    }

    /// The UTF-8 bytes that turn the terminal's screen into `canvas`; empty when nothing would change.
    package mutating func bytes(to canvas: Canvas) -> [UInt8] {
        output.removeAll(keepingCapacity: true)
        columns = canvas.size.width
        guard let shown, shown.size == canvas.size else {
            // After a clear in the plain rendition every cell is a plain blank, so the full
            // redraw is the change from a blank canvas: blank cells cost nothing.
            changeRendition(to: .plain)
            append("\u{1B}[2J\u{1B}[H")
            cursorPosition = .zero
            writeFrame(from: nil, to: canvas)
            return output
        }
        if capabilities.contains(.scrollRegion), let scroll = RowScroll.best(from: shown, to: canvas) {
            // Whether scrolling pays depends on what else changed, and on the blank the rows it
            // brings in are made of: each way is written, the shortest kept.
            var best = self
            best.writeFrame(from: shown, to: canvas)
            for blank in incomingBlanks(scroll, in: canvas) {
                var scrolling = self
                var scrolled = shown
                scrolling.writeScroll(scroll, blank: blank)
                scrolled.scroll(scroll.rows, by: scroll.distance, blank: blank)
                scrolling.writeFrame(from: scrolled, to: canvas)
                if scrolling.output.count < best.output.count { best = scrolling }
            }
            self = best
            return output
        }
        writeFrame(from: shown, to: canvas)
        return output
    }

    /// Writes what turns `before` (a blank screen when nil) into `canvas`, and remembers `canvas`.
    mutating func writeFrame(from before: Canvas?, to canvas: Canvas) {
        // The cursor's row goes last: a character typed just before the cursor then leaves the
        // terminal's cursor where the canvas wants it, with no move back from elsewhere.
        let cursorRow = cursorTarget(on: canvas)?.y
        let otherRows = canvas.size.width == 0 ? [] : (0..<canvas.size.height).filter { $0 != cursorRow }
        var best = self
        best.writeRows(otherRows + (cursorRow.map { [$0] } ?? []), from: before, to: canvas)
        best.placeCursor(on: canvas)
        if let before, let cursorRow, capabilities.contains(.saveCursor) {
            // Or the cursor's row first, the cursor saved and restored around the others, in
            // whichever order ends shortest: the rendition restored with it may spare an SGR.
            for order in [otherRows, otherRows.reversed()] {
                var saving = self
                if saving.writeSavingCursor(cursorRow, then: order, from: before, to: canvas), saving.output.count < best.output.count {
                    best = saving
                }
            }
        }
        self = best
        shown = canvas
    }

    /// Writes the changes of `rows`, in that order (from a blank screen when `before` is nil).
    mutating func writeRows(_ rows: [Int], from before: Canvas?, to canvas: Canvas) {
        let width = canvas.size.width
        let blankRow = before == nil ? [Cell](repeating: .blank, count: width) : []
        canvas.cells.withUnsafeBufferPointer { new in
            let old = before?.cells
            for y in rows {
                let start = y * width
                let newRow = UnsafeBufferPointer(rebasing: new[start..<(start + width)])
                if let old {
                    old.withUnsafeBufferPointer { old in
                        let oldRow = UnsafeBufferPointer(rebasing: old[start..<(start + width)])
                        if CellDiff.differ(oldRow, newRow) { writeRow(y, from: oldRow, to: newRow) }
                    }
                } else {
                    blankRow.withUnsafeBufferPointer { writeChanges(row: y, from: $0, to: newRow) }
                }
            }
        }
    }

    /// Writes the cursor's row first and, when that leaves the terminal's cursor where the canvas
    /// wants it, saves it there (DECSC), writes `rows` and restores it (DECRC) with the rendition
    /// in force when it was saved. Returns false, the frame unfinished, when that does not apply:
    /// the cursor stands elsewhere, or no other row changed.
    mutating func writeSavingCursor(_ cursorRow: Int, then rows: [Int], from before: Canvas, to canvas: Canvas) -> Bool {
        writeRows([cursorRow], from: before, to: canvas)
        guard let saved = cursorPosition, saved == cursorTarget(on: canvas) else { return false }
        let mark = output.count, savedRendition = rendition
        append("\u{1B}7")
        writeRows(rows, from: before, to: canvas)
        guard output.count > mark + 2 else { return false }
        append("\u{1B}8")
        (cursorPosition, rendition) = (saved, savedRendition)
        placeCursor(on: canvas)
        return true
    }

    /// Writes what changed in row `y`: by shifting part of it sideways first, when the terminal
    /// can and that is shorter.
    mutating func writeRow(_ y: Int, from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) {
        guard capabilities.contains(.insertDeleteCharacters), let shift = CharacterShift.best(from: old, to: new) else {
            return writeChanges(row: y, from: old, to: new)
        }
        let mark = output.count, state = (rendition, cursorPosition)
        let blank = writeShift(shift, row: y, in: new)
        shift.applied(to: old, blank: blank).withUnsafeBufferPointer { writeChanges(row: y, from: $0, to: new) }
        let shifted = (bytes: Array(output[mark...]), rendition: rendition, cursorPosition: cursorPosition)
        output.removeSubrange(mark...)
        (rendition, cursorPosition) = state
        writeChanges(row: y, from: old, to: new)
        if shifted.bytes.count < output.count - mark {
            output.replaceSubrange(mark..., with: shifted.bytes)
            (rendition, cursorPosition) = (shifted.rendition, shifted.cursorPosition)
        }
    }

    /// Shifts part of row `y` as `shift` says; returns the blank the commands open. That blank is
    /// in the style of the new cell where room opens, when the terminal erases in the current
    /// background (bce, as ECH needs) — what is written there next then needs no SGR; otherwise
    /// plain. The moves are plain cursor positions: writing cells on the way would put them where
    /// the shift then moves.
    mutating func writeShift(_ shift: CharacterShift, row y: Int, in new: UnsafeBufferPointer<Cell>) -> Cell {
        let commands = shift.commands(width: new.count)
        // Shifting left the room opens after the stretch (the row's last cell when the stretch
        // reaches the edge); shifting right, where the insertion is made.
        let opening = commands.first(where: { !$0.deletes })?.column ?? new.count - 1
        let blank = capabilities.contains(.eraseCharacters) && !new[opening].style.reverse && !new[opening].style.underline
            ? Cell(code: .space, style: new[opening].style) : .blank
        changeRendition(to: renditions[renditionIndex(blank.style)])
        for command in commands {
            let target = Point(x: command.column, y: y)
            move(to: target, along: nil)
            append("\u{1B}[" + (command.count == 1 ? "" : "\(command.count)") + (command.deletes ? "P" : "@"))
            cursorPosition = target
        }
        return blank
    }

    /// Writes the glyphs of row `y` that the terminal would show differently: those of the
    /// stretches that changed, each from the glyph its first cell belongs to.
    mutating func writeChanges(row y: Int, from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) {
        var x = 0
        CellDiff.forEachStretch(from: old, to: new, joiningGapsUnder: 1) { stretch in
            let start = stretch.lowerBound > 0 && new[stretch.lowerBound].width == 0 && new[stretch.lowerBound - 1].width == 2
                ? stretch.lowerBound - 1 : stretch.lowerBound
            x = max(x, start)
            writeGlyphs(row: y, from: &x, before: stretch.upperBound, old: old, new: new)
        }
    }

    /// Writes the glyphs of row `y` from column `x` (a glyph's first) up to `end` that the
    /// terminal would show differently, leaving `x` after the last glyph written or passed.
    mutating func writeGlyphs(row y: Int, from x: inout Int, before end: Int,
                              old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>) {
        while x < end {
            let glyph = Glyph(showing: x, in: new)
            guard changed(at: x, glyph: glyph, from: old, to: new) else {
                x += glyph.span
                continue
            }
            move(to: Point(x: x, y: y), along: new)
            let wanted = renditions[renditionIndex(glyph.style)]
            func differs(_ column: Int) -> Bool { changed(at: column, glyph: Glyph(showing: column, in: new), from: old, to: new) }
            if let erased = erasedRun(at: x, of: new, differs: differs) {
                // An erase makes blanks in the background in force: where that one shows them
                // alike, no SGR is needed first.
                if rendition.map({ $0.blankLook != wanted.blankLook || $0.reverse || $0.underline }) ?? true { changeRendition(to: wanted) }
                append("\u{1B}[\(erased)X")
                cursorPosition = Point(x: x, y: y)  // ECH leaves the cursor where it was
                x += erased
                continue
            }
            changeRendition(to: wanted)
            var count = 1
            while glyph.span == 1, x + count < new.count, new[x + count] == new[x], differs(x + count) { count += 1 }
            for _ in 0..<count { appendCharacter(glyph.code, span: glyph.span) }
            cursorPosition = Point(x: x + count * glyph.span, y: y)
            x += count * glyph.span
        }
    }

    /// How many cells from `x` one ECH erases, nil when it is not offered or not shorter: the
    /// blanks that look like the one at `x`, through those the terminal already shows, to the
    /// last one that changed. Only what an erase makes (no reverse, no underline) is erased.
    func erasedRun(at x: Int, of new: UnsafeBufferPointer<Cell>, differs: (Int) -> Bool) -> Int? {
        let glyph = Glyph(showing: x, in: new)
        let rendition = renditions[renditionIndex(glyph.style)]
        guard capabilities.contains(.eraseCharacters), glyph.code == .space, glyph.span == 1,
              !rendition.reverse, !rendition.underline else { return nil }
        var count = 1, end = x + 1
        while end < new.count {
            let other = Glyph(showing: end, in: new)
            guard other.code == .space, other.span == 1,
                  renditions[renditionIndex(other.style)].blankLook == rendition.blankLook else { break }
            end += 1
            if differs(end - 1) { count = end - x }
        }
        return count >= 6 ? count : nil
    }

    /// Whether the glyph at `x` must be sent: its cells changed, and so does what the terminal shows.
    func changed(at x: Int, glyph: Glyph,
                         from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) -> Bool {
        guard old[x] != new[x] || (glyph.span == 2 && old[x + 1] != new[x + 1]) else { return false }
        // A cell that was the right half of a wide character is rewritten whatever it holds:
        // the terminal blanked it when the left half changed, or still shows the character.
        let wasRightHalf = x > 0 && old[x].width == 0 && old[x - 1].width == 2
        return wasRightHalf || looksChanged(Glyph(showing: x, in: old), glyph)
    }

    func renditionIndex(_ style: Style) -> Int { Int(style.packed) }

    /// Whether the terminal shows two glyphs differently: styles that differ only in a colour
    /// the terminal draws alike (or not at all) look the same.
    func looksChanged(_ old: Glyph, _ new: Glyph) -> Bool {
        guard old.code == new.code, old.span == new.span else { return true }
        let before = renditions[renditionIndex(old.style)], after = renditions[renditionIndex(new.style)]
        // A blank shows no letter: only its background (its foreground when reversed) and underline.
        return new.code == .space ? before.blankLook != after.blankLook : before != after
    }

    /// Switches the terminal to `target` with the shortest SGR, or says nothing when it is already there.
    mutating func changeRendition(to target: Rendition) {
        guard rendition != target else { return }
        append(target.sequence(from: rendition, colorDepth: colorDepth))
        rendition = target
    }

    mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    mutating func appendCharacter(_ code: GraphemeCode, span: Int) {
        if let ascii = code.printableASCII {
            output.append(ascii)
        } else if let glyphText {
            output.append(contentsOf: glyphText(code.character, span).utf8)
        } else {
            output.append(contentsOf: String(code.character).utf8)
        }
    }

    /// CUP with its 1-based row and column, leaving out the parameters that default to 1.
    static func cursorPositionSequence(_ point: Point) -> String {
        switch (point.y, point.x) {
        case (0, 0): "\u{1B}[H"
        case (_, 0): "\u{1B}[\(point.y + 1)H"
        default: "\u{1B}[\(point.y + 1);\(point.x + 1)H"
        }
    }
}
