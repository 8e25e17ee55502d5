import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("Why panel: scrolling, the code, and the pane beside a small phone (issue 24, points 3 and 6)", .timed)
struct WhyPanelScrollTests {
    /// The default form under `strategy` laid out as `layout`, `field` focused and the keyboard settled.
    static func session(_ strategy: StrategyID, field: String = "notes", layout: TerminalLayout) throws -> Simulator {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField(field), at: 0)
        _ = simulator.advance(to: 1)
        return simulator
    }

    /// A lesson's layout at 80×24 with `kind` the pane beside the phone (what F9 chose).
    static func lessonLayout(_ kind: PaneKind) -> TerminalLayout {
        TerminalLayout(terminal: Size(width: 80, height: 24), panes: [.narration, kind])
    }

    /// The text of `kind`'s pane in the frame drawn for `simulator` in `layout`.
    static func paneText(_ kind: PaneKind, _ simulator: Simulator, _ layout: TerminalLayout, why: WhyPanelState = WhyPanelState()) throws -> [String] {
        let canvas = Renderer.draw(Scene(simulator, layout: layout, narration: .silent, whyPanel: why))
        let frame = try #require(layout.panes.first { $0.kind == kind }?.frame)
        return FramePieces.crop(canvas, to: frame).lines
    }

    @Test("at 80×24 in a lesson, every pane F9 reaches keeps its place under the narration and shows something", arguments: [PaneKind.compact, .inspector, .why])
    func noEmptyPaneInALesson(_ kind: PaneKind) throws {
        let layout = Self.lessonLayout(kind)
        #expect(layout.panes.map(\.kind) == [.narration, kind])
        let frame = try #require(layout.panes.last?.frame)
        #expect(frame.height >= PaneArrangement.minimumFillRows)
        let text = try Self.paneText(kind, try Self.session(.inset, layout: layout), layout)
        #expect(text.contains { !$0.allSatisfy { $0 == " " } }, "\(kind) is empty")
    }

    @Test("at 80×24 the brief pane beside the phone gives the focused field's verdict, in run and under a lesson's narration")
    func briefPaneHasTheVerdict() throws {
        for layout in [TerminalLayout(terminal: Size(width: 80, height: 24)), Self.lessonLayout(.compact)] {
            let simulator = try Self.session(.none, layout: layout)
            let verdict = simulator.fieldVerdict(try #require(simulator.focusedIndex)).description
            let text = try Self.paneText(.compact, simulator, layout).joined(separator: "\n")
            #expect(text.contains("verdict  \(verdict)"), "\(text)")
        }
    }

    @Test("a why panel with more than it can show says so on its last row; a page down shows the rest and the top, the rows above")
    func scrollsWithAMoreMark() throws {
        let layout = Self.lessonLayout(.why)
        let simulator = try Self.session(.inset, layout: layout)
        let frame = try #require(layout.panes.last?.frame)
        let top = try Self.paneText(.why, simulator, layout)
        #expect(top.last?.hasPrefix("↓ ") == true && top.last?.contains("more rows: Shift-PgDn") == true, "\(top)")
        #expect(top.first?.hasPrefix("keyboardWasShown") == true)
        var state = WhyPanelState()
        let panel = WhyPanel(simulator: simulator, cursor: EventLogCursor(), state: state)
        state.scroll(by: 100, panel, in: frame)
        #expect(state.offset == panel.largestOffset(in: frame) && state.offset > 0)
        let bottom = try Self.paneText(.why, simulator, layout, why: state)
        #expect(bottom.last?.hasPrefix("↑ ") == true, "\(bottom)")
        #expect(bottom.joined().contains("F11: the code"))
        state.scroll(by: -100, panel, in: frame)
        #expect(state.offset == 0)
    }

    @Test("a new action or pitfall to explain starts the why panel at the top again")
    func newSubjectResetsTheScroll() throws {
        let layout = Self.lessonLayout(.why)
        var simulator = try Self.session(.inset, field: "email", layout: layout)
        let frame = try #require(layout.panes.last?.frame)
        var state = WhyPanelState()
        state.scroll(by: 3, WhyPanel(simulator: simulator, cursor: EventLogCursor(), state: state), in: frame)
        #expect(state.offset == 3)
        state.follow(WhyPanel(simulator: simulator, cursor: EventLogCursor()).subject)
        #expect(state.offset == 3, "the same subject keeps its place")
        _ = simulator.handle(.key(.escape), at: 2)
        _ = simulator.advance(to: 3)
        state.follow(WhyPanel(simulator: simulator, cursor: EventLogCursor()).subject)
        #expect(state.offset == 0)
    }

    @Test("the code view lists the strategy's code with ▶ on the line that just ran and its live number, the source's address below")
    func codeView() throws {
        let layout = TerminalLayout(terminal: Size(width: 160, height: 50))
        let simulator = try Self.session(.inset, layout: layout)
        var state = WhyPanelState()
        state.toggleContent()
        let frame = try #require(layout.panes.first { $0.kind == .why }?.frame)
        var text: [String] = []
        // Read through: the panel may scroll at this size too.
        for _ in 0..<5 {
            text += try Self.paneText(.why, simulator, layout, why: state)
            state.scroll(by: WhyPanel.pageRows(in: frame), WhyPanel(simulator: simulator, cursor: EventLogCursor(), state: state), in: frame)
        }
        #expect(text.first?.contains("as code, in kbsim's words") == true)
        let marked = text.filter { $0.hasPrefix("▶ ") }
        #expect(marked.count >= 1)
        #expect(marked.first?.contains("scrollRectToVisible(field)") == true, "\(marked)")
        #expect(text.contains { $0.contains("let h = note.frameBegin.height") && $0.contains("// h = 18") }, "\(text)")
        #expect(text.joined().contains("developer.apple.com/library/archive"))
        #expect(text.contains { $0.contains("F11: back to the steps") })
    }
}
