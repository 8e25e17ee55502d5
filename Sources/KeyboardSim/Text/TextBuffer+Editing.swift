/// Inserting and deleting at the cursor, a whole grapheme at a time.
extension TextBuffer {
    /// Inserts `newText` at the cursor and puts the cursor after it; with a `limit` (maxLength in
    /// graphemes), inserts only the longest start of `newText` that keeps the text within it.
    /// Returns whether anything was inserted.
    @discardableResult
    package mutating func insert(_ newText: String, limit: Int? = nil) -> Bool {
        guard !newText.isEmpty else { return false }
        if newText.utf8.count == 1, let byte = newText.utf8.first, byte < 0x80, standsAlone(byte) {
            guard count < limit ?? .max else { return false }
            insertAlone(newText)
            return true
        }
        guard let limit else {
            replace(from: cursor, cursorIndex, to: cursorIndex, with: Substring(newText))
            return true
        }
        // Counting the joined text, not the pieces, lets a combining mark or the second half of
        // a flag through at the limit: it merges into an existing grapheme. A limited field is
        // short, so trying on a copy costs little.
        var fitting = newText.startIndex
        var accepted: TextBuffer?
        while fitting < newText.endIndex {
            let next = newText.index(after: fitting)
            var trial = detached()
            trial.replace(from: cursor, cursorIndex, to: cursorIndex, with: newText[..<next])
            if trial.count > limit { break }
            accepted = trial
            fitting = next
        }
        guard let accepted else { return false }
        self = accepted
        return true
    }

    /// Deletes the grapheme before the cursor; returns whether there was one.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        replace(from: cursor - 1, text.index(before: cursorIndex), to: cursorIndex)
        return true
    }

    /// Deletes the grapheme after the cursor; returns whether there was one.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < count else { return false }
        replace(from: cursor, cursorIndex, to: text.index(after: cursorIndex))
        return true
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W in a terminal);
    /// returns whether anything was deleted.
    @discardableResult
    package mutating func deleteWordBackward() -> Bool {
        var start = Position(offset: cursor, index: cursorIndex)
        start = stepBack(from: start) { $0.isWhitespace }
        start = stepBack(from: start) { !$0.isWhitespace }
        guard start.offset < cursor else { return false }
        replace(from: start.offset, start.index, to: cursorIndex)
        return true
    }

    /// Deletes from the cursor to the end of the next word (Alt+Delete, Alt+D), with the spaces
    /// and punctuation before it; returns whether anything was deleted.
    @discardableResult
    package mutating func deleteWordForward() -> Bool {
        let wordEnd = nextWordEnd()
        guard cursor < wordEnd.offset else { return false }
        replace(from: cursor, cursorIndex, to: wordEnd.index)
        return true
    }

    /// Deletes from the start of the cursor's line to the cursor (Ctrl+U); returns whether anything went.
    @discardableResult
    package mutating func deleteToLineStart() -> Bool {
        let lineStart = stepBack(from: Position(offset: cursor, index: cursorIndex)) { !$0.isNewline }
        guard lineStart.offset < cursor else { return false }
        replace(from: lineStart.offset, lineStart.index, to: cursorIndex)
        return true
    }
}
