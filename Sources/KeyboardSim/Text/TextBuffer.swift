/// The editable text of one field, with a cursor that counts user-visible characters (grapheme clusters).
///
/// Every edit works on whole graphemes, as on iOS: one Backspace removes a flag, an emoji ZWJ
/// sequence or an `e` with its combining accent. Two buffers are equal when their text and
/// cursor are; the column remembered by Up/Down is navigation memory, not content.
package struct TextBuffer: Hashable, Sendable {
    /// The text being edited.
    package private(set) var text: String
    /// The cursor, as the number of graphemes before it: `0...count`.
    package private(set) var cursor: Int
    /// The number of graphemes in the text, kept as the text changes (counting a long text is slow).
    package private(set) var count: Int
    /// Counts the edits that changed the text: a cheap way to ask "did this change it?" without
    /// keeping a copy, which would make the next edit copy the whole text.
    package private(set) var revision = 0
    /// Where the cursor is in `text`: every edit and move starts from here, so none walks the
    /// text from its start.
    private(set) var cursorIndex: String.Index
    /// The cell column that consecutive Up/Down moves try to return to.
    private var goalColumn: Int?
    /// The text cut into rows, kept as it changes once `wrap(width:masked:)` asked for it: each
    /// edit re-wraps the rows it touches.
    package private(set) var wrapping: WrappedText?

    /// A buffer holding `text`, with the cursor at its end (where iOS puts it on focus).
    package init(_ text: String = "") {
        self.text = text
        count = text.count
        cursor = count
        cursorIndex = text.endIndex
    }

    /// Whether the text is empty.
    package var isEmpty: Bool { text.isEmpty }

    /// The text before the cursor: what autocapitalization and autocorrection look at (from its end).
    package var textBeforeCursor: Substring { text[..<cursorIndex] }

    /// The text after the cursor.
    package var textAfterCursor: Substring { text[cursorIndex...] }

    /// The text as graphemes, for layout.
    var characters: [Character] { Array(text) }

    /// The cells between the start of the cursor's line and the cursor (no wrapping).
    package var cursorColumn: Int {
        text[..<cursorIndex].reversed().prefix { !$0.isNewline }.reduce(0) { $0 + CellWidth.of($1) }
    }

    /// Keeps the text cut into rows `width` cells wide (`masked`: as a secure text) from now on.
    package mutating func wrap(width: Int, masked: Bool) {
        guard wrapping?.isWrapped(width: width, masked: masked) != true else { return }
        wrapping = WrappedText(text, count: count, width: width, masked: masked)
    }

    /// The text cut into rows `width` cells wide: the rows kept, when they are at that width,
    /// else the whole text wrapped now.
    package func wrapped(width: Int, masked: Bool) -> WrappedText {
        if let wrapping, wrapping.isWrapped(width: width, masked: masked) { return wrapping }
        return WrappedText(text, count: count, width: width, masked: masked)
    }

    // MARK: Moving

    /// Puts the cursor at `position`, clamped to `0...count`.
    package mutating func move(to position: Int) {
        let target = min(max(position, 0), count)
        // Walked from the nearest known place: the start, the cursor or the end.
        if target <= cursor / 2 {
            cursorIndex = text.index(text.startIndex, offsetBy: target)
        } else if target <= cursor || target - cursor <= count - target {
            cursorIndex = text.index(cursorIndex, offsetBy: target - cursor)
        } else {
            cursorIndex = text.index(text.endIndex, offsetBy: target - count)
        }
        cursor = target
        goalColumn = nil
    }

    /// Moves the cursor one grapheme left, if it can.
    package mutating func moveLeft() { move(to: cursor - 1) }

    /// Moves the cursor one grapheme right, if it can.
    package mutating func moveRight() { move(to: cursor + 1) }

    /// Moves the cursor before the first grapheme.
    package mutating func moveToStart() { move(to: 0) }

    /// Moves the cursor after the last grapheme.
    package mutating func moveToEnd() { move(to: count) }

    /// Moves the cursor to the start of the word before it, skipping the spaces and punctuation
    /// in between first (Alt+Left, as on a Mac).
    package mutating func moveWordLeft() { place(at: previousWordStart()) }

    /// Moves the cursor to the end of the word after it, skipping the spaces and punctuation
    /// in between first (Alt+Right, as on a Mac).
    package mutating func moveWordRight() { place(at: nextWordEnd()) }

    /// Moves the cursor to the start of its row: the row wrapped at `width` cells, or with
    /// `width` nil the whole line between line breaks.
    package mutating func moveToLineStart(width: Int? = nil) {
        let (rows, _, first) = rowsAroundCursor(width: width)
        move(to: first + rows.range(ofRow: rows.rowIndex(containing: cursor - first)).lowerBound)
    }

    /// Moves the cursor to the end of its row: the row wrapped at `width` cells, or with `width`
    /// nil the whole line. On a wrapped row that is before its last grapheme, because the
    /// position after it is drawn at the start of the next row.
    package mutating func moveToLineEnd(width: Int? = nil) {
        let (rows, _, first) = rowsAroundCursor(width: width)
        move(to: first + rows.lastPosition(inRow: rows.rowIndex(containing: cursor - first)))
    }

    /// Moves the cursor to the row above in text wrapped at `width` cells, keeping its cell
    /// column as far as that row allows; from the first row, to the start of the text.
    package mutating func moveUp(width: Int) { moveVertically(by: -1, width: width) }

    /// Moves the cursor to the row below in text wrapped at `width` cells, keeping its cell
    /// column as far as that row allows; from the last row, to the end of the text.
    package mutating func moveDown(width: Int) { moveVertically(by: 1, width: width) }

    private mutating func moveVertically(by rowDelta: Int, width: Int) {
        let (rows, lines, first) = rowsAroundCursor(width: width)
        let row = rows.rowIndex(containing: cursor - first)
        let column = goalColumn ?? rows.column(of: cursor - first, inRow: row, in: lines)
        let target = row + rowDelta
        guard (0..<rows.rowCount).contains(target) else {
            // The rows around the cursor hold the whole line before and after it, so a row
            // missing here is missing in the text.
            move(to: rowDelta < 0 ? 0 : count)
            return
        }
        move(to: first + rows.position(nearestColumn: column, inRow: target, in: lines))
        // Remembered so that passing through a short row does not lose the column.
        goalColumn = column
    }

    // MARK: Helpers

    /// Whether the ASCII character `byte`, typed at the cursor, is a grapheme of its own that
    /// leaves its neighbours' graphemes as they were: so when they are ASCII too, and no carriage
    /// return and line feed meet. (A non-ASCII neighbour may join it: a combining mark after it,
    /// a prepended mark before it.) Then the text's count grows by exactly one.
    func standsAlone(_ byte: UInt8) -> Bool {
        let offset = byteOffset(of: cursorIndex)
        let neighbours = text.utf8.withContiguousStorageIfAvailable { bytes in
            (offset > 0 ? bytes[offset - 1] : nil, offset < bytes.count ? bytes[offset] : nil)
        }
        guard let (before, after) = neighbours else { return false }
        guard before.map({ $0 < 0x80 }) ?? true, after.map({ $0 < 0x80 }) ?? true else { return false }
        let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
        return !(before == carriageReturn && (byte == lineFeed || after == lineFeed)) && !(byte == carriageReturn && after == lineFeed)
    }

    /// Inserts a character that `standsAlone` at the cursor: the counts move by one, with no
    /// grapheme breaking (the general edit, `replace`, costs several times a keystroke's rest).
    mutating func insertAlone(_ character: String) {
        let offset = byteOffset(of: cursorIndex)
        if cursorIndex == text.endIndex {
            text.append(character)
            cursorIndex = text.endIndex
        } else {
            text.insert(contentsOf: character, at: cursorIndex)
            cursorIndex = text.index(after: text.utf8.index(text.utf8.startIndex, offsetBy: offset))
        }
        wrapping?.update(in: text, replacing: cursor..<cursor, bytes: offset..<offset, with: 1, bytes: 1)
        count += 1
        cursor += 1
        revision &+= 1
        goalColumn = nil
    }

    /// This buffer with a text of its own, sized to what it holds: the copy to edit while the
    /// original is kept (a trial against the limit, an undo).
    ///
    /// Editing a text whose storage another copy shares makes Swift copy it at the shared
    /// storage's capacity, and a little more: with a copy kept at every key, a field's capacity
    /// grew at every key, without bound (a soak's fields reached hundreds of megabytes).
    func detached() -> TextBuffer {
        var copy = self
        let utf8 = text.utf8
        copy.text = String(unsafeUninitializedCapacity: utf8.count) { $0.initialize(fromContentsOf: utf8) }
        let cursorUTF8 = copy.text.utf8.index(copy.text.utf8.startIndex, offsetBy: byteOffset(of: cursorIndex))
        copy.cursorIndex = String.Index(cursorUTF8, within: copy.text) ?? cursorUTF8
        return copy
    }

    /// A place in the text: graphemes before it, and its index.
    struct Position {
        var offset: Int
        var index: String.Index
    }

    /// Puts the cursor at a place already found in the text.
    private mutating func place(at position: Position) {
        cursor = position.offset
        cursorIndex = position.index
        goalColumn = nil
    }

    /// Steps back from `position` while the grapheme before it satisfies `condition` (given its index).
    func stepBack(from position: Position, while condition: (String.Index) -> Bool) -> Position {
        var position = position
        while position.index > text.startIndex {
            let previous = text.index(before: position.index)
            guard condition(previous) else { break }
            position = Position(offset: position.offset - 1, index: previous)
        }
        return position
    }

    /// Steps forward from `position` while the grapheme after it satisfies `condition` (given its index).
    private func stepForward(from position: Position, while condition: (String.Index) -> Bool) -> Position {
        var position = position
        while position.index < text.endIndex, condition(position.index) {
            position = Position(offset: position.offset + 1, index: text.index(after: position.index))
        }
        return position
    }

    func stepBack(from position: Position, while condition: (Character) -> Bool) -> Position {
        stepBack(from: position) { condition(text[$0]) }
    }

    private func stepForward(from position: Position, while condition: (Character) -> Bool) -> Position {
        stepForward(from: position) { condition(text[$0]) }
    }

    /// Whether the grapheme at `index` belongs to a word: a letter or a digit of any script (an
    /// accented letter, Cyrillic, CJK), or an apostrophe between two of them, so that "don't"
    /// is one word.
    private func isWord(at index: String.Index) -> Bool {
        let character = text[index]
        if character.isLetter || character.isNumber { return true }
        guard character == "'" || character == "\u{2019}", index > text.startIndex else { return false }
        let next = text.index(after: index)
        guard next < text.endIndex else { return false }
        let before = text[text.index(before: index)], after = text[next]
        return (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
    }

    /// The start of the word before the cursor, past any other graphemes between them.
    private func previousWordStart() -> Position {
        let cursorPosition = Position(offset: cursor, index: cursorIndex)
        let wordEnd = stepBack(from: cursorPosition) { (index: String.Index) in !isWord(at: index) }
        return stepBack(from: wordEnd) { (index: String.Index) in isWord(at: index) }
    }

    /// The end of the word after the cursor, past any other graphemes between them.
    func nextWordEnd() -> Position {
        let cursorPosition = Position(offset: cursor, index: cursorIndex)
        let wordStart = stepForward(from: cursorPosition) { (index: String.Index) in !isWord(at: index) }
        return stepForward(from: wordStart) { (index: String.Index) in isWord(at: index) }
    }

    /// The rows cursor moves read at `width` (nil: lines not wrapped), the text they cut and the
    /// position of its first grapheme: the rows kept, when they are at that width and not masked
    /// (a move counts the cells of the characters, hidden or not); else the line before the
    /// cursor's, the cursor's own and the one after it, wrapped now. Lines wrap independently of
    /// each other, so these rows are the text's; the rest is not read.
    private func rowsAroundCursor(width: Int?) -> (WrappedText, text: String, first: Int) {
        if let width, let wrapping, wrapping.isWrapped(width: width, masked: false) { return (wrapping, text, 0) }
        let cursorPosition = Position(offset: cursor, index: cursorIndex)
        var first = stepBack(from: cursorPosition) { !$0.isNewline }
        if first.index > text.startIndex {
            first = Position(offset: first.offset - 1, index: text.index(before: first.index))
            first = stepBack(from: first) { !$0.isNewline }
        }
        var last = stepForward(from: cursorPosition) { !$0.isNewline }
        if last.index < text.endIndex {
            last = Position(offset: last.offset + 1, index: text.index(after: last.index))
            last = stepForward(from: last) { !$0.isNewline }
        }
        let lines = String(text[first.index..<last.index])
        return (WrappedText(lines, count: last.offset - first.offset, width: width ?? .max, masked: false), lines, first.offset)
    }

    /// Replaces the graphemes from `lower` (`lowerOffset` graphemes into the text) to `upper`
    /// with `replacement` and puts the cursor after it, where counting the text up to there
    /// would put it; `count` is kept by recounting only the graphemes next to the change.
    ///
    /// Graphemes next to an edit may join or part (a combining mark, two halves of a flag), so
    /// the recount covers one grapheme before and after the change. When the grapheme boundary
    /// after that window moved (a run of regional indicators re-pairs), the whole text is counted.
    mutating func replace(from lowerOffset: Int, _ lower: String.Index, to upper: String.Index,
                                  with replacement: Substring = "") {
        let windowStart = lower > text.startIndex ? text.index(before: lower) : lower
        let windowEnd = upper < text.endIndex ? text.index(after: upper) : upper
        let windowStartOffset = lowerOffset - (windowStart < lower ? 1 : 0)
        let oldWindowCount = text[windowStart..<windowEnd].count
        // Byte offsets survive the edit where indices do not. No view of the text is kept
        // past this point: a second reference would make the edit copy the whole text.
        let startBytes = byteOffset(of: windowStart)
        let lowerBytes = byteOffset(of: lower)
        let windowEndBytes = byteOffset(of: windowEnd)
        let removedBytes = byteOffset(of: upper) - lowerBytes
        let insertedBytes = replacement.utf8.count

        text.replaceSubrange(lower..<upper, with: replacement)
        revision &+= 1

        func index(atByte offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
        let newWindowStart = index(atByte: startBytes)
        let newWindowEnd = index(atByte: windowEndBytes - removedBytes + insertedBytes)
        if String.Index(newWindowEnd, within: text) != nil {
            let newWindowCount = text[newWindowStart..<newWindowEnd].count
            count += newWindowCount - oldWindowCount
            wrapping?.update(in: text, replacing: windowStartOffset..<windowStartOffset + oldWindowCount,
                             bytes: startBytes..<windowEndBytes, with: newWindowCount,
                             bytes: windowEndBytes - startBytes - removedBytes + insertedBytes)
        } else {
            count = text.count
            if let wrapping { self.wrapping = WrappedText(text, count: count, width: wrapping.width, masked: wrapping.masked) }
        }
        // Counted as text of its own, as if the cursor were typed after it: the neighbours
        // after it may still join the last grapheme (two halves of a flag).
        let headCount = text[newWindowStart..<index(atByte: lowerBytes + insertedBytes)].count
        cursor = windowStartOffset + headCount
        cursorIndex = text.index(newWindowStart, offsetBy: headCount, limitedBy: text.endIndex) ?? text.endIndex
        cursor = min(cursor, count)
        goalColumn = nil
    }

    private func byteOffset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// Whether two buffers hold the same text with the cursor at the same place.
    package static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
        lhs.text == rhs.text && lhs.cursor == rhs.cursor
    }

    /// Hashes the text and the cursor, like `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(cursor)
    }
}
