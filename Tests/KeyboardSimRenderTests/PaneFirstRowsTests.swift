import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

/// At 80x24 the pane beside the phone is short, shorter still under a lesson's narration: what a
/// learner looks for first must be in its first rows, and its numbers must read as they say.
@Suite("Panes at 80x24: the verdict in the inspector's first rows, the brief pane's offset out of its largest (issue 35, point 3)", .timed)
struct PaneFirstRowsTests {
    /// The 80x24 layouts with `kind` beside the phone: in `kbsim run` (F9 chose it) and under a lesson's narration.
    static func layouts(_ kind: PaneKind) -> [TerminalLayout] {
        [TerminalLayout(terminal: Size(width: 80, height: 24), panes: [kind]),
         TerminalLayout(terminal: Size(width: 80, height: 24), panes: [.narration, kind])]
    }

    /// The default form under `strategy` laid out as `layout`, `field` focused and the keyboard settled.
    static func session(_ strategy: StrategyID, field: String, layout: TerminalLayout) throws -> Simulator {
        try WhyPanelScrollTests.session(strategy, field: field, layout: layout)
    }

    /// The rows of `kind`'s pane in the frame drawn for `simulator` in `layout`.
    static func paneRows(_ kind: PaneKind, _ simulator: Simulator, _ layout: TerminalLayout) throws -> [String] {
        let canvas = Renderer.draw(Scene(simulator, layout: layout, narration: .silent))
        let frame = try #require(layout.panes.first { $0.kind == kind }?.frame)
        return FramePieces.crop(canvas, to: frame).lines
    }

    @Test("the inspector gives the focused field's verdict in its first rows, right under its title and above the scroll view's numbers",
          arguments: [StrategyID.none, .inset])
    func inspectorVerdictFirst(_ strategy: StrategyID) throws {
        for layout in Self.layouts(.inspector) {
            let simulator = try Self.session(strategy, field: "notes", layout: layout)
            let verdict = simulator.fieldVerdict(try #require(simulator.focusedIndex)).description
            let rows = try Self.paneRows(.inspector, simulator, layout)
            let row = try #require(rows.firstIndex { $0.contains("verdict  \(verdict)") }, "\(rows)")
            #expect(row <= 2, "the verdict is on row \(row): \(rows)")
            if let scrollView = rows.firstIndex(where: { $0.contains("scroll view") }) { #expect(row < scrollView) }
        }
    }

    @Test("an offset an inset taken away left past max y is said to be past it")
    func briefOffsetPastTheLargest() throws {
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        var simulator = try Self.session(.inset, field: "notes", layout: layout)
        _ = simulator.handle(.key(.escape), at: 1)
        _ = simulator.advance(to: 2)
        let scrollView = simulator.views.scrollView
        try #require(scrollView.contentOffset.y > scrollView.maximumOffsetY, "inset's WillHide takes the inset away and leaves the offset")
        let rows = try Self.paneRows(.compact, simulator, layout)
        #expect(rows.contains { $0.contains("offset   \(scrollView.contentOffset.y) of \(scrollView.maximumOffsetY) (past max)") }, "\(rows)")
    }

    @Test("the brief pane's offset is out of the largest offset (max y), not the content's height", arguments: [StrategyID.none, .inset])
    func briefOffsetOutOfTheLargest(_ strategy: StrategyID) throws {
        for layout in Self.layouts(.compact) {
            let simulator = try Self.session(strategy, field: "notes", layout: layout)
            let scrollView = simulator.views.scrollView
            #expect(scrollView.maximumOffsetY != scrollView.contentSize.height, "the two readings must differ for the check to mean something")
            let rows = try Self.paneRows(.compact, simulator, layout)
            #expect(rows.contains { $0.contains("offset   \(scrollView.contentOffset.y) of \(scrollView.maximumOffsetY)") }, "\(rows)")
            #expect(scrollView.contentOffset.y <= scrollView.maximumOffsetY)
        }
    }
}
