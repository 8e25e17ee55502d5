import Testing
@testable import KeyboardSim
import TestTiming

@Suite("TextLayout", .timed)
struct TextLayoutTests {
    /// A buffer holding `text` with the cursor at `cursor` (at the end when nil).
    private func buffer(_ text: String, cursor: Int? = nil) -> TextBuffer {
        var buffer = TextBuffer(text)
        if let cursor { buffer.move(to: cursor) }
        return buffer
    }

    // MARK: Single line

    @Test("short text shows whole with the cursor after it")
    func singleLineFits() {
        let layout = TextLayout.singleLine(buffer("hello"), width: 10, masked: false)
        #expect(layout.visible == "hello")
        #expect(layout.cursorColumn == 5)
    }

    @Test("an empty field shows nothing with the cursor in the first column")
    func singleLineEmpty() {
        let layout = TextLayout.singleLine(buffer(""), width: 10, masked: false)
        #expect(layout.visible == "")
        #expect(layout.cursorColumn == 0)
    }

    @Test("text exactly as wide as the field scrolls by one so the cursor after it has a cell")
    func singleLineExactlyFull() {
        let layout = TextLayout.singleLine(buffer("abcde"), width: 5, masked: false)
        #expect(layout.visible == "bcde")
        #expect(layout.cursorColumn == 4)
    }

    @Test("long text with the cursor near the start shows the start")
    func singleLineCursorNearStart() {
        let layout = TextLayout.singleLine(buffer("abcdefghijkl", cursor: 2), width: 5, masked: false)
        #expect(layout.visible == "abcde")
        #expect(layout.cursorColumn == 2)
    }

    @Test("long text with the cursor far along keeps the cursor in the last column")
    func singleLineCursorFarAlong() {
        let layout = TextLayout.singleLine(buffer("abcdefghijkl", cursor: 7), width: 5, masked: false)
        #expect(layout.visible == "defgh")
        #expect(layout.cursorColumn == 4)
    }

    @Test("a wide character cut by the left edge is dropped, leaving a blank")
    func singleLineCJKAtLeftEdge() {
        // Cells: 日日本本語語 + cursor cell; a 4-cell field shows cells 3...6.
        let layout = TextLayout.singleLine(buffer("日本語"), width: 4, masked: false)
        #expect(layout.visible == " 語")
        #expect(layout.cursorColumn == 3)
        #expect(CellWidth.of(layout.visible) == 3)
    }

    @Test("a wide character cut by the right edge is dropped, leaving a blank")
    func singleLineCJKAtRightEdge() {
        let layout = TextLayout.singleLine(buffer("ab日本", cursor: 0), width: 5, masked: false)
        #expect(layout.visible == "ab日 ")
        #expect(layout.cursorColumn == 0)
    }

    @Test("a wide character under the cursor is shown whole, one column before the last")
    func singleLineWideCharacterUnderCursor() {
        let layout = TextLayout.singleLine(buffer("abcd日ef", cursor: 4), width: 4, masked: false)
        #expect(layout.visible == "cd日")
        #expect(layout.cursorColumn == 2)
    }

    @Test("Cyrillic text scrolls one cell per letter")
    func singleLineCyrillic() {
        let layout = TextLayout.singleLine(buffer("привет, мир"), width: 6, masked: false)
        #expect(layout.visible == ", мир")
        #expect(layout.visible.count == 5)
        #expect(layout.cursorColumn == 5)
    }

    @Test("combining marks and flags scroll as whole graphemes")
    func singleLineGraphemes() {
        let layout = TextLayout.singleLine(buffer("e\u{301}🇯🇵x"), width: 10, masked: false)
        #expect(layout.visible == "e\u{301}🇯🇵x")
        #expect(layout.cursorColumn == 4)
    }

    @Test("secure entry shows one bullet per grapheme, whatever its width")
    func singleLineMasked() {
        let layout = TextLayout.singleLine(buffer("日🇯🇵e\u{301}a"), width: 10, masked: true)
        #expect(layout.visible == "••••")
        #expect(layout.cursorColumn == 4)
    }

    @Test("secure entry scrolls by bullets, not by the hidden characters' widths")
    func singleLineMaskedScrolls() {
        let layout = TextLayout.singleLine(buffer("日本語日本語"), width: 4, masked: true)
        #expect(layout.visible == "•••")
        #expect(layout.cursorColumn == 3)
    }

    @Test("a line break or a tab in a field shows as a blank")
    func singleLineControls() {
        let layout = TextLayout.singleLine(buffer("a\nb\tc"), width: 10, masked: false)
        #expect(layout.visible == "a b c")
        #expect(layout.cursorColumn == 5)
    }

    // MARK: Wrapped

    @Test("short text is one row")
    func wrappedShort() {
        let layout = TextLayout.wrapped(buffer("hi"), width: 10, masked: false)
        #expect(layout.lines == ["hi"])
        #expect(layout.cursorRow == 0)
        #expect(layout.cursorColumn == 2)
    }

    @Test("an empty text view has one empty row")
    func wrappedEmpty() {
        let layout = TextLayout.wrapped(buffer(""), width: 10, masked: false)
        #expect(layout.lines == [""])
        #expect(layout.cursorRow == 0)
        #expect(layout.cursorColumn == 0)
    }

    @Test("line breaks start new rows, and a trailing one leaves an empty row for the cursor")
    func wrappedNewlines() {
        let layout = TextLayout.wrapped(buffer("one\n\ntwo\n"), width: 10, masked: false)
        #expect(layout.lines == ["one", "", "two", ""])
        #expect(layout.cursorRow == 3)
        #expect(layout.cursorColumn == 0)
    }

    @Test("long lines wrap after a space rather than inside a word")
    func wrappedAtSpaces() {
        let layout = TextLayout.wrapped(buffer("the quick brown fox"), width: 10, masked: false)
        #expect(layout.lines == ["the quick ", "brown fox"])
        #expect(layout.cursorRow == 1)
        #expect(layout.cursorColumn == 9)
    }

    @Test("a word longer than the row breaks where the row is full")
    func wrappedHardBreak() {
        let layout = TextLayout.wrapped(buffer("supercalifragilistic"), width: 8, masked: false)
        #expect(layout.lines == ["supercal", "ifragili", "stic"])
    }

    @Test("a line that fills its row exactly gets an empty row for the cursor after it")
    func wrappedFullRow() {
        let layout = TextLayout.wrapped(buffer("abcd\nef"), width: 4, masked: false)
        #expect(layout.lines == ["abcd", "", "ef"])
        var atEndOfFullRow = buffer("abcd\nef")
        atEndOfFullRow.move(to: 4)
        let cursor = TextLayout.wrapped(atEndOfFullRow, width: 4, masked: false)
        #expect(cursor.cursorRow == 1)
        #expect(cursor.cursorColumn == 0)
    }

    @Test("the cursor at the end of a wrapped row shows at the start of the next row")
    func wrappedCursorAtSoftBreak() {
        let layout = TextLayout.wrapped(buffer("abcdefgh", cursor: 4), width: 4, masked: false)
        #expect(layout.lines == ["abcd", "efgh", ""])
        #expect(layout.cursorRow == 1)
        #expect(layout.cursorColumn == 0)
    }

    @Test("wide characters are never split: one that does not fit moves to the next row")
    func wrappedWideCharacters() {
        let layout = TextLayout.wrapped(buffer("a日本語"), width: 4, masked: false)
        #expect(layout.lines == ["a日", "本語", ""])
        #expect(layout.lines.allSatisfy { CellWidth.of($0) <= 4 })
    }

    @Test("CJK text breaks between ideographs without looking for a space")
    func wrappedCJKBreaksAnywhere() {
        let layout = TextLayout.wrapped(buffer("go 日本語です"), width: 7, masked: false)
        #expect(layout.lines == ["go 日本", "語です"])
        #expect(layout.cursorRow == 1)
        #expect(layout.cursorColumn == 6)
    }

    @Test("a ZWJ family wraps as one two-cell grapheme")
    func wrappedFamily() {
        let layout = TextLayout.wrapped(buffer("abc👨‍👩‍👧"), width: 4, masked: false)
        #expect(layout.lines == ["abc", "👨‍👩‍👧"])
    }

    @Test("a masked text view shows bullets and breaks only where rows are full")
    func wrappedMasked() {
        let layout = TextLayout.wrapped(buffer("ab cd\nx"), width: 4, masked: true)
        #expect(layout.lines == ["••••", "•", "•"])
        #expect(layout.cursorRow == 2)
        #expect(layout.cursorColumn == 1)
    }

    @Test("a one-cell view still shows a wide character, one per row")
    func wrappedNarrowerThanWideCharacter() {
        let layout = TextLayout.wrapped(buffer("日本"), width: 1, masked: false)
        #expect(layout.lines == ["日", "本", ""])
    }

    @Test("counting rows up to a limit gives what wrapping the whole text gives, capped, seeded: long lines, spaces, wide and zero-width characters, line breaks")
    func rowCountMatchesWholeWrap() {
        let pieces = ["a", "b", "word", " ", "  ", "\n", "日", "\u{200B}", String(repeating: "\u{200B}", count: 12), "\t", "e\u{301}", "👩‍👧", "-"]
        var generator = SeededGenerator(seed: 0x20C0)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...60, using: &generator)).map { _ in generator.pick(pieces) }.joined()
            let width = Int.random(in: 1...9, using: &generator)
            let limit = Int.random(in: 1...5, using: &generator)
            let masked = generator.chance(0.2)
            let whole = TextLayout.Rows(Array(text), width: width, masked: masked).rows.count
            #expect(TextLayout.rowCount(of: TextBuffer(text), width: width, masked: masked, upTo: limit) == min(whole, limit),
                    "\(text.debugDescription) width \(width) limit \(limit) masked \(masked)")
        }
    }

    @Test("counting the rows of ASCII text by its bytes gives what wrapping its graphemes gives, seeded: controls, CR LF, vertical tabs, long words")
    func asciiRowCountMatchesRows() {
        let pieces = ["a", "bc", "word", String(repeating: "x", count: 11), " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{01}", "\u{7F}", ".", "-"]
        var generator = SeededGenerator(seed: 0xA5C2)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in generator.pick(pieces) }.joined()
            let width = Int.random(in: 1...9, using: &generator)
            let limit = Int.random(in: 1...6, using: &generator)
            let masked = generator.chance(0.2)
            let whole = TextLayout.Rows(Array(text), width: width, masked: masked).rows.count
            #expect(TextLayout.asciiRowCount(of: text, width: width, masked: masked, upTo: limit) == min(whole, limit),
                    "\(text.debugDescription) width \(width) limit \(limit) masked \(masked)")
        }
        #expect(TextLayout.asciiRowCount(of: "ab\u{301}", width: 4, masked: false, upTo: 3) == nil, "a combining mark is the graphemes' business")
    }
}
