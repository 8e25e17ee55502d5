/// A text view's text cut into rows at one width, kept up to date edit by edit: an edit re-wraps
/// from the row before the one it starts in to the first new row that starts where an old row
/// started after the edit (typing at the end re-wraps a row or two), never the whole text.
///
/// The rows are `TextLayout.Rows`'s exactly (one `RowBreaker` makes both). They are kept in two
/// runs around the last edit, as a gap buffer keeps text: the rows before it count from the text's
/// start, the rows after it from its end, so an edit leaves the far rows' numbers as they are and
/// costs what it touches plus the rows between it and the previous edit.
package struct WrappedText: Sendable {
    /// One row, with where it lies in the text's UTF-8.
    struct Row: Sendable {
        var start: Int
        var end: Int
        var startByte: Int
        var endByte: Int
        /// Whether this is the last row of its line.
        var endsLine: Bool
        /// The last position its wrapping read: an edit after it leaves the row as it is.
        var readEnd: Int

        /// The same row counted from the other end of a text of `count` graphemes and `bytes` bytes.
        func mirrored(count: Int, bytes: Int) -> Row {
            Row(start: count - start, end: count - end, startByte: bytes - startByte, endByte: bytes - endByte,
                endsLine: endsLine, readEnd: count - readEnd)
        }
    }

    /// The cells of a row (at least 1).
    package let width: Int
    /// Whether the text is secure: bullets, wrapped only where rows are full.
    package let masked: Bool
    /// How many graphemes the text has.
    private var count: Int
    /// How many UTF-8 bytes the text has.
    private var byteCount: Int
    /// The rows before the last edit's, counted from the text's start.
    private var head: [Row] = []
    /// The rows from the last edit's on, last first, counted from the text's end.
    private var tail: [Row] = []
    /// How many graphemes the last wrap read: the whole text at first, an edit's neighbourhood after.
    package private(set) var graphemesWrapped = 0

    /// `text` (of `count` graphemes) wrapped whole at `width` cells.
    init(_ text: String, count: Int, width: Int, masked: Bool) {
        self.width = max(width, 1)
        self.masked = masked
        self.count = count
        byteCount = text.utf8.count
        var glyphs = TextGlyphs(text, masked: masked, from: 0, byteOffset: 0)
        wrap(from: 0, upTo: nil, in: &glyphs)
    }

    /// Whether these are the rows of a text `width` cells wide, `masked` or not.
    package func isWrapped(width: Int, masked: Bool) -> Bool {
        self.width == max(width, 1) && self.masked == masked
    }

    /// How many rows the text takes (never 0).
    package var rowCount: Int { head.count + tail.count }

    /// Row `index`, counted from the text's start.
    func row(_ index: Int) -> Row {
        index < head.count ? head[index] : tail[tail.count - 1 - (index - head.count)].mirrored(count: count, bytes: byteCount)
    }

    /// The grapheme positions of row `index` (a line break is never part of a row).
    package func range(ofRow index: Int) -> Range<Int> {
        let row = row(index)
        return row.start..<row.end
    }

    /// The row that shows a cursor at `position`: the last row starting at or before it (the
    /// position after a wrapped row's last grapheme is drawn at the next row's start).
    package func rowIndex(containing position: Int) -> Int {
        // Typing at the end of a text (the common case) puts the caret on the last row.
        if row(rowCount - 1).start <= position { return rowCount - 1 }
        var low = 0
        var high = rowCount
        while high - low > 1 {
            let middle = (low + high) / 2
            if row(middle).start <= position { low = middle } else { high = middle }
        }
        return low
    }

    /// The last cursor position that still shows on row `index`.
    package func lastPosition(inRow index: Int) -> Int {
        let row = row(index)
        // The position after a wrapped row's last grapheme is drawn at the next row's start.
        return row.endsLine ? row.end : max(row.start, row.end - 1)
    }

    /// The cell column of a cursor at `position` on row `index` of `text`.
    package func column(of position: Int, inRow index: Int, in text: String) -> Int {
        let row = row(index)
        // A row of one-byte graphemes is ASCII, one cell each (a control is drawn as a blank).
        if position <= row.end && !masked && row.endByte - row.startByte == row.end - row.start { return max(0, position - row.start) }
        var glyphs = glyphs(ofRow: index, in: text)
        var cells = 0
        for before in glyphs.first..<max(glyphs.first, position) { cells += glyphs.glyph(at: before)?.width ?? 0 }
        return cells
    }

    /// The cells of each grapheme of row `index` of `text`.
    package func widths(ofRow index: Int, in text: String) -> [Int] {
        var glyphs = glyphs(ofRow: index, in: text)
        return range(ofRow: index).map { glyphs.glyph(at: $0)?.width ?? 0 }
    }

    /// The position on row `index` of `text` whose column is the closest to `column` without passing it.
    package func position(nearestColumn column: Int, inRow index: Int, in text: String) -> Int {
        let row = row(index)
        let last = lastPosition(inRow: index)
        if !masked && row.endByte - row.startByte == row.end - row.start { return row.start + max(0, min(column, last - row.start)) }
        var glyphs = glyphs(ofRow: index, in: text)
        var position = glyphs.first
        var cells = 0
        while position < last, let glyph = glyphs.glyph(at: position), cells + glyph.width <= column {
            cells += glyph.width
            position += 1
        }
        return position
    }

    /// Row `index` of `text` as drawn: controls blank, secure text as bullets.
    package func drawnRow(_ index: Int, of text: String) -> String {
        let row = row(index)
        let utf8 = text.utf8
        let characters = text[utf8.index(utf8.startIndex, offsetBy: row.startByte)..<utf8.index(utf8.startIndex, offsetBy: row.endByte)]
        return String(characters.map { TextLayout.glyph(for: $0, masked: masked) })
    }

    /// The graphemes of `text` from row `index`'s start.
    private func glyphs(ofRow index: Int, in text: String) -> TextGlyphs {
        let row = row(index)
        return TextGlyphs(text, masked: masked, from: row.start, byteOffset: row.startByte)
    }

    // MARK: Editing

    /// After the graphemes `replaced` (the UTF-8 bytes `replacedBytes`) of the text were replaced
    /// by `inserted` graphemes (`insertedBytes` bytes), giving `text`: the rows the edit can
    /// change are wrapped again. The graphemes outside `replaced` must be what they were.
    mutating func update(in text: String, replacing replaced: Range<Int>, bytes replacedBytes: Range<Int>,
                         with inserted: Int, bytes insertedBytes: Int) {
        if appendsToLastRow(in: text, replacing: replaced, with: inserted, bytes: insertedBytes) { return }
        // A row reads no further than the first glyph that does not fit, which is never past
        // the start of the row two after it: so the rows up to two before the last that starts
        // before the edit read nothing the edit changed, and the one before it may.
        var first = replaced.lowerBound == 0 ? 0 : rowIndex(containing: replaced.lowerBound - 1)
        if first > 0 && row(first - 1).readEnd >= replaced.lowerBound { first -= 1 }
        moveGap(to: first)
        let start = row(first)
        count += inserted - replaced.count
        byteCount += insertedBytes - replacedBytes.count
        // Old rows starting inside the edit are wrapped again whatever happens; those after it
        // are where the new rows may meet the old ones again.
        let editEnd = replaced.lowerBound + inserted
        while let next = tail.last, count - next.start < editEnd { tail.removeLast() }
        var glyphs = TextGlyphs(text, masked: masked, from: start.start, byteOffset: start.startByte)
        wrap(from: start.start, upTo: editEnd, in: &glyphs)
    }

    /// Typing at the end of the text, the common case: one ASCII character that is no line break,
    /// appended to a last row of ASCII (one cell a grapheme) with room after it, only lengthens
    /// that row, as `RowBreaker` would find it, when the row before it read nothing up to the end.
    /// Returns whether the edit was such an append, done.
    private mutating func appendsToLastRow(in text: String, replacing replaced: Range<Int>, with inserted: Int,
                                           bytes insertedBytes: Int) -> Bool {
        guard replaced.isEmpty, replaced.lowerBound == count, inserted == 1, insertedBytes == 1, tail.isEmpty,
              let last = head.last, last.end == count, last.endsLine,
              last.endByte - last.startByte == last.end - last.start, last.end - last.start + 1 < width,
              head.count < 2 || head[head.count - 2].readEnd < count,
              let byte = text.utf8.last, !(0x0A...0x0D).contains(byte)
        else { return false }
        count += 1
        byteCount += 1
        head[head.count - 1] = Row(start: last.start, end: count, startByte: last.startByte, endByte: byteCount,
                                   endsLine: true, readEnd: count)
        graphemesWrapped = 1
        return true
    }

    /// Wraps the text from `start`, appending rows to `head`, until a row starts where the next
    /// row of `tail` starts (not before `editEnd`; nil: the whole text), or at the text's end.
    private mutating func wrap(from start: Int, upTo editEnd: Int?, in glyphs: inout TextGlyphs) {
        var position = start
        while true {
            let (row, emptyRow, readEnd) = RowBreaker.rows(from: position, width: width, in: &glyphs)
            append(row, readEnd: readEnd, from: glyphs)
            if let emptyRow { append(emptyRow, readEnd: readEnd, from: glyphs) }
            let last = emptyRow ?? row
            if last.endsLine && last.range.upperBound == count {
                tail.removeAll()
                break
            }
            position = last.endsLine ? last.range.upperBound + 1 : last.range.upperBound
            guard editEnd != nil else { continue }
            // The rest of the old rows, counted from the end, are the new ones from where one starts here.
            while let next = tail.last, count - next.start < position { tail.removeLast() }
            if let next = tail.last, count - next.start == position { break }
        }
        graphemesWrapped = glyphs.count
    }

    private mutating func append(_ row: TextLayout.Rows.Row, readEnd: Int, from glyphs: TextGlyphs) {
        head.append(Row(start: row.range.lowerBound, end: row.range.upperBound,
                        startByte: glyphs.byteOffset(at: row.range.lowerBound), endByte: glyphs.byteOffset(at: row.range.upperBound),
                        endsLine: row.endsLine, readEnd: readEnd))
    }

    /// Moves rows between the runs so that `head` holds the first `index` rows.
    private mutating func moveGap(to index: Int) {
        while head.count > index { tail.append(head.removeLast().mirrored(count: count, bytes: byteCount)) }
        while head.count < index { head.append(tail.removeLast().mirrored(count: count, bytes: byteCount)) }
    }
}
