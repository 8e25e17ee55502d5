import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

@Suite("The help overlay: every key from the one key map, the marks on the screen, clicks that do what keys do", .timed)
struct HelpOverlayTests {
    static let terminal = Size(width: 80, height: 24)
    static var frame: Rect { HelpOverlay.frame(in: terminal) }

    /// Every row the overlay has at 80×24, gathered by scrolling a page at a time.
    static func allText(_ keyMap: KeyMap) -> String {
        var overlay = HelpOverlay(keyMap: keyMap)
        var seen: [String] = []
        while true {
            var canvas = Canvas(size: terminal)
            overlay.draw(in: frame, on: &canvas)
            seen += canvas.lines.dropFirst().dropLast(2)
            let before = overlay.scroll
            overlay.scroll(by: HelpOverlay.pageRows(in: frame), in: frame)
            if overlay.scroll == before { return seen.joined(separator: "\n") }
        }
    }

    @Test("scrolled through, it lists every binding's keys and summary words and every mark of the legend, in run and in a replay",
          arguments: [KeyMap.interactive, .replay])
    func listsEverything(_ keyMap: KeyMap) {
        let text = Self.allText(keyMap)
        let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }))
        for binding in keyMap.bindings {
            #expect(text.contains(binding.keys), "\(binding.keys)")
            for word in binding.summary.split(separator: " ") { #expect(words.contains(word), "\(binding.keys): \(word)") }
        }
        for (mark, _) in ScreenLegend.entries { #expect(text.contains(mark), "\(mark)") }
    }

    @Test("a click on a session key's row does what the key does; the phone's keys and the legend do nothing")
    func clicks() throws {
        let overlay = HelpOverlay(keyMap: .interactive)
        var canvas = Canvas(size: Self.terminal)
        overlay.draw(in: Self.frame, on: &canvas)
        func row(startingWith keys: String) throws -> Int {
            try #require(canvas.lines.firstIndex { $0.dropFirst(2).hasPrefix(keys) }, "\(keys)")
        }
        #expect(overlay.action(at: Point(x: 10, y: try row(startingWith: "F1, Ctrl-/")), in: Self.frame) == .help)
        #expect(overlay.action(at: Point(x: 40, y: try row(startingWith: "Tab / Shift-Tab")), in: Self.frame) == nil)
        // Scrolled a page at a time until F3's entry is on screen, wherever the key list puts it.
        var scrolled = overlay
        var later = Canvas(size: Self.terminal)
        for _ in 0..<10 where !later.lines.contains(where: { $0.dropFirst(2).hasPrefix("F3 ") }) {
            scrolled.scroll(by: 12, in: Self.frame)
            later = Canvas(size: Self.terminal)
            scrolled.draw(in: Self.frame, on: &later)
        }
        let strategyRow = try #require(later.lines.firstIndex { $0.dropFirst(2).hasPrefix("F3 ") })
        #expect(scrolled.action(at: Point(x: 30, y: strategyRow), in: Self.frame) == .nextStrategy)
        // A continuation row of the same entry does the same.
        #expect(scrolled.action(at: Point(x: 30, y: strategyRow), in: Self.frame)
                == scrolled.action(at: Point(x: 2, y: strategyRow), in: Self.frame))
        #expect(scrolled.action(at: Point(x: 0, y: strategyRow), in: Self.frame) == nil, "the border")
    }

    @Test("scrolling stops at both ends, so the way back starts at once")
    func scrollingClamps() {
        var overlay = HelpOverlay(keyMap: .interactive)
        overlay.scroll(by: -5, in: Self.frame)
        #expect(overlay.scroll == 0)
        overlay.scroll(by: Int.max, in: Self.frame)
        let end = overlay.scroll
        #expect(end > 0)
        overlay.scroll(by: 1, in: Self.frame)
        #expect(overlay.scroll == end)
        overlay.scroll(by: -1, in: Self.frame)
        #expect(overlay.scroll == end - 1)
    }

    @Test("the help over an 80x24 frame: the top of the key list, the help line below it")
    func snapshot() throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: Self.terminal)
        let simulator = Simulator(SessionConfiguration(form: form), screenSize: layout.simulatedScreenSize)
        let canvas = Renderer.draw(Scene(simulator, layout: layout, help: HelpOverlay(keyMap: .interactive)))
        #expect(canvas.lines.last?.hasPrefix("F1 help") == true)
        assertSnapshot(of: canvas.text, as: .lines, named: "80x24")
    }
}

@Suite("The help overlay's glossary page", .timed)
struct HelpOverlayGlossaryTests {
    /// Every row of the glossary page at `terminal`, gathered by scrolling a page at a time, and
    /// how many pages that took.
    static func pages(at terminal: Size) -> (text: [String], pages: Int) {
        let frame = HelpOverlay.frame(in: terminal)
        var overlay = HelpOverlay(keyMap: .interactive)
        overlay.turnPage()
        var seen: [String] = []
        var pages = 0
        while true {
            var canvas = Canvas(size: terminal)
            overlay.draw(in: frame, on: &canvas)
            pages += 1
            #expect(canvas.lines.allSatisfy { CellWidth.of($0) <= terminal.width })
            if pages == 1 { #expect(canvas.lines[0].contains("kbsim glossary · Tab: keys · Esc closes")) }
            seen += canvas.lines.dropFirst().dropLast(2).map { String($0.dropFirst(2)) }
            let before = overlay.scroll
            overlay.scroll(by: HelpOverlay.pageRows(in: frame), in: frame)
            if overlay.scroll == before { return (seen, pages) }
        }
    }

    @Test("Tab turns to the glossary, from its top; at 80x24 it scrolls through every term and every word of its definition, none cut")
    func scrollsThroughEveryTermAt80x24() {
        let (rows, pages) = Self.pages(at: Size(width: 80, height: 24))
        #expect(pages > 1, "the glossary is longer than one 80x24 page: it scrolls")
        let text = rows.joined(separator: "\n")
        let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }))
        for entry in Glossary.entries {
            for word in entry.term.split(separator: " ") { #expect(words.contains(word), "\(entry.term): \(word)") }
            for word in entry.definition.split(separator: " ") { #expect(words.contains(word), "\(entry.term): \(word)") }
        }
    }

    @Test("at 160x50 it takes fewer pages; Tab again turns back to the keys")
    func widerAndBack() {
        #expect(Self.pages(at: Size(width: 160, height: 50)).pages < Self.pages(at: Size(width: 80, height: 24)).pages)
        var overlay = HelpOverlay(keyMap: .interactive)
        overlay.turnPage()
        overlay.scroll(by: 5, in: HelpOverlay.frame(in: Size(width: 80, height: 24)))
        overlay.turnPage()
        #expect(overlay.page == .keys && overlay.scroll == 0)
    }
}
