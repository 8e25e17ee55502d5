import KeyboardSim
@testable import KeyboardSimRender
import Testing

@Suite("Canvas: cells, wide characters, clipping")
struct CanvasTests {
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
