import Testing
@testable import KeyboardSim
import TestTiming

@Suite("A text view's rows kept edit by edit", .timed)
struct WrappedTextTests {
    /// Pieces a session types or pastes: words, blanks, line breaks (CR LF too), wide characters,
    /// combining marks on their own (which join the grapheme before them), emoji ZWJ sequences,
    /// flags and lone regional indicators (which pair with their neighbours), zero-width and
    /// control characters, and pastes of several lines.
    private static let pieces = ["a", "b", "word", " ", "  ", "\n", "\r\n", "\r", "\t", "日", "本語", "e\u{301}", "\u{301}",
                                 "\u{200D}", "👨‍👩‍👧", "🇫🇷", "🇫", "\u{200B}", "Ж", "x y z", "the quick brown fox",
                                 "one\ntwo\n\nthree four five six seven", "日本語のテキスト\nand more words here", "\u{7F}"]

    /// Single keys typed one by one: letters, blanks, a control, a line break and a non-ASCII letter.
    private static let keys = ["a", "b", "c", " ", " ", "\t", "\u{7F}", "\n", "é"]

    /// The rows `buffer` keeps, checked against its text wrapped whole.
    private static func expectKeptRowsMatchWholeWrap(_ buffer: TextBuffer, width: Int, masked: Bool, context: String) {
        guard let kept = buffer.wrapping else {
            Issue.record("no rows kept: \(context)")
            return
        }
        let whole = TextLayout.Rows(Array(buffer.text), width: width, masked: masked)
        let keptRows = (0..<kept.rowCount).map { (kept.range(ofRow: $0), kept.lastPosition(inRow: $0)) }
        let wholeRows = whole.rows.indices.map { (whole.rows[$0].range, whole.lastPosition(inRow: $0)) }
        #expect(keptRows.map(\.0) == wholeRows.map(\.0), "\(context)")
        #expect(keptRows.map(\.1) == wholeRows.map(\.1), "\(context)")
        guard keptRows.map(\.0) == wholeRows.map(\.0) else { return }
        for index in whole.rows.indices {
            #expect(kept.drawnRow(index, of: buffer.text) == String(whole.glyphs[whole.rows[index].range]), "row \(index): \(context)")
        }
        let row = whole.row(containing: buffer.cursor)
        #expect(kept.rowIndex(containing: buffer.cursor) == row, "\(context)")
        #expect(kept.column(of: buffer.cursor, inRow: row, in: buffer.text) == whole.column(of: buffer.cursor, inRow: row), "\(context)")
    }

    @Test("after every random edit and cursor move, the rows kept are the rows of the whole text wrapped again, seeded")
    func incrementalWrapEqualsWholeWrap() {
        for seed in UInt64(1)...60 {
            var random = SeededGenerator(seed: seed)
            let width = Int.random(in: 1...14, using: &random)
            let masked = random.chance(0.15)
            var buffer = TextBuffer(random.chance(0.5) ? "" : random.pick(Self.pieces) + random.pick(Self.pieces))
            buffer.wrap(width: width, masked: masked)
            // The same buffer without kept rows: cursor moves wrap the lines around the cursor.
            var plain = buffer
            plain.wrap(width: width + 1, masked: !masked)
            var log: [String] = []
            for _ in 0..<150 {
                let step: String
                switch Int.random(in: 0..<19, using: &random) {
                case 0..<6:
                    let piece = random.pick(Self.pieces)
                    step = "insert \(piece.unicodeScalars.map { String($0.value, radix: 16) })"
                    buffer.insert(piece)
                    plain.insert(piece)
                case 6:
                    step = "deleteBackward"
                    buffer.deleteBackward(); plain.deleteBackward()
                case 7:
                    step = "deleteForward"
                    buffer.deleteForward(); plain.deleteForward()
                case 8:
                    step = "deleteWordBackward"
                    buffer.deleteWordBackward(); plain.deleteWordBackward()
                case 9:
                    step = "deleteWordForward / deleteToLineStart"
                    if random.chance(0.5) { buffer.deleteWordForward(); plain.deleteWordForward() } else { buffer.deleteToLineStart(); plain.deleteToLineStart() }
                case 10:
                    step = "up"
                    buffer.moveUp(width: width); plain.moveUp(width: width)
                case 11:
                    step = "down"
                    buffer.moveDown(width: width); plain.moveDown(width: width)
                case 12:
                    step = "home"
                    buffer.moveToLineStart(width: width); plain.moveToLineStart(width: width)
                case 13:
                    step = "end"
                    buffer.moveToLineEnd(width: width); plain.moveToLineEnd(width: width)
                case 16..<19:
                    // Typing at the end, key after key, until rows fill and wrap: the append that
                    // only lengthens the last row, checked at every key.
                    buffer.moveToEnd(); plain.moveToEnd()
                    let keys = (0..<Int.random(in: 1...2 * width + 2, using: &random)).map { _ in random.pick(Self.keys) }
                    step = "type at the end \(keys.map(\.debugDescription))"
                    for (typed, key) in keys.enumerated() {
                        buffer.insert(key); plain.insert(key)
                        Self.expectKeptRowsMatchWholeWrap(buffer, width: width, masked: masked,
                                                          context: "seed \(seed), width \(width), masked \(masked), \(step) key \(typed), text \(buffer.text.debugDescription)")
                    }
                default:
                    let position = Int.random(in: 0...buffer.count, using: &random)
                    step = "move \(position)"
                    buffer.move(to: position); plain.move(to: position)
                }
                log.append(step)
                let context = "seed \(seed), width \(width), masked \(masked), after \(log.suffix(4)) text \(buffer.text.debugDescription)"
                Self.expectKeptRowsMatchWholeWrap(buffer, width: width, masked: masked, context: context)
                #expect(buffer.cursor == plain.cursor, "\(context)")
                if buffer.cursor != plain.cursor { return }
            }
        }
    }

    @Test("typing 5,000 characters in 50 paragraphs re-wraps, at each key, no more than the paragraph typed into")
    func anEditReWrapsOnlyWhatItTouches() throws {
        var simulator = Simulator.tall()
        let notes = try #require(simulator.form.index(of: "notes"))
        _ = simulator.settle(after: .tapField("notes"))
        let paragraph = Array("Typing goes on and on, one word after another, until the line is far wider than the view. ")
        var longest = 0
        for _ in 0..<50 {
            for character in paragraph {
                _ = simulator.handle(.key(.character(character)), at: simulator.now)
                let rows = try #require(simulator.texts[notes].wrapping)
                longest = max(longest, rows.graphemesWrapped)
            }
            _ = simulator.handle(.key(.returnKey), at: simulator.now)
        }
        #expect(simulator.texts[notes].count == 50 * (paragraph.count + 1))
        // Typing at the end re-wraps the last row or two: the count does not grow with the text.
        #expect(longest <= paragraph.count)
    }

    @Test("a key typed at the end of a last row with room left lengthens that row, reading only the key")
    func typingAtTheEndReadsOnlyTheKey() throws {
        var buffer = TextBuffer("lorem ipsum dolor\nsit am")
        buffer.wrap(width: 10, masked: false)
        buffer.insert("e")
        buffer.insert("t")
        let rows = try #require(buffer.wrapping)
        #expect(rows.graphemesWrapped == 1)
        Self.expectKeptRowsMatchWholeWrap(buffer, width: 10, masked: false, context: "typing at the end")
    }

    @Test("every position, the last row's start and the text's end among them, is found on the row the whole wrap puts it")
    func rowIndexOfEveryPositionMatchesWholeWrap() {
        for text in ["lorem ipsum dolor sit amet", "lorem ipsum\n", "one\n\ntwo three four", "abcdefghij", "", "日本語のテキスト"] {
            var buffer = TextBuffer(text)
            buffer.wrap(width: 5, masked: false)
            let whole = TextLayout.Rows(Array(buffer.text), width: 5, masked: false)
            let rows = buffer.wrapped(width: 5, masked: false)
            let found = (0...buffer.count).map { rows.rowIndex(containing: $0) }
            #expect(found == (0...buffer.count).map { whole.row(containing: $0) }, "\(text)")
        }
    }

    @Test("cursor moves through a long text re-wrap nothing, and a move's edit afterwards only its neighbourhood")
    func movesAndEditsInTheMiddleReWrapLittle() throws {
        var buffer = TextBuffer(String(repeating: "lorem ipsum dolor sit amet ", count: 400))
        buffer.wrap(width: 30, masked: false)
        #expect(buffer.wrapping?.graphemesWrapped == buffer.count)
        buffer.move(to: buffer.count / 2)
        buffer.moveUp(width: 30)
        buffer.moveToLineStart(width: 30)
        buffer.insert("x")
        let rows = try #require(buffer.wrapping)
        // From the row two before the edit to where the rows meet the old ones again, and a few read ahead.
        #expect(rows.graphemesWrapped <= 4 * 30)
        Self.expectKeptRowsMatchWholeWrap(buffer, width: 30, masked: false, context: "middle edit")
    }
}
