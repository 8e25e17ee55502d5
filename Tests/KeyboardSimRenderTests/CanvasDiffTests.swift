import KeyboardSim
import KeyboardSimRender
import Testing

@Suite("One canvas diff: the changed runs of glyphs between two canvases")
struct CanvasDiffTests {
    @Test("no old canvas: every glyph of the new one, a wide character once")
    func fromNothing() {
        var canvas = Canvas(size: Size(width: 5, height: 2))
        canvas.put("a日b", at: .zero)
        let diff = CanvasDiff(from: nil, to: canvas)
        #expect(diff.runs.map(\.row) == [0, 1])
        #expect(diff.runs[0].glyphs.map(\.character) == ["a", "日", "b", " "])
        #expect(diff.runs[0].glyphs.map(\.span) == [1, 2, 1, 1])
        #expect(diff.runs[0].endColumn == 5)
        #expect(diff.glyphCount == 4 + 5)
    }

    @Test("two equal canvases have no changes")
    func equalCanvases() {
        var canvas = Canvas(size: Size(width: 8, height: 3))
        canvas.put("héllo 中", at: Point(x: 0, y: 1), style: Style(.field, bold: true))
        #expect(CanvasDiff(from: canvas, to: canvas).isEmpty)
    }

    @Test("changed cells make runs that stop at the first unchanged glyph")
    func runs() {
        var old = Canvas(size: Size(width: 10, height: 1))
        old.put("abcdefghij", at: .zero)
        var new = old
        new.put("XY", at: Point(x: 1, y: 0))
        new.put("Z", at: Point(x: 6, y: 0))
        let runs = CanvasDiff(from: old, to: new).runs
        #expect(runs == [
            CanvasDiff.Run(row: 0, column: 1, glyphs: [Glyph("X"), Glyph("Y")]),
            CanvasDiff.Run(row: 0, column: 6, glyphs: [Glyph("Z")]),
        ])
    }

    @Test("a style change alone is a change")
    func styleChange() {
        var old = Canvas(size: Size(width: 3, height: 1))
        old.put("abc", at: .zero)
        var new = old
        new.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.reverse = true }
        #expect(CanvasDiff(from: old, to: new).runs == [CanvasDiff.Run(row: 0, column: 1, glyphs: [Glyph("b", style: Style(reverse: true))])])
    }

    @Test("narrow characters over a wide one are each written, and a wide one over narrow ones is written once")
    func wideReplacement() {
        var old = Canvas(size: Size(width: 4, height: 1))
        old.put("a中b", at: .zero)
        var new = old
        new.put("xy", at: Point(x: 1, y: 0))
        #expect(CanvasDiff(from: old, to: new).runs == [CanvasDiff.Run(row: 0, column: 1, glyphs: [Glyph("x"), Glyph("y")])])
        #expect(CanvasDiff(from: new, to: old).runs == [CanvasDiff.Run(row: 0, column: 1, glyphs: [Glyph("中", span: 2)])])
    }

    @Test("half of a wide character on its own is a blank, whichever half")
    func orphanHalves() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas[0, 0] = Cell("中", width: 0)
        canvas[2, 0] = Cell("本", width: 2)
        canvas[3, 0] = Cell("z", width: 1)
        let glyphs = canvas.glyphs(inRow: 0)
        #expect(glyphs == [Glyph(" "), Glyph(" "), Glyph(" "), Glyph("z")])
    }

    @Test("a canvas of another size is drawn whole")
    func otherSize() {
        let old = Canvas(size: Size(width: 3, height: 1))
        let new = Canvas(size: Size(width: 4, height: 1))
        #expect(CanvasDiff(from: old, to: new).glyphCount == 4)
    }

    @Test("applying the diff of random canvases A to B onto A gives B (seeded)", arguments: 0..<200)
    func applyingGivesTheNewCanvas(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let size = Size(width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...4, using: &random))
        let old = Self.randomCanvas(size: size, using: &random)
        var new = random.chance(0.3) ? old : Self.randomCanvas(size: size, using: &random)
        if random.chance(0.5) { Self.scribble(on: &new, using: &random) }
        var applied = old
        CanvasDiff(from: old, to: new).apply(to: &applied)
        #expect(applied == new, "seed \(seed)")
        var fromNothing = Canvas(size: size)
        CanvasDiff(from: nil, to: new).apply(to: &fromNothing)
        #expect(fromNothing == new, "seed \(seed)")
    }

    static func randomCanvas(size: Size, using random: inout SeededGenerator) -> Canvas {
        var canvas = Canvas(size: size)
        scribble(on: &canvas, using: &random)
        return canvas
    }

    /// Writes a few random strings of narrow and wide characters and fills, in random styles.
    static func scribble(on canvas: inout Canvas, using random: inout SeededGenerator) {
        let characters: [Character] = ["a", "b", " ", "é", "ж", "中", "日", "🇺🇦", "─", "•"]
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let style = Style(random.pick(Style.Color.allCases), bold: random.chance(0.3), reverse: random.chance(0.2))
            let point = Point(x: Int.random(in: -2...canvas.size.width, using: &random),
                              y: Int.random(in: 0..<canvas.size.height, using: &random))
            if random.chance(0.2) {
                canvas.fill(Rect(origin: point, size: Size(width: Int.random(in: 1...4, using: &random), height: 1)),
                            with: random.pick(characters.filter { CellWidth.of($0) == 1 }), style: style)
            } else {
                let text = String((0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(characters) })
                canvas.put(text, at: point, style: style)
            }
        }
    }
}
