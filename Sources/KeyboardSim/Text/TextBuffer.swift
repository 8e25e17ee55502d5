/// The editable text of one field, with a cursor that counts user-visible characters (grapheme clusters).
///
/// Every edit works on whole graphemes, as on iOS: one Backspace removes a flag, an emoji ZWJ
/// sequence or an `e` with its combining accent. Two buffers are equal when their text and
/// cursor are; the column remembered by Up/Down is navigation memory, not content.
public struct TextBuffer: Hashable, Sendable {
    /// The text being edited.
    public private(set) var text: String
    /// The cursor, as the number of graphemes before it: `0...count`.
    public private(set) var cursor: Int
    /// The cell column that consecutive Up/Down moves try to return to.
    private var goalColumn: Int?

    /// A buffer holding `text`, with the cursor at its end (where iOS puts it on focus).
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// The number of graphemes in the text.
    public var count: Int { text.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { text.isEmpty }

    /// The text before the cursor: what autocapitalization and autocorrection look at.
    public var textBeforeCursor: String { String(text[..<index(at: cursor)]) }

    /// The text as graphemes, for layout.
    var characters: [Character] { Array(text) }

    /// The cells between the start of the cursor's line and the cursor (no wrapping).
    public var cursorColumn: Int {
        let before = characters[..<cursor]
        let lineStart = before.lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
        return before[lineStart...].reduce(0) { $0 + CellWidth.of($1) }
    }

    // MARK: Editing

    /// Inserts `newText` at the cursor and puts the cursor after it; with a `limit` (maxLength in
    /// graphemes), inserts only the longest start of `newText` that keeps the text within it.
    /// Returns whether anything was inserted.
    @discardableResult
    public mutating func insert(_ newText: String, limit: Int? = nil) -> Bool {
        let split = index(at: cursor)
        let before = String(text[..<split])
        let after = String(text[split...])
        var accepted = Substring(newText)
        if let limit, (before + accepted + after).count > limit {
            // Counting the joined text, not the pieces, lets a combining mark or the second
            // half of a flag through at the limit: it merges into an existing grapheme.
            var fitting = newText.startIndex
            while fitting < newText.endIndex {
                let next = newText.index(after: fitting)
                if (before + newText[..<next] + after).count > limit { break }
                fitting = next
            }
            accepted = newText[..<fitting]
        }
        guard !accepted.isEmpty else { return false }
        let head = before + accepted
        text = head + after
        move(to: head.count)
        return true
    }

    /// Deletes the grapheme before the cursor; returns whether there was one.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        replaceGraphemes(cursor - 1..<cursor)
        return true
    }

    /// Deletes the grapheme after the cursor; returns whether there was one.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard cursor < count else { return false }
        replaceGraphemes(cursor..<cursor + 1)
        return true
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W in a terminal);
    /// returns whether anything was deleted.
    @discardableResult
    public mutating func deleteWordBackward() -> Bool {
        let before = characters[..<cursor]
        let wordEnd = before.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0
        let wordStart = before[..<wordEnd].lastIndex(where: \.isWhitespace).map { $0 + 1 } ?? 0
        guard wordStart < cursor else { return false }
        replaceGraphemes(wordStart..<cursor)
        return true
    }

    /// Deletes from the cursor to the end of the next word (Alt+Delete, Alt+D), with the spaces
    /// and punctuation before it; returns whether anything was deleted.
    @discardableResult
    public mutating func deleteWordForward() -> Bool {
        let wordEnd = nextWordEnd()
        guard cursor < wordEnd else { return false }
        replaceGraphemes(cursor..<wordEnd)
        return true
    }

    /// Deletes from the start of the cursor's line to the cursor (Ctrl+U); returns whether anything went.
    @discardableResult
    public mutating func deleteToLineStart() -> Bool {
        let lineStart = characters[..<cursor].lastIndex { $0.isNewline }.map { $0 + 1 } ?? 0
        guard lineStart < cursor else { return false }
        replaceGraphemes(lineStart..<cursor)
        return true
    }

    // MARK: Moving

    /// Puts the cursor at `position`, clamped to `0...count`.
    public mutating func move(to position: Int) {
        cursor = min(max(position, 0), count)
        goalColumn = nil
    }

    /// Moves the cursor one grapheme left, if it can.
    public mutating func moveLeft() { move(to: cursor - 1) }

    /// Moves the cursor one grapheme right, if it can.
    public mutating func moveRight() { move(to: cursor + 1) }

    /// Moves the cursor before the first grapheme.
    public mutating func moveToStart() { move(to: 0) }

    /// Moves the cursor after the last grapheme.
    public mutating func moveToEnd() { move(to: count) }

    /// Moves the cursor to the start of the word before it, skipping the spaces and punctuation
    /// in between first (Alt+Left, as on a Mac).
    public mutating func moveWordLeft() { move(to: previousWordStart()) }

    /// Moves the cursor to the end of the word after it, skipping the spaces and punctuation
    /// in between first (Alt+Right, as on a Mac).
    public mutating func moveWordRight() { move(to: nextWordEnd()) }

    /// Moves the cursor to the start of its row: the row wrapped at `width` cells, or with
    /// `width` nil the whole line between line breaks.
    public mutating func moveToLineStart(width: Int? = nil) {
        let layout = rows(width: width)
        move(to: layout.rows[layout.row(containing: cursor)].range.lowerBound)
    }

    /// Moves the cursor to the end of its row: the row wrapped at `width` cells, or with `width`
    /// nil the whole line. On a wrapped row that is before its last grapheme, because the
    /// position after it is drawn at the start of the next row.
    public mutating func moveToLineEnd(width: Int? = nil) {
        let layout = rows(width: width)
        move(to: layout.lastPosition(inRow: layout.row(containing: cursor)))
    }

    /// Moves the cursor to the row above in text wrapped at `width` cells, keeping its cell
    /// column as far as that row allows; from the first row, to the start of the text.
    public mutating func moveUp(width: Int) { moveVertically(by: -1, width: width) }

    /// Moves the cursor to the row below in text wrapped at `width` cells, keeping its cell
    /// column as far as that row allows; from the last row, to the end of the text.
    public mutating func moveDown(width: Int) { moveVertically(by: 1, width: width) }

    private mutating func moveVertically(by rowDelta: Int, width: Int) {
        let layout = rows(width: width)
        let row = layout.row(containing: cursor)
        let column = goalColumn ?? layout.column(of: cursor, inRow: row)
        let target = row + rowDelta
        guard layout.rows.indices.contains(target) else {
            move(to: rowDelta < 0 ? 0 : count)
            return
        }
        cursor = layout.position(nearestColumn: column, inRow: target)
        // Remembered so that passing through a short row does not lose the column.
        goalColumn = column
    }

    // MARK: Helpers

    /// Which graphemes belong to words: letters and digits of any script (an accented letter,
    /// Cyrillic, CJK), and an apostrophe between two of them, so that "don't" is one word.
    private var wordGraphemes: [Bool] {
        let characters = characters
        let isLetterOrDigit = characters.map { $0.isLetter || $0.isNumber }
        return characters.indices.map { index in
            if isLetterOrDigit[index] { return true }
            guard characters[index] == "'" || characters[index] == "\u{2019}" else { return false }
            return index > 0 && index + 1 < characters.count && isLetterOrDigit[index - 1] && isLetterOrDigit[index + 1]
        }
    }

    /// The start of the word before the cursor, past any other graphemes between them.
    private func previousWordStart() -> Int {
        let isWord = wordGraphemes
        var position = cursor
        while position > 0, !isWord[position - 1] { position -= 1 }
        while position > 0, isWord[position - 1] { position -= 1 }
        return position
    }

    /// The end of the word after the cursor, past any other graphemes between them.
    private func nextWordEnd() -> Int {
        let isWord = wordGraphemes
        var position = cursor
        while position < isWord.count, !isWord[position] { position += 1 }
        while position < isWord.count, isWord[position] { position += 1 }
        return position
    }

    private func rows(width: Int?) -> TextLayout.Rows {
        TextLayout.Rows(characters, width: width ?? .max, masked: false)
    }

    private func index(at position: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: position)
    }

    /// Removes the graphemes in `range` and leaves the cursor where they were.
    private mutating func replaceGraphemes(_ range: Range<Int>) {
        let head = String(text[..<index(at: range.lowerBound)])
        text = head + text[index(at: range.upperBound)...]
        // Counted again because the neighbours may now join (two halves of a flag).
        move(to: head.count)
    }

    /// Whether two buffers hold the same text with the cursor at the same place.
    public static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
        lhs.text == rhs.text && lhs.cursor == rhs.cursor
    }

    /// Hashes the text and the cursor, like `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(cursor)
    }
}
