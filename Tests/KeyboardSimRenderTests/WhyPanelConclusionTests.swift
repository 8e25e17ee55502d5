import Testing
import KeyboardSim
@testable import KeyboardSimRender
import TestTiming

/// A learner who reads only the first page of the why panel (80x24, under a lesson's narration,
/// where it gets the fewest rows) still reads why the field ended where it did.
@Suite("Why panel: the first page holds the conclusion (issue 35, point 3)", .timed)
struct WhyPanelConclusionTests {
    /// The rows of `panel` drawn at the top of `area`, the row that says there is more left out.
    static func firstPage(_ panel: WhyPanel, in area: Rect) -> [String] {
        var canvas = Canvas(size: Size(width: area.maxX, height: area.maxY))
        panel.draw(in: area, on: &canvas)
        var rows = canvas.lines.dropFirst(area.y).map { String($0.dropFirst(area.x)) }
        if let last = rows.last, last.hasPrefix("↓") { rows.removeLast() }
        return rows
    }

    @Test("the why panel gets its fewest rows at 80x24 under a lesson's narration")
    func smallestPlaceIsChecked() throws {
        let lesson = try #require(TerminalLayout(terminal: Size(width: 80, height: 24), panes: [.narration, .why]).panes.last?.frame)
        #expect(WhyPanelWrapTests.frames.contains(lesson))
        #expect(WhyPanelWrapTests.frames.allSatisfy { $0.height >= lesson.height })
    }

    @Test("for every entry of every strategy, each flag and outcome, the conclusion is whole on the first page at every size the panel gets")
    func conclusionOnTheFirstPage() {
        var checked = 0
        for area in WhyPanelWrapTests.frames {
            for (name, panel, _) in WhyPanelWrapTests.panels where panel.state.content == .steps {
                guard let why = panel.explanation?.why, !why.isEmpty else { continue }
                // Rows break at spaces: compare without them.
                let page = Self.firstPage(panel, in: area).joined().filter { $0 != " " }
                #expect(page.contains(why.filter { $0 != " " }), "\(name) at \(area.width)x\(area.height): “\(why)” is not on the first page")
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}
