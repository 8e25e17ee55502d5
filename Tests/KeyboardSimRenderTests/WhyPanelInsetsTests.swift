import Testing
import KeyboardSim
@testable import KeyboardSimRender
import TestTiming

@Suite("Why panel: contentInset and adjustedContentInset", .timed)
struct WhyPanelInsetsTests {
    /// The panel's rows at 60 columns, as text.
    static func text(insets: (content: EdgeInsets, adjusted: EdgeInsets)?) -> String {
        WhyPanel(explanation: WhyPanelTests.explanation, code: nil, insets: insets).rows(width: 60)
            .map { String($0.map(\.character)) }.joined(separator: "\n")
    }

    @Test("where the safe area makes them differ, the panel says both insets below the steps")
    func bothInsetsWhereTheyDiffer() {
        let text = Self.text(insets: (EdgeInsets(bottom: 12), EdgeInsets(top: 3, bottom: 14)))
        #expect(text.contains("contentInset {0,0,12,0} · adjustedContentInset {3,0,14,0}"), "\(text)")
    }

    @Test("where they are equal (kbsim's plain phone, before iOS 11, never) the panel says nothing of them")
    func nothingWhereEqual() {
        #expect(!Self.text(insets: (EdgeInsets(bottom: 12), EdgeInsets(bottom: 12))).contains("adjustedContentInset"))
        #expect(!Self.text(insets: nil).contains("adjustedContentInset"))
    }

    @Test("a session on a home-indicator phone under inset explains the latest action with both insets")
    func sessionOnADevice() {
        let form = Form(title: "T", fields: (1...12).map { Field(name: "f\($0)") })
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset, device: .iPhone(DeviceCatalogue.iPhone15)),
                                  screenSize: Size(width: 39, height: 41))
        _ = simulator.handle(.tapField("f12"), at: 0)
        _ = simulator.advance(to: 1)
        let panel = WhyPanel(simulator: simulator, cursor: EventLogCursor())
        let text = panel.rows(width: 60).map { String($0.map(\.character)) }.joined(separator: "\n")
        let scrollView = simulator.views.scrollView
        #expect(text.contains("contentInset \(scrollView.contentInset) · adjustedContentInset \(scrollView.adjustedContentInset)"), "\(text)")
    }
}
