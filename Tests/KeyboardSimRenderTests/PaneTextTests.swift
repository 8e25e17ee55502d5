import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("Pane text: long lines wrap, many lines flow into columns, nothing is cut", .timed)
struct PaneTextTests {
    @Test("a line wider than the pane breaks at a space, the rest indented past the line's own indent")
    func wraps() {
        let rows = PaneText.wrap(PaneText.Line("  contentInset {0,0,10,0} {top,left,bottom,right}"), to: 20)
        #expect(rows.map { String($0.cells.map(\.character)) } == ["  contentInset", "    {0,0,10,0}", "    {top,left,bottom", "    ,right}"])
    }

    @Test("at 80x24 the compact pane shows resize's whole action line, wrapped, where it used to be cut")
    func compactPaneKeepsResizeWhole() throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .resize), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        let action = try #require(simulator.log.entries.compactMap { entry -> String? in
            if case .event(let event) = entry.kind, case .strategy = event { return LogEntryText.briefText(event) } else { return nil }
        }.last)
        #expect(action.count > 36 - 6, "the action line is longer than the pane: \(action)")
        let pane = FramePieces.crop(Renderer.draw(Scene(simulator, layout: layout)), to: try #require(layout.paneArea))
        let joined = pane.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains(action))
    }

    @Test("lines that outnumber the rows flow into a second column when it stays readable")
    func flows() {
        var canvas = Canvas(size: Size(width: 60, height: 3))
        PaneText((1...6).map { PaneText.Line("line \($0)") }).draw(in: Rect(x: 0, y: 0, width: 60, height: 3), on: &canvas)
        #expect(canvas.lines[0].hasPrefix("line 1"))
        #expect(canvas.lines[0].contains("line 4"))
        #expect(!canvas.text.contains("more rows"))
    }

    @Test("when even columns cannot hold them, the last row says how many rows are missing")
    func saysWhatIsMissing() {
        var canvas = Canvas(size: Size(width: 30, height: 3))
        PaneText((1...6).map { PaneText.Line("line \($0)") }).draw(in: Rect(x: 0, y: 0, width: 30, height: 3), on: &canvas)
        #expect(canvas.lines[2].hasPrefix("… 4 more rows"))
    }
}
