import Testing
@testable import KeyboardSim
import TestTiming

/// The buffer as it was first written: every operation counts the text from its start. Slow
/// (quadratic when typing) but plainly right, so it is the model the real buffer must match.
private struct CountingTextBuffer {
    var text: String
    var cursor: Int
    var goalColumn: Int?

    init(_ text: String) {
        self.text = text
        cursor = text.count
    }

    var characters: [Character] { Array(text) }

    func index(at position: Int) -> String.Index { text.index(text.startIndex, offsetBy: position) }

    mutating func move(to position: Int) {
        cursor = min(max(position, 0), text.count)
        goalColumn = nil
    }

    mutating func insert(_ newText: String, limit: Int?) -> Bool {
        let split = index(at: cursor)
        let before = String(text[..<split]), after = String(text[split...])
        var accepted = Substring(newText)
        if let limit, (before + accepted + after).count > limit {
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

    mutating func replaceGraphemes(_ range: Range<Int>) {
        let head = String(text[..<index(at: range.lowerBound)])
        text = head + text[index(at: range.upperBound)...]
        move(to: head.count)
    }

    var isWord: [Bool] {
        let characters = characters
        let isLetterOrDigit = characters.map { $0.isLetter || $0.isNumber }
        return characters.indices.map { index in
            if isLetterOrDigit[index] { return true }
            guard characters[index] == "'" || characters[index] == "\u{2019}" else { return false }
            return index > 0 && index + 1 < characters.count && isLetterOrDigit[index - 1] && isLetterOrDigit[index + 1]
        }
    }

    func previousWordStart() -> Int {
        let isWord = isWord
        var position = cursor
        while position > 0, !isWord[position - 1] { position -= 1 }
        while position > 0, isWord[position - 1] { position -= 1 }
        return position
    }

    func nextWordEnd() -> Int {
        let isWord = isWord
        var position = cursor
        while position < isWord.count, !isWord[position] { position += 1 }
        while position < isWord.count, isWord[position] { position += 1 }
        return position
    }

    func rows(width: Int?) -> TextLayout.Rows { TextLayout.Rows(characters, width: width ?? .max, masked: false) }

    var cursorColumn: Int {
        let before = characters[..<cursor]
        let lineStart = before.lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
        return before[lineStart...].reduce(0) { $0 + CellWidth.of($1) }
    }

    mutating func apply(_ operation: TextBufferPropertyTests.Operation) {
        switch operation {
        case .insert(let newText, let limit): _ = insert(newText, limit: limit)
        case .deleteBackward: if cursor > 0 { replaceGraphemes(cursor - 1..<cursor) }
        case .deleteForward: if cursor < text.count { replaceGraphemes(cursor..<cursor + 1) }
        case .deleteWordBackward:
            let before = characters[..<cursor]
            let wordEnd = before.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0
            let wordStart = before[..<wordEnd].lastIndex(where: \.isWhitespace).map { $0 + 1 } ?? 0
            if wordStart < cursor { replaceGraphemes(wordStart..<cursor) }
        case .deleteWordForward:
            let end = nextWordEnd()
            if cursor < end { replaceGraphemes(cursor..<end) }
        case .deleteToLineStart:
            let lineStart = characters[..<cursor].lastIndex { $0.isNewline }.map { $0 + 1 } ?? 0
            if lineStart < cursor { replaceGraphemes(lineStart..<cursor) }
        case .move(let position): move(to: position)
        case .left: move(to: cursor - 1)
        case .right: move(to: cursor + 1)
        case .start: move(to: 0)
        case .end: move(to: text.count)
        case .wordLeft: move(to: previousWordStart())
        case .wordRight: move(to: nextWordEnd())
        case .lineStart(let width):
            let layout = rows(width: width)
            move(to: layout.rows[layout.row(containing: cursor)].range.lowerBound)
        case .lineEnd(let width):
            let layout = rows(width: width)
            move(to: layout.lastPosition(inRow: layout.row(containing: cursor)))
        case .up(let width): moveVertically(by: -1, width: width)
        case .down(let width): moveVertically(by: 1, width: width)
        }
    }

    mutating func moveVertically(by rowDelta: Int, width: Int) {
        let layout = rows(width: width)
        let row = layout.row(containing: cursor)
        let column = goalColumn ?? layout.column(of: cursor, inRow: row)
        let target = row + rowDelta
        guard layout.rows.indices.contains(target) else {
            move(to: rowDelta < 0 ? 0 : text.count)
            return
        }
        cursor = layout.position(nearestColumn: column, inRow: target)
        goalColumn = column
    }
}

@Suite("Text buffer against a buffer that counts from the start", .timed)
struct TextBufferPropertyTests {
    enum Operation {
        case insert(String, limit: Int?)
        case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward, deleteToLineStart
        case move(Int), left, right, start, end, wordLeft, wordRight
        case lineStart(Int?), lineEnd(Int?), up(Int), down(Int)
    }

    /// Pieces that join or part at their edges: combining marks, halves of flags, ZWJ and
    /// skin tones, CR LF, wide characters, apostrophes, spaces and line breaks.
    static let pieces = ["a", "b", "Z", "7", " ", " ", "'", "\u{2019}", ".", "é", "e", "\u{301}", "\u{1F1FA}", "\u{1F1F8}",
                         "\u{200D}", "👩", "\u{1F3FB}", "日", "本", "\n", "\r", "\r\n", "\t", "я", "\u{200B}"]

    static func randomOperation(using generator: inout SeededGenerator) -> Operation {
        let width = Int.random(in: 1...6, using: &generator)
        switch Int.random(in: 0..<24, using: &generator) {
        case 0..<9:
            let text = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            return .insert(text, limit: Int.random(in: 0..<5, using: &generator) == 0 ? Int.random(in: 0...12, using: &generator) : nil)
        case 9: return .deleteBackward
        case 10: return .deleteForward
        case 11: return .deleteWordBackward
        case 12: return .deleteWordForward
        case 13: return .deleteToLineStart
        case 14: return .move(Int.random(in: -2...30, using: &generator))
        case 15: return .left
        case 16: return .right
        case 17: return Bool.random(using: &generator) ? .start : .end
        case 18: return .wordLeft
        case 19: return .wordRight
        case 20: return .lineStart(Bool.random(using: &generator) ? width : nil)
        case 21: return .lineEnd(Bool.random(using: &generator) ? width : nil)
        case 22: return .up(width)
        default: return .down(width)
        }
    }

    func apply(_ operation: Operation, to buffer: inout TextBuffer) {
        switch operation {
        case .insert(let text, let limit): buffer.insert(text, limit: limit)
        case .deleteBackward: buffer.deleteBackward()
        case .deleteForward: buffer.deleteForward()
        case .deleteWordBackward: buffer.deleteWordBackward()
        case .deleteWordForward: buffer.deleteWordForward()
        case .deleteToLineStart: buffer.deleteToLineStart()
        case .move(let position): buffer.move(to: position)
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .start: buffer.moveToStart()
        case .end: buffer.moveToEnd()
        case .wordLeft: buffer.moveWordLeft()
        case .wordRight: buffer.moveWordRight()
        case .lineStart(let width): buffer.moveToLineStart(width: width)
        case .lineEnd(let width): buffer.moveToLineEnd(width: width)
        case .up(let width): buffer.moveUp(width: width)
        case .down(let width): buffer.moveDown(width: width)
        }
    }

    @Test("typing ASCII next to anything (prepended and combining marks, CR LF, flags) counts as counting from the start, seeded")
    func typingASCIINextToAnything() {
        let neighbours = ["a", " ", ".", "\r", "\n", "\r\n", "\u{301}", "\u{600}", "\u{D4E}", "\u{1F1FA}", "\u{200D}", "👩", "é", "日"]
        let typed = ["a", "Z", " ", ".", "'", "\r", "\n", "\t", "7"]
        var generator = SeededGenerator(seed: 0xA5C11)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in generator.pick(neighbours) }.joined()
            var buffer = TextBuffer(text)
            var model = CountingTextBuffer(text)
            let position = Int.random(in: 0...text.count, using: &generator)
            buffer.move(to: position)
            model.move(to: position)
            let limit = generator.chance(0.3) ? Int.random(in: 0...6, using: &generator) : nil
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let character = generator.pick(typed)
                #expect(buffer.insert(character, limit: limit) == model.insert(character, limit: limit), "\(text.debugDescription)")
                #expect(buffer.text == model.text)
                #expect(buffer.count == model.text.count, "\(model.text.debugDescription)")
                #expect(buffer.cursor == model.cursor, "\(model.text.debugDescription)")
                #expect(String(buffer.textBeforeCursor) == String(model.text.prefix(model.cursor)), "\(model.text.debugDescription)")
            }
        }
    }

    @Test("2,000 random edit sessions leave the same text, count, cursor and cursor column as counting from the start")
    func matchesCountingBuffer() {
        var generator = SeededGenerator(seed: 0x7E47_B0FF)
        for session in 0..<2_000 {
            var buffer = TextBuffer()
            var model = CountingTextBuffer("")
            var operations: [Operation] = []
            for _ in 0..<40 {
                let operation = Self.randomOperation(using: &generator)
                operations.append(operation)
                apply(operation, to: &buffer)
                model.apply(operation)
                guard buffer.text == model.text, buffer.cursor == model.cursor, buffer.count == model.text.count,
                      buffer.cursorColumn == model.cursorColumn,
                      String(buffer.textBeforeCursor) == String(model.text.prefix(model.cursor)) else {
                    Issue.record("""
                        session \(session) differs after \(operations): \
                        \(buffer.text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) cursor \(buffer.cursor) \
                        count \(buffer.count); expected \(model.text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) \
                        cursor \(model.cursor) count \(model.text.count)
                        """)
                    return
                }
            }
        }
    }

    @Test("a field shows the same cells and cursor whether it looks at the whole text or only near the cursor")
    func singleLineWindowMatchesWholeText() {
        var generator = SeededGenerator(seed: 0x51_6E61)
        for _ in 0..<2_000 {
            var buffer = TextBuffer()
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                apply(Self.randomOperation(using: &generator), to: &buffer)
            }
            let width = Int.random(in: 1...12, using: &generator)
            let masked = Int.random(in: 0..<4, using: &generator) == 0
            let revealing = masked && buffer.cursor > 0 ? buffer.cursor - 1 : nil
            let shown = TextLayout.singleLine(buffer, width: width, masked: masked, revealing: revealing)
            let expected = wholeTextSingleLine(buffer, width: width, masked: masked, revealing: revealing)
            #expect(shown.visible == expected.visible && shown.cursorColumn == expected.cursorColumn,
                    "\(buffer.text.unicodeScalars.map(\.value)) cursor \(buffer.cursor) width \(width) masked \(masked)")
        }
    }

    /// The single-line layout as first written: every grapheme of the text measured.
    private func wholeTextSingleLine(_ buffer: TextBuffer, width: Int, masked: Bool, revealing: Int?) -> (visible: String, cursorColumn: Int) {
        let glyphs = buffer.characters.enumerated().map { position, character in
            let hidden = masked && position != revealing
            return character.isNewline ? (hidden ? "•" : " ") : TextLayout.glyph(for: character, masked: hidden)
        }
        let widths = glyphs.map(CellWidth.of)
        let cursorStart = widths[..<buffer.cursor].reduce(0, +)
        let cursorCells = buffer.cursor < widths.count ? max(widths[buffer.cursor], 1) : 1
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
                visible += String(repeating: " ", count: min(end, offset + width) - max(position, offset))
            }
        }
        return (visible, cursorStart - offset)
    }

    @Test("typing 100,000 characters one at a time keeps the count and cursor exact")
    func longTyping() {
        var buffer = TextBuffer()
        for index in 0..<100_000 { buffer.insert(index % 7 == 0 ? " " : "ж") }
        #expect(buffer.count == 100_000 && buffer.cursor == 100_000)
        buffer.move(to: 50_000)
        buffer.insert("\u{1F1FA}")
        buffer.insert("\u{1F1F8}")
        buffer.deleteBackward()
        #expect(buffer.count == 100_000 && buffer.cursor == 50_000 && buffer.text.count == 100_000)
    }
}
