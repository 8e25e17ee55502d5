/// Pure functions that decide which cells a text field or a text view shows, and where its cursor is.
///
/// Widths are terminal cells (see ``CellWidth``); positions in a ``TextBuffer`` are grapheme
/// clusters. A width below 1 is treated as 1, so a degenerate frame never traps the cursor.
package enum TextLayout {
    /// The slice of a single-line field's text that fits in `width` cells, and the cursor's column in it.
    ///
    /// While the text and the cursor fit, the field shows its start. Otherwise it scrolls so
    /// that the character under the cursor (or the blank after the text) ends in the last
    /// column — a wide character under the cursor stays whole, so the cursor may then sit one
    /// column earlier. A wide character cut by either edge is replaced by blanks, because a
    /// terminal cannot draw half of it. `masked` (secure entry) shows one `•` per grapheme, except
    /// the grapheme at position `revealing`, which a phone shows for a moment after it is typed.
    package static func singleLine(_ buffer: TextBuffer, width: Int, masked: Bool,
                                  revealing: Int? = nil) -> (visible: String, cursorColumn: Int) {
        let width = max(width, 1)
        func shown(_ character: Character, at position: Int) -> Character {
            let hidden = masked && position != revealing
            // A field has one row: a pasted line break or tab shows as a blank, not as a jump.
            return character.isNewline ? (hidden ? "•" : " ") : glyph(for: character, masked: hidden)
        }
        // Only the graphemes within `width` cells of the cursor can show (and one more each
        // side, for a wide character cut by an edge): the cost does not grow with the text.
        var before: [Character] = []
        var cellsBefore = 0
        for character in buffer.textBeforeCursor.reversed() {
            if cellsBefore > width { break }
            before.append(shown(character, at: buffer.cursor - before.count - 1))
            cellsBefore += CellWidth.of(before[before.count - 1])
        }
        var glyphs = Array(before.reversed())
        let cursor = glyphs.count
        var cellsAfter = 0
        for character in buffer.textAfterCursor {
            if cellsAfter > width { break }
            glyphs.append(shown(character, at: buffer.cursor + glyphs.count - cursor))
            cellsAfter += CellWidth.of(glyphs[glyphs.count - 1])
        }
        let widths = glyphs.map(CellWidth.of)
        let cursorStart = widths[..<cursor].reduce(0, +)
        let cursorCells = cursor < widths.count ? max(widths[cursor], 1) : 1
        let offset = max(0, cursorStart + min(cursorCells, width) - width)

        var visible = ""
        var position = 0
        for (glyph, cells) in zip(glyphs, widths) {
            defer { position += cells }
            if position >= offset + width { break }
            let end = position + cells
            if cells == 0 {
                if position >= offset { visible.append(glyph) }
            } else if position >= offset && end <= offset + width {
                visible.append(glyph)
            } else if end > offset {
                let shownCells = min(end, offset + width) - max(position, offset)
                visible += String(repeating: " ", count: shownCells)
            }
        }
        return (visible, cursorStart - offset)
    }

    /// The rows a multi-line text view shows at `width` cells, and the cursor's row and column.
    ///
    /// Lines end at each line break; a line wider than the view wraps on grapheme boundaries,
    /// after a space (or next to a wide character) when it can, else wherever the row is full,
    /// never through a wide character. A line that fills its last row exactly gets one more,
    /// empty row: the cursor after it needs a cell, and the row count must not depend on where
    /// the cursor is. `masked` shows one `•` per grapheme and, so as not to reveal word
    /// lengths, wraps only where rows are full.
    package static func wrapped(_ buffer: TextBuffer, width: Int, masked: Bool) -> (lines: [String], cursorRow: Int, cursorColumn: Int) {
        let rows = buffer.wrapped(width: width, masked: masked)
        let lines = (0..<rows.rowCount).map { rows.drawnRow($0, of: buffer.text) }
        let row = rows.rowIndex(containing: buffer.cursor)
        return (lines, row, rows.column(of: buffer.cursor, inRow: row, in: buffer.text))
    }

    /// How many rows `buffer`'s text takes at `width`, counted no further than `limit`: all a
    /// growing text view's height needs, without wrapping a long text whole at every key. The
    /// text's start is wrapped, longer each time until it takes `limit` rows or is the whole
    /// text: its rows are the whole text's but for the cut line's last one (or two, when it
    /// fills its row exactly), which the rest of the line can only extend into more rows, so
    /// the start never takes more rows than the whole.
    static func rowCount(of buffer: TextBuffer, width: Int, masked: Bool, upTo limit: Int) -> Int {
        if let rows = buffer.wrapping, rows.isWrapped(width: width, masked: masked) { return min(rows.rowCount, limit) }
        if let count = asciiRowCount(of: buffer.text, width: width, masked: masked, upTo: limit) { return count }
        var length = (max(limit, 0) + 1) * max(width, 1) + 2
        while true {
            let characters = Array(buffer.text.prefix(length))
            let rows = Rows(characters, width: width, masked: masked).rows.count
            if characters.count == buffer.count { return min(rows, limit) }
            if rows >= limit { return limit }
            length *= 2
        }
    }

    /// `rowCount` read from the UTF-8 bytes while they are ASCII, where every grapheme is a byte
    /// (or CR LF) drawn one cell wide, blank when it is a space or a control, and rows break as
    /// `Rows` breaks them: a few instructions a character where `Rows` spends thousands. Nil when
    /// a non-ASCII character comes before the count is settled.
    static func asciiRowCount(of text: String, width: Int, masked: Bool, upTo limit: Int) -> Int? {
        let width = max(width, 1)
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var rows = 0
            // The line being read: whether each of its graphemes is drawn blank (a break opportunity).
            var blank: [Bool] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if (0x0A...0x0D).contains(byte) {
                    rows += asciiRowCount(ofLine: blank, width: width)
                    if rows >= limit { return limit }
                    blank.removeAll(keepingCapacity: true)
                    // CR LF is one line break.
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    continue
                }
                blank.append(!masked && (byte <= 0x20 || byte == 0x7F))
                index += 1
                // The rest of a line only adds rows: once its start fills the count, it is settled.
                if blank.count % width == 0, rows + asciiRowCount(ofLine: blank, width: width) >= limit { return limit }
            }
            return min(rows + asciiRowCount(ofLine: blank, width: width), limit)
        }
        return counted ?? nil
    }

    /// The rows of one line of graphemes one cell wide, `blank` telling which are drawn blank:
    /// `Rows.wrap` for such a line.
    private static func asciiRowCount(ofLine blank: [Bool], width: Int) -> Int {
        var rows = 0
        var start = 0
        while true {
            let end = min(start + width, blank.count)
            if end == blank.count { return rows + (end - start >= width ? 2 : 1) }
            var breakBefore = end
            for candidate in stride(from: end, to: start, by: -1) where blank[candidate - 1] || blank[candidate] {
                breakBefore = candidate
                break
            }
            rows += 1
            start = breakBefore
        }
    }

    /// What one grapheme looks like on screen; line breaks are the caller's business.
    static func glyph(for character: Character, masked: Bool) -> Character {
        if masked { return "•" }
        // Tabs and other controls have no width of their own: a blank keeps columns honest.
        if character.unicodeScalars.first?.properties.generalCategory == .control { return " " }
        return character
    }

    /// A text view's text cut into screen rows: the shared geometry behind drawing and cursor moves.
    struct Rows {
        /// One screen row: a range of grapheme positions of the buffer.
        struct Row {
            /// The graphemes drawn on this row (a line break is never part of a row).
            let range: Range<Int>
            /// Whether this is the last row of its line, so a cursor at `range.upperBound` stays on it.
            let endsLine: Bool
        }

        /// The drawn form of every grapheme (masked, controls blanked); line breaks kept as they are.
        let glyphs: [Character]
        /// The cell width of every glyph.
        let widths: [Int]
        /// The rows, top to bottom; never empty.
        let rows: [Row]

        /// Lays out `characters` in rows of `width` cells.
        init(_ characters: [Character], width: Int, masked: Bool) {
            let width = max(width, 1)
            glyphs = characters.map { $0.isNewline ? $0 : TextLayout.glyph(for: $0, masked: masked) }
            widths = glyphs.map { $0.isNewline ? 0 : CellWidth.of($0) }
            var source = Glyphs(glyphs: glyphs.map(RowBreaker.Glyph.init(drawn:)))
            var rows: [Row] = []
            var start = 0
            while true {
                let (row, emptyRow, _) = RowBreaker.rows(from: start, width: width, in: &source)
                rows.append(row)
                if let emptyRow { rows.append(emptyRow) }
                guard row.range.upperBound < glyphs.count || !(emptyRow ?? row).endsLine else { break }
                start = (emptyRow ?? row).endsLine ? row.range.upperBound + 1 : row.range.upperBound
            }
            self.rows = rows
        }

        /// Glyphs already drawn, for `RowBreaker`.
        private struct Glyphs: RowBreaker.Source {
            let glyphs: [RowBreaker.Glyph]

            func glyph(at position: Int) -> RowBreaker.Glyph? {
                position < glyphs.count ? glyphs[position] : nil
            }
        }

        /// The row that shows a cursor at `position`.
        func row(containing position: Int) -> Int {
            rows.firstIndex {
                $0.range.contains(position) || ($0.endsLine && position == $0.range.upperBound)
            } ?? rows.count - 1
        }

        /// The cell column of a cursor at `position` on `row`.
        func column(of position: Int, inRow row: Int) -> Int {
            let start = rows[row].range.lowerBound
            return widths[start..<max(start, position)].reduce(0, +)
        }

        /// The last cursor position that still shows on `row`.
        func lastPosition(inRow row: Int) -> Int {
            let range = rows[row].range
            // The position after a wrapped row's last grapheme is drawn at the next row's start.
            return rows[row].endsLine ? range.upperBound : max(range.lowerBound, range.upperBound - 1)
        }

        /// The position on `row` whose column is the closest to `column` without passing it.
        func position(nearestColumn column: Int, inRow row: Int) -> Int {
            var position = rows[row].range.lowerBound
            var cells = 0
            let last = lastPosition(inRow: row)
            while position < last && cells + widths[position] <= column {
                cells += widths[position]
                position += 1
            }
            return position
        }
    }
}
