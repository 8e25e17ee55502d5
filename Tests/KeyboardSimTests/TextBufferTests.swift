import Testing
@testable import KeyboardSim
import TestTiming

@Suite("TextBuffer", .timed)
struct TextBufferTests {
    /// A buffer holding `text` with the cursor at `cursor`.
    private func buffer(_ text: String, cursor: Int) -> TextBuffer {
        var buffer = TextBuffer(text)
        buffer.move(to: cursor)
        return buffer
    }

    // MARK: Creating

    @Test("a new buffer puts the cursor after its text")
    func newBufferCursorAtEnd() {
        let buffer = TextBuffer("привет")
        #expect(buffer.text == "привет")
        #expect(buffer.count == 6)
        #expect(buffer.cursor == 6)
        #expect(!buffer.isEmpty)
        #expect(TextBuffer().isEmpty)
        #expect(TextBuffer().cursor == 0)
    }

    @Test("count and cursor measure graphemes, not scalars or bytes")
    func countsGraphemes() {
        let buffer = TextBuffer("🇯🇵e\u{301}👨‍👩‍👧日")
        #expect(buffer.count == 4)
        #expect(buffer.cursor == 4)
    }

    // MARK: Inserting

    @Test("typing ASCII appends at the cursor")
    func typeASCII() {
        var buffer = TextBuffer()
        buffer.insert("h")
        buffer.insert("i")
        #expect(buffer.text == "hi")
        #expect(buffer.cursor == 2)
    }

    @Test("inserting in the middle puts the cursor after the inserted text")
    func insertInMiddle() {
        var buffer = buffer("привет", cursor: 3)
        buffer.insert("日本")
        #expect(buffer.text == "при日本вет")
        #expect(buffer.cursor == 5)
    }

    @Test("a combining mark typed after a letter joins it and the cursor stays after it")
    func combiningMarkMerges() {
        var buffer = TextBuffer("cafe")
        let inserted = buffer.insert("\u{301}")
        #expect(inserted)
        #expect(buffer.text == "cafe\u{301}")
        #expect(buffer.count == 4)
        #expect(buffer.cursor == 4)
    }

    @Test("the second regional indicator completes a flag")
    func regionalIndicatorsMerge() {
        var buffer = TextBuffer("\u{1F1EF}")
        buffer.insert("\u{1F1F5}")
        #expect(buffer.text == "🇯🇵")
        #expect(buffer.count == 1)
        #expect(buffer.cursor == 1)
    }

    @Test("a maxLength limit inserts only the graphemes that fit")
    func limitTruncatesPaste() {
        var buffer = TextBuffer("ab")
        let inserted = buffer.insert("cdef", limit: 4)
        #expect(inserted)
        #expect(buffer.text == "abcd")
        #expect(buffer.cursor == 4)
    }

    @Test("a full field refuses another character")
    func limitRefusesWhenFull() {
        var buffer = TextBuffer("abcd")
        let inserted = buffer.insert("e", limit: 4)
        #expect(!inserted)
        #expect(buffer.text == "abcd")
        #expect(buffer.cursor == 4)
    }

    @Test("the limit counts graphemes, so flags and families count as one each")
    func limitCountsGraphemes() {
        var buffer = TextBuffer()
        buffer.insert("🇯🇵👨‍👩‍👧e\u{301}日x", limit: 4)
        #expect(buffer.text == "🇯🇵👨‍👩‍👧e\u{301}日")
        #expect(buffer.count == 4)
    }

    @Test("a full field still accepts a combining mark, which adds no grapheme")
    func limitAcceptsCombiningMark() {
        var buffer = TextBuffer("cafe")
        buffer.insert("\u{301}", limit: 4)
        #expect(buffer.text == "cafe\u{301}")
        #expect(buffer.count == 4)
    }

    @Test("a limited insert in the middle keeps the text after the cursor")
    func limitInMiddle() {
        var buffer = buffer("ad", cursor: 1)
        buffer.insert("bcXYZ", limit: 4)
        #expect(buffer.text == "abcd")
        #expect(buffer.cursor == 3)
    }

    @Test("inserting nothing changes nothing")
    func insertEmpty() {
        var buffer = TextBuffer("a")
        let inserted = buffer.insert("")
        #expect(!inserted)
        #expect(buffer == TextBuffer("a"))
    }

    // MARK: Deleting

    @Test("one backspace deletes a whole flag")
    func backspaceDeletesFlag() {
        var buffer = TextBuffer("go 🇯🇵")
        buffer.deleteBackward()
        #expect(buffer.text == "go ")
        #expect(buffer.cursor == 3)
    }

    @Test("one backspace deletes an e with its combining accent")
    func backspaceDeletesDecomposedAccent() {
        var buffer = TextBuffer("cafe\u{301}")
        buffer.deleteBackward()
        #expect(buffer.text == "caf")
    }

    @Test("one backspace deletes a whole ZWJ family")
    func backspaceDeletesFamily() {
        var buffer = TextBuffer("hi👨‍👩‍👧‍👦")
        buffer.deleteBackward()
        #expect(buffer.text == "hi")
        #expect(buffer.cursor == 2)
    }

    @Test("backspace deletes a Cyrillic letter and a CJK ideograph one at a time")
    func backspaceCyrillicAndCJK() {
        var buffer = TextBuffer("да日本")
        buffer.deleteBackward()
        #expect(buffer.text == "да日")
        buffer.deleteBackward()
        buffer.deleteBackward()
        #expect(buffer.text == "д")
    }

    @Test("backspace at the start of the text does nothing")
    func backspaceAtStart() {
        var buffer = buffer("abc", cursor: 0)
        let deleted = buffer.deleteBackward()
        #expect(!deleted)
        #expect(buffer.text == "abc")
        #expect(buffer.cursor == 0)
    }

    @Test("forward delete removes the grapheme after the cursor and leaves the cursor in place")
    func deleteForward() {
        var buffer = buffer("a🇯🇵b", cursor: 1)
        let deleted = buffer.deleteForward()
        #expect(deleted)
        #expect(buffer.text == "ab")
        #expect(buffer.cursor == 1)
    }

    @Test("forward delete at the end of the text does nothing")
    func deleteForwardAtEnd() {
        var buffer = TextBuffer("abc")
        let deleted = buffer.deleteForward()
        #expect(!deleted)
        #expect(buffer.text == "abc")
    }

    @Test("deleting the letter between two regional indicators joins them into a flag")
    func deletionJoinsNeighbours() {
        var buffer = buffer("\u{1F1EF}x\u{1F1F5}", cursor: 2)
        buffer.deleteBackward()
        #expect(buffer.text == "🇯🇵")
        #expect(buffer.count == 1)
        #expect(buffer.cursor == 1)
    }

    @Test("Ctrl-W deletes the word before the cursor with the spaces after it")
    func deleteWord() {
        var buffer = TextBuffer("hello big  world  ")
        buffer.deleteWordBackward()
        #expect(buffer.text == "hello big  ")
        buffer.deleteWordBackward()
        #expect(buffer.text == "hello ")
        buffer.deleteWordBackward()
        #expect(buffer.text == "")
        let deleted = buffer.deleteWordBackward()
        #expect(!deleted)
    }

    // MARK: Word moves

    @Test("Alt+Left moves to the start of the word before the cursor, skipping spaces and punctuation first")
    func wordLeft() {
        var buffer = TextBuffer("hello, big world!")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 11)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 7)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
    }

    @Test("Alt+Left from inside a word goes to that word's start")
    func wordLeftInsideWord() {
        var buffer = buffer("hello world", cursor: 8)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 6)
    }

    @Test("Alt+Right moves to the end of the next word, skipping spaces and punctuation first")
    func wordRight() {
        var buffer = buffer("hello, big world!", cursor: 0)
        buffer.moveWordRight()
        #expect(buffer.cursor == 5)
        buffer.moveWordRight()
        #expect(buffer.cursor == 10)
        buffer.moveWordRight()
        #expect(buffer.cursor == 16)
        buffer.moveWordRight()
        #expect(buffer.cursor == 17)
    }

    @Test("word moves treat Cyrillic and CJK runs as words")
    func wordMovesAcrossScripts() {
        var buffer = TextBuffer("привет, мир 東京 日本語")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 15)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 12)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 8)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
        buffer.moveWordRight()
        #expect(buffer.cursor == 6)
    }

    @Test("a flag is not part of a word and is skipped whole")
    func wordMovesSkipFlag() {
        var buffer = TextBuffer("go 🇯🇵 now 🇯🇵")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 5)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
        buffer.moveWordRight()
        #expect(buffer.cursor == 2)
        buffer.moveWordRight()
        #expect(buffer.cursor == 8)
    }

    @Test("a letter with a combining accent stays inside its word")
    func wordMovesKeepCombiningAccent() {
        var buffer = TextBuffer("cafe\u{301} ole\u{301}")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 5)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
        buffer.moveWordRight()
        #expect(buffer.cursor == 4)
    }

    @Test("an apostrophe between letters belongs to the word, one at its edge does not")
    func wordMovesWithApostrophes() {
        var buffer = TextBuffer("'don't' stop")
        buffer.move(to: 7)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 1)
        buffer.moveWordRight()
        #expect(buffer.cursor == 6)
    }

    @Test("digits are part of words")
    func wordMovesWithDigits() {
        var buffer = TextBuffer("room 101b")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 5)
    }

    @Test("Alt+Delete deletes to the end of the next word with what lies before it")
    func deleteWordForward() {
        var buffer = buffer("hello, big world", cursor: 5)
        let deleted = buffer.deleteWordForward()
        #expect(deleted)
        #expect(buffer.text == "hello world")
        #expect(buffer.cursor == 5)
        buffer.deleteWordForward()
        #expect(buffer.text == "hello")
        let deletedAtEnd = buffer.deleteWordForward()
        #expect(!deletedAtEnd)
        #expect(buffer.text == "hello")
    }

    @Test("Alt+Delete from inside a word deletes the rest of it")
    func deleteWordForwardInsideWord() {
        var buffer = buffer("привет мир", cursor: 3)
        buffer.deleteWordForward()
        #expect(buffer.text == "при мир")
        #expect(buffer.cursor == 3)
    }

    @Test("Alt+Delete removes whole graphemes: a flag, an accented letter, CJK")
    func deleteWordForwardGraphemes() {
        var buffer = buffer("🇯🇵 e\u{301}te\u{301} 日本", cursor: 0)
        buffer.deleteWordForward()
        #expect(buffer.text == " 日本")
        buffer.deleteWordForward()
        #expect(buffer.text == "")
    }

    @Test("Alt+Delete with only spaces and punctuation after the cursor deletes them")
    func deleteWordForwardTrailingPunctuation() {
        var buffer = buffer("end. ", cursor: 3)
        let deleted = buffer.deleteWordForward()
        #expect(deleted)
        #expect(buffer.text == "end")
    }

    // MARK: Moving

    @Test("left and right move one grapheme and stop at the edges")
    func leftRightEdges() {
        var buffer = TextBuffer("e\u{301}🇯🇵")
        buffer.moveRight()
        #expect(buffer.cursor == 2)
        buffer.moveLeft()
        #expect(buffer.cursor == 1)
        buffer.moveLeft()
        buffer.moveLeft()
        #expect(buffer.cursor == 0)
        buffer.moveToEnd()
        #expect(buffer.cursor == 2)
        buffer.moveToStart()
        #expect(buffer.cursor == 0)
    }

    @Test("moving the cursor to a position clamps it to the text")
    func moveToClamps() {
        var buffer = TextBuffer("abc")
        buffer.move(to: 10)
        #expect(buffer.cursor == 3)
        buffer.move(to: -1)
        #expect(buffer.cursor == 0)
    }

    @Test("the cursor column counts cells, so CJK counts double")
    func cursorColumn() {
        #expect(TextBuffer("ab日本").cursorColumn == 6)
        #expect(buffer("ab日本", cursor: 3).cursorColumn == 4)
        #expect(TextBuffer("привет").cursorColumn == 6)
        #expect(TextBuffer("🇯🇵e\u{301}").cursorColumn == 3)
    }

    @Test("the cursor column restarts after a line break")
    func cursorColumnMultiline() {
        #expect(TextBuffer("hello\n日").cursorColumn == 2)
    }

    @Test("Home and End without a width go to the ends of the line between line breaks")
    func homeEndLogicalLine() {
        var buffer = buffer("one\ntwo words\nthree", cursor: 6)
        buffer.moveToLineStart()
        #expect(buffer.cursor == 4)
        buffer.moveToLineEnd()
        #expect(buffer.cursor == 13)
    }

    @Test("Home and End on a wrapped row go to the ends of that row")
    func homeEndWrappedRow() {
        // Wrapped at 6 cells: "hello " | "big " | "world".
        var buffer = buffer("hello big world", cursor: 7)
        buffer.moveToLineStart(width: 6)
        #expect(buffer.cursor == 6)
        buffer.moveToLineEnd(width: 6)
        // Before the trailing space: the position after it is drawn on the next row.
        #expect(buffer.cursor == 9)
        buffer.move(to: 12)
        buffer.moveToLineEnd(width: 6)
        #expect(buffer.cursor == 15)
    }

    @Test("Down keeps the cell column across lines")
    func downKeepsColumn() {
        var buffer = buffer("hello\nworld", cursor: 2)
        buffer.moveDown(width: 20)
        #expect(buffer.cursor == 8)
        buffer.moveUp(width: 20)
        #expect(buffer.cursor == 2)
    }

    @Test("Up and Down move between wrapped rows of one line")
    func upDownWrappedRows() {
        // Wrapped at 4 cells: "abcd" | "efgh" | "ij".
        var buffer = buffer("abcdefghij", cursor: 1)
        buffer.moveDown(width: 4)
        #expect(buffer.cursor == 5)
        buffer.moveDown(width: 4)
        #expect(buffer.cursor == 9)
        buffer.moveUp(width: 4)
        #expect(buffer.cursor == 5)
    }

    @Test("Down onto a shorter row stops at its end, and the column comes back on the next row")
    func goalColumnSurvivesShortRow() {
        var buffer = buffer("abcdef\nab\nabcdef", cursor: 5)
        buffer.moveDown(width: 20)
        #expect(buffer.cursor == 9)
        buffer.moveDown(width: 20)
        #expect(buffer.cursor == 15)
    }

    @Test("Up and Down measure cells: over CJK the cursor lands before the character it would split")
    func upDownWithWideCharacters() {
        var buffer = buffer("abc\n日本語", cursor: 1)
        buffer.moveDown(width: 20)
        #expect(buffer.cursor == 4)
        buffer.moveRight()
        buffer.moveUp(width: 20)
        #expect(buffer.cursor == 2)
    }

    @Test("Up on the first row goes to the start, Down on the last row to the end")
    func upDownAtEdges() {
        var buffer = buffer("abc\ndef", cursor: 2)
        buffer.moveUp(width: 20)
        #expect(buffer.cursor == 0)
        buffer.move(to: 5)
        buffer.moveDown(width: 20)
        #expect(buffer.cursor == 7)
    }

    @Test("buffers with the same text and cursor are equal whatever column Up/Down remembers")
    func equalityIgnoresGoalColumn() {
        var moved = buffer("abcdef\nab", cursor: 5)
        moved.moveDown(width: 20)
        #expect(moved == buffer("abcdef\nab", cursor: 9))
        #expect(Set([moved, buffer("abcdef\nab", cursor: 9)]).count == 1)
    }

    // MARK: Copies

    /// Where a text's bytes are stored: two texts sharing storage have the same address.
    private func storage(of text: String) -> UnsafeRawPointer? {
        text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test("a detached copy has the same text and cursor in storage of its own, and editing it leaves the original")
    func detachedCopy() {
        let original = buffer("a text long enough to be stored on the heap, Москва e\u{301}", cursor: 20)
        var copy = original.detached()
        #expect(copy == original)
        #expect(copy.count == original.count)
        #expect(copy.textBeforeCursor == original.textBeforeCursor)
        #expect(storage(of: copy.text) != storage(of: original.text))
        copy.insert("x")
        copy.deleteBackward()
        copy.deleteBackward()
        #expect(copy.text == "a text long enough o be stored on the heap, Москва e\u{301}")
        #expect(original.text == "a text long enough to be stored on the heap, Москва e\u{301}")
        #expect(original.cursor == 20)
    }
}
