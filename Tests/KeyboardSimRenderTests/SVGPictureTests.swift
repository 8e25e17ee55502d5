import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("SVG pictures of canvases: still and animated", .timed)
struct SVGPictureTests {
    /// Whether `svg` is well-formed XML.
    static func parses(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    @Test("the 256 colours are xterm's: system colours, the 6×6×6 cube, the grey ramp")
    func xtermColors() {
        let expected: [Int: String] = [
            0: "#000000", 1: "#cd0000", 4: "#0000ee", 7: "#e5e5e5", 8: "#7f7f7f", 12: "#5c5cff", 15: "#ffffff",
            16: "#000000", 21: "#0000ff", 27: "#005fff", 33: "#0087ff", 114: "#87d787", 160: "#d70000",
            196: "#ff0000", 220: "#ffd700", 231: "#ffffff", 232: "#080808", 236: "#303030", 250: "#bcbcbc", 255: "#eeeeee",
        ]
        for (index, hex) in expected { #expect(XtermColor.hex[index] == hex, "colour \(index)") }
    }

    @Test("a still picture: a rect per stretch of a background, a text per run of a look, at the cell grid; defaults left to the page")
    func stillPicture() {
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.put("ab", at: Point(x: 1, y: 0), style: Style(.key))
        canvas.put("cd", at: Point(x: 3, y: 0), style: Style(.key, bold: true))
        canvas.put("x", at: Point(x: 2, y: 1))
        let svg = SVGScreenshot.render(canvas, title: "t")
        #expect(Self.parses(svg))
        // The key colour pair (16 on 255) fills cells 1–4 in one rect: the bold half shares the fill.
        #expect(svg.contains("<rect x=\"9\" y=\"0\" width=\"36\" height=\"18\" fill=\"#eeeeee\"/>"))
        #expect(svg.contains("<text x=\"9\" y=\"14\" class=\"t0\" textLength=\"18\">ab</text><text x=\"27\" y=\"14\" class=\"t1\" textLength=\"18\">cd</text>"))
        #expect(svg.contains(".t0{fill:#000000}") && svg.contains(".t1{fill:#000000;font-weight:bold}"))
        #expect(svg.contains("<text x=\"18\" y=\"32\" class=\"t2\">x</text>"))
        // Only the page's one rect is in the default background.
        #expect(svg.components(separatedBy: "fill=\"#1c1c1c\"").count == 2)
        #expect(svg.contains("width=\"108\" height=\"36\" viewBox=\"0 0 108 36\""))
    }

    @Test("a run's blanks are kept by every viewer: xml:space for SVG viewers, white-space:pre for a page that shows the picture inline")
    func blanksKept() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.put("offset   6 of 34", at: .zero)
        let svg = SVGScreenshot.render(canvas, title: "t")
        #expect(svg.contains(">offset   6 of 34</text>"))
        #expect(svg.contains("xml:space=\"preserve\""))
        let textRule = svg.components(separatedBy: "\n").first { $0.hasPrefix("text{") } ?? ""
        #expect(textRule.contains("white-space:pre"), "\(textRule)")
    }

    @Test("wide characters span two cells: a run of them is 18 units a character, apart from narrow ones")
    func wideCharacters() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.put("a日本b", at: .zero)
        let svg = SVGScreenshot.render(canvas, title: "t")
        #expect(svg.contains(">a</text>") && svg.contains("<text x=\"9\" y=\"14\" class=\"t0\" textLength=\"36\">日本</text>"))
        #expect(svg.contains("<text x=\"45\" y=\"14\" class=\"t0\">b</text>"))
    }

    @Test("XML's special characters are escaped in text and title; controls XML cannot hold are spelt out")
    func escaping() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.put("<&>\"'", at: .zero)
        let svg = SVGScreenshot.render(canvas, title: "a<&>\"'\u{1}b")
        #expect(Self.parses(svg))
        #expect(svg.contains(">&lt;&amp;&gt;&quot;&apos;</text>"))
        #expect(svg.contains("<title>a&lt;&amp;&gt;&quot;&apos;^Ab</title>"))
    }

    @Test("reverse swaps the colours, dim and underline have their classes; without colours only the attributes show")
    func attributes() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("r", at: .zero, style: Style(.key, reverse: true))
        canvas.put("d", at: Point(x: 1, y: 0), style: Style(.normal, dim: true))
        canvas.put(" u", at: Point(x: 2, y: 0), style: Style(.normal, underline: true))
        let svg = SVGScreenshot.render(canvas, title: "t")
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"9\" height=\"18\" fill=\"#000000\"/>"))
        #expect(svg.contains(".t0{fill:#eeeeee}") && svg.contains(";opacity:.55}") && svg.contains(";text-decoration:underline}"))
        #expect(svg.contains("<text x=\"18\" y=\"14\" class=\"t2\" textLength=\"18\"> u</text>"), "an underlined blank is drawn")
        let plain = SVGScreenshot.render(canvas, title: "t", colors: false)
        #expect(plain.contains("fill=\"#d0d0d0\"/>"), "reverse shows the default foreground as the fill")
        #expect(!plain.contains("#eeeeee"))
    }

    @Test("the cursor is a bar at its cell in that cell's text colour")
    func cursor() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.put("ab", at: .zero, style: Style(.fieldFocused))
        canvas.cursor = Point(x: 1, y: 0)
        #expect(SVGScreenshot.render(canvas, title: "t").contains("<rect x=\"9\" y=\"0\" width=\"2\" height=\"18\" fill=\"#000000\"/>"))
    }

    @Test("an animation: the first frame in full, each later frame only its changed cells in a group timed by its keyframes")
    func animationGroups() {
        var first = Canvas(size: Size(width: 20, height: 3))
        first.put("hello world", at: .zero)
        var second = first
        second.put("J", at: Point(x: 0, y: 0))
        var animation = SVGAnimation()
        animation.addFrame(first, at: 0)
        animation.addFrame(second, at: 0.5)
        animation.addFrame(second, at: 0.75)
        let svg = animation.document(title: "t", end: 1)
        #expect(Self.parses(svg))
        #expect(svg.components(separatedBy: "<g id=").count == 2, "one group: the frame at 0.75 s changed nothing")
        #expect(svg.contains("<text x=\"0\" y=\"14\" class=\"t0\" textLength=\"99\">hello world</text>"))
        // The changed cell only, opaque over the first frame.
        #expect(svg.contains("<g id=\"f1\" class=\"f\"><rect x=\"0\" y=\"0\" width=\"9\" height=\"18\" fill=\"#1c1c1c\"/><text x=\"0\" y=\"14\" class=\"t0\">J</text></g>"))
        // The cycle is the end and the hold: 4 s, the change at 0.5 s is 12.5 % into it.
        #expect(svg.contains("animation-duration:4.000s"))
        #expect(svg.contains("#f1{animation-name:f1}@keyframes f1{12.50000%,to{opacity:1}}"))
    }

    @Test("an animation grows with changes, not frames or time: a thousand frames that change nothing add nothing")
    func animationSize() {
        var canvas = Canvas(size: Size(width: 40, height: 10))
        canvas.put("form", at: .zero)
        var changed = canvas
        changed.put("typed", at: Point(x: 2, y: 4))
        var few = SVGAnimation()
        few.addFrame(canvas, at: 0)
        few.addFrame(changed, at: 1)
        var many = few
        for frame in 1...1000 { many.addFrame(changed, at: 1 + Double(frame) / 30) }
        let fewSize = few.document(title: "t", end: 40).utf8.count
        let manySize = many.document(title: "t", end: 40).utf8.count
        #expect(fewSize == manySize)
    }

    @Test("changed stretches are whole glyphs and join across short gaps; the cursor's old and new cells count as changed")
    func changedStretches() {
        var before = Canvas(size: Size(width: 20, height: 1))
        before.put("日本 abc", at: .zero)
        var after = before
        after.put("x", at: Point(x: 1, y: 0))  // the right half of 日: the whole of it is redrawn
        after.put("Z", at: Point(x: 8, y: 0))
        after.put("Q", at: Point(x: 17, y: 0))
        #expect(SVGAnimation.changedStretches(of: 0, from: before, to: after) == [0..<2, 8..<9, 17..<18])
        after.put("W", at: Point(x: 5, y: 0))
        #expect(SVGAnimation.changedStretches(of: 0, from: before, to: after) == [0..<9, 17..<18])
        var moved = before
        before.cursor = Point(x: 12, y: 0)
        moved.cursor = Point(x: 19, y: 0)
        #expect(SVGAnimation.changedStretches(of: 0, from: before, to: moved) == [12..<13, 19..<20])
    }
}
