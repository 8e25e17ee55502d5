#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    private var shown: Canvas?
    /// The width of the frame being written: a cursor at this column has its wrap pending.
    private var columns = 0
    /// nil until the terminal's rendition is known, so the first frame always resets it.
    private var rendition: Rendition?
    /// Where the terminal's cursor stands; x == width means just past the last column, with
    /// the terminal's wrap pending, so only an explicit move is safe from there.
    private var cursorPosition: Point?
    private var cursorVisible: Bool?
    /// The rendition of every style, by `Style.packed`.
    private let renditions: [Rendition]
    private var output: [UInt8] = []
    /// The text a terminal is sent for a glyph other than printable ASCII, given its span; nil
    /// sends the grapheme as it is.
    private let glyphText: (@Sendable (Character, Int) -> String)?

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
    private mutating func writeFrame(from before: Canvas?, to canvas: Canvas) {
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
    private mutating func writeRows(_ rows: [Int], from before: Canvas?, to canvas: Canvas) {
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
                        // Cells are one word each, without padding: equal rows are equal bytes.
                        if memcmp(oldRow.baseAddress!, newRow.baseAddress!, width * MemoryLayout<Cell>.stride) != 0 {
                            writeRow(y, from: oldRow, to: newRow)
                        }
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
    private mutating func writeSavingCursor(_ cursorRow: Int, then rows: [Int], from before: Canvas, to canvas: Canvas) -> Bool {
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

    /// Scrolls the terminal's rows as `scroll` says, the rows it brings in made of `blank`: in
    /// its background where the terminal erases in the current one (bce, as ECH needs), so that
    /// they need not be written; otherwise plain, in the plain rendition.
    private mutating func writeScroll(_ scroll: RowScroll, blank: Cell) {
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
    private func incomingBlanks(_ scroll: RowScroll, in canvas: Canvas) -> [Cell] {
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
    private func erasing(in fill: Rendition) -> Rendition {
        guard var carried = rendition else { return fill }
        carried.background = fill.background
        carried.reverse = false
        carried.underline = false
        return carried.sequence(from: rendition, colorDepth: colorDepth).utf8.count
            < fill.sequence(from: rendition, colorDepth: colorDepth).utf8.count ? carried : fill
    }

    /// Writes what changed in row `y`: by shifting part of it sideways first, when the terminal
    /// can and that is shorter.
    private mutating func writeRow(_ y: Int, from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) {
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
    private mutating func writeShift(_ shift: CharacterShift, row y: Int, in new: UnsafeBufferPointer<Cell>) -> Cell {
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

    /// Writes the glyphs of row `y` that the terminal would show differently.
    private mutating func writeChanges(row y: Int, from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) {
        var x = 0
        while x < new.count {
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
    private func erasedRun(at x: Int, of new: UnsafeBufferPointer<Cell>, differs: (Int) -> Bool) -> Int? {
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
    private func changed(at x: Int, glyph: Glyph,
                         from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>) -> Bool {
        guard old[x] != new[x] || (glyph.span == 2 && old[x + 1] != new[x + 1]) else { return false }
        // A cell that was the right half of a wide character is rewritten whatever it holds:
        // the terminal blanked it when the left half changed, or still shows the character.
        let wasRightHalf = x > 0 && old[x].width == 0 && old[x - 1].width == 2
        return wasRightHalf || looksChanged(Glyph(showing: x, in: old), glyph)
    }

    private func renditionIndex(_ style: Style) -> Int { Int(style.packed) }

    /// Whether the terminal shows two glyphs differently: styles that differ only in a colour
    /// the terminal draws alike (or not at all) look the same.
    private func looksChanged(_ old: Glyph, _ new: Glyph) -> Bool {
        guard old.code == new.code, old.span == new.span else { return true }
        let before = renditions[renditionIndex(old.style)], after = renditions[renditionIndex(new.style)]
        // A blank shows no letter: only its background (its foreground when reversed) and underline.
        return new.code == .space ? before.blankLook != after.blankLook : before != after
    }

    /// Shows the cursor where the canvas wants it, or hides it; says nothing the terminal already has.
    private mutating func placeCursor(on canvas: Canvas) {
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
    private func cursorTarget(on canvas: Canvas) -> Point? {
        guard let wanted = canvas.cursor, canvas.size.width > 0, canvas.size.height > 0 else { return nil }
        return Point(x: min(max(wanted.x, 0), canvas.size.width - 1), y: min(max(wanted.y, 0), canvas.size.height - 1))
    }

    /// Brings the cursor to `target` by the shortest text, given the cells of the target's row
    /// (nil: by moves alone, writing no cell on the way).
    private mutating func move(to target: Point, along row: UnsafeBufferPointer<Cell>?) {
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
    private static func verticalStep(_ rows: Int) -> String {
        switch rows {
        case 0: ""
        case 1: "\u{1B}[B"
        case -1: "\u{1B}[A"
        default: rows > 0 ? "\u{1B}[\(rows)B" : "\u{1B}[\(-rows)A"
        }
    }

    /// The shortest step along a row from column `start` to `end`: CUF forward, BS or CUB back.
    private func horizontalStep(from start: Int, to end: Int) -> String {
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
    /// Returns false, having written nothing, when it is not.
    private mutating func rewrite(from start: Int, to end: Int, along row: UnsafeBufferPointer<Cell>, within limit: Int) -> Bool {
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

    /// Switches the terminal to `target` with the shortest SGR, or says nothing when it is already there.
    private mutating func changeRendition(to target: Rendition) {
        guard rendition != target else { return }
        append(target.sequence(from: rendition, colorDepth: colorDepth))
        rendition = target
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func appendCharacter(_ code: GraphemeCode, span: Int) {
        if let ascii = code.printableASCII {
            output.append(ascii)
        } else if let glyphText {
            output.append(contentsOf: glyphText(code.character, span).utf8)
        } else {
            output.append(contentsOf: String(code.character).utf8)
        }
    }

    /// CUP with its 1-based row and column, leaving out the parameters that default to 1.
    private static func cursorPositionSequence(_ point: Point) -> String {
        switch (point.y, point.x) {
        case (0, 0): "\u{1B}[H"
        case (_, 0): "\u{1B}[\(point.y + 1)H"
        default: "\u{1B}[\(point.y + 1);\(point.x + 1)H"
        }
    }
}

/// What SGR sets: terminal colour indexes (-1 is the default) and attributes.
private struct Rendition: Hashable, Sendable {
    var foreground: Int16 = -1
    var background: Int16 = -1
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    static let plain = Rendition()

    init() {}

    init(_ style: Style, colorDepth: AnsiFrameWriter.ColorDepth, attributes: AnsiFrameWriter.Attributes) {
        // Eight colours decide bold and dim with the colours: there they change the colour too.
        let eight = colorDepth == .ansi8 ? EightColorLook(style) : nil
        let pair: Palette.ColorPair? = switch colorDepth {
        case .none: nil
        case .ansi8: eight?.colors
        case .xterm256: Palette.colors256(for: style.color)
        }
        if let pair {
            foreground = pair.foreground
            background = pair.background
        }
        bold = (eight?.bold ?? style.bold) && attributes.contains(.bold)
        dim = (eight?.dim ?? style.dim) && attributes.contains(.dim)
        underline = style.underline && attributes.contains(.underline)
        reverse = style.reverse && attributes.contains(.reverse)
        // Dim tells what is not typed or not active — a placeholder from a value, a greyed
        // Return key from one that works. Where colour cannot say it and dim does not show (a
        // VT100), an underline does.
        if style.dim && !dim && pair == nil && attributes.contains(.underline) { underline = true }
    }

    /// What a blank in this rendition looks like: the colour filling the cell (the terminal's
    /// default foreground and background told apart) and whether it is underlined.
    var blankLook: (fill: Int16, underline: Bool) {
        let fill = reverse ? foreground : background
        return (fill < 0 ? (reverse ? -2 : -1) : fill, underline)
    }

    /// The rendition of every style at `colorDepth`, by `Style.packed`.
    static func table(_ colorDepth: AnsiFrameWriter.ColorDepth, attributes: AnsiFrameWriter.Attributes) -> [Rendition] {
        (0..<(UInt16(Style.Color.allCases.count) << 4)).map {
            Rendition(Style(packed: $0), colorDepth: colorDepth, attributes: attributes)
        }
    }

    /// The shortest SGR sequence that takes the terminal from `current` (unknown when nil) to
    /// this rendition: the changes alone, or a reset and everything this rendition sets.
    func sequence(from current: Rendition?, colorDepth: AnsiFrameWriter.ColorDepth) -> String {
        let full = ["0"] + attributeParameters(from: Rendition.plain) + colorParameters(from: .plain, colorDepth)
        // Turning an attribute off by its own code (22, 24, 27) is ECMA-48 but not VT100; a
        // terminal without colours may be that old, so it only ever resets.
        guard let current, colorDepth != .none || !current.turnsOff(into: self) else { return Self.csi(full) }
        let changes = attributeParameters(from: current) + colorParameters(from: current, colorDepth)
        let reset = Self.csi(full), change = Self.csi(changes)
        return change.utf8.count < reset.utf8.count ? change : reset
    }

    private func turnsOff(into target: Rendition) -> Bool {
        (bold && !target.bold) || (dim && !target.dim) || (underline && !target.underline) || (reverse && !target.reverse)
    }

    private func attributeParameters(from current: Rendition) -> [String] {
        var parameters: [String] = []
        // 22 ends bold and dim together: whichever stays is set again after it.
        let intensityOff = (current.bold && !bold) || (current.dim && !dim)
        if intensityOff { parameters.append("22") }
        if bold && (intensityOff || !current.bold) { parameters.append("1") }
        if dim && (intensityOff || !current.dim) { parameters.append("2") }
        if underline != current.underline { parameters.append(underline ? "4" : "24") }
        if reverse != current.reverse { parameters.append(reverse ? "7" : "27") }
        return parameters
    }

    private func colorParameters(from current: Rendition, _ colorDepth: AnsiFrameWriter.ColorDepth) -> [String] {
        var parameters: [String] = []
        if foreground != current.foreground {
            parameters.append(foreground < 0 ? "39" : colorDepth == .ansi8 ? "\(30 + foreground)" : "38;5;\(foreground)")
        }
        if background != current.background {
            parameters.append(background < 0 ? "49" : colorDepth == .ansi8 ? "\(40 + background)" : "48;5;\(background)")
        }
        return parameters
    }

    /// SGR with `parameters`; a reset alone is the bare `CSI m` (0 is SGR's default), as terminfo's sgr0.
    private static func csi(_ parameters: [String]) -> String {
        "\u{1B}[" + (parameters == ["0"] ? "" : parameters.joined(separator: ";")) + "m"
    }
}
