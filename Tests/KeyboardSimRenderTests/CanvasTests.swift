import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("Canvas: cells, wide characters, clipping", .timed)
struct CanvasTests {
    @Test("ASCII text, controls and CR LF among it, is drawn cell for cell as the grapheme path draws it (seeded)")
    func asciiMatchesGraphemePath() {
        var random = SeededGenerator(seed: 7)
        let pieces = ["a", "Z", " ", "~", "\t", "\r\n", "\n", "\u{7F}", "\u{1B}", "0"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in random.pick(pieces) }.joined()
            let start = Point(x: Int.random(in: -3...5, using: &random), y: 0)
            let limit: Int? = random.chance(0.5) ? Int.random(in: 0...25, using: &random) : nil
            var ascii = Canvas(size: Size(width: 24, height: 1))
            ascii.put("日本", at: Point(x: 4, y: 0))
            var graphemes = ascii
            let asciiEnd = ascii.put(text, at: start, limit: limit)
            // A scalar beyond ASCII at the end sends the whole text down the grapheme path.
            let graphemesEnd = graphemes.put(text + "日", at: start, limit: limit.map { min($0, asciiEnd - start.x) } ?? asciiEnd - start.x)
            #expect(ascii == graphemes, "\(text.debugDescription) at \(start)")
            #expect(asciiEnd == graphemesEnd, "\(text.debugDescription) at \(start)")
            #expect(CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) }, "\(text.debugDescription)")
        }
    }

    @Test("a text's cells are its graphemes with their widths, whether read by bytes, by scalars or by graphemes (seeded)")
    func graphemeCellsMatchCharacters() {
        var random = SeededGenerator(seed: 0xCE11)
        let pieces = ["a", " ", "~", "é", "Ж", "─", "→", "日", "\t", "\r\n", "\u{301}", "\u{200D}", "👩", "\u{1F1FA}", "한", "\u{FE0F}"]
        let style = Style(.log, bold: true)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in random.pick(pieces) }.joined()
            let expected = text.map { Cell($0, width: CellWidth.of($0), style: style) }
            #expect(Cell.graphemes(of: text, style: style) == expected, "\(text.debugDescription)")
        }
    }

    @Test("a wide character takes two cells and reads back once")
    func wideCharacter() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let end = canvas.put("a日b", at: .zero)
        #expect(end == 4)
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].width == 0)
        #expect(canvas.lines == ["a日b  "])
    }

    @Test("a wide character that does not fit is not half drawn")
    func wideCharacterClipped() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.put("ab日", at: .zero)
        #expect(canvas.lines == ["ab "])
    }

    @Test("overwriting half of a wide character blanks its other half")
    func overwriteHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("日本", at: .zero)
        canvas.put("x", at: Point(x: 1, y: 0))
        #expect(canvas.lines == [" x本"])
    }

    @Test("text is clipped to the limit and to the canvas")
    func clipping() {
        var canvas = Canvas(size: Size(width: 5, height: 2))
        canvas.put("abcdef", at: Point(x: 1, y: 0), limit: 2)
        canvas.put("abcdef", at: Point(x: 2, y: 1))
        canvas.put("zzz", at: Point(x: 0, y: 5))
        #expect(canvas.lines == [" ab  ", "  abc"])
    }
}
