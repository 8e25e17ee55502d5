import Testing
@testable import KeyboardSim
import TestTiming

/// inset and auto on the default form: the top, a middle and the bottom field, both orientations.
@Suite("inset and auto: top, middle and bottom fields, portrait and landscape", .timed)
struct StrategyOutcomeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let strategy: StrategyID
        let orientation: Orientation
        let field: String
        /// The numbers the strategy reports for its last action, and whether the field ends visible.
        let details: [StrategyAction.Detail]
        let visible: Bool
        var testDescription: String { "\(strategy) \(orientation) \(field)" }
    }

    static let cases: [Case] = [
        Case(strategy: .inset, orientation: .portrait, field: "fullName",
             details: [.init("inset", .int(10)), .init("scrolled", .bool(false))], visible: true),
        Case(strategy: .inset, orientation: .portrait, field: "city",
             details: [.init("inset", .int(10)), .init("scrolled", .bool(true))], visible: true),
        Case(strategy: .inset, orientation: .portrait, field: "notes",
             details: [.init("inset", .int(10)), .init("scrolled", .bool(true))], visible: true),
        Case(strategy: .inset, orientation: .landscape, field: "fullName",
             details: [.init("inset", .int(9)), .init("scrolled", .bool(false))], visible: true),
        Case(strategy: .inset, orientation: .landscape, field: "city",
             details: [.init("inset", .int(9)), .init("scrolled", .bool(true))], visible: true),
        Case(strategy: .inset, orientation: .landscape, field: "notes",
             details: [.init("inset", .int(9)), .init("scrolled", .bool(true))], visible: true),
        Case(strategy: .auto, orientation: .portrait, field: "fullName",
             details: [.init("overlap", .int(10)), .init("inset", .int(10)), .init("offset", .int(0))], visible: true),
        Case(strategy: .auto, orientation: .portrait, field: "city",
             details: [.init("overlap", .int(10)), .init("inset", .int(10)), .init("offset", .int(10))], visible: true),
        Case(strategy: .auto, orientation: .portrait, field: "notes",
             details: [.init("overlap", .int(10)), .init("inset", .int(10)), .init("offset", .int(25))], visible: true),
        Case(strategy: .auto, orientation: .landscape, field: "fullName",
             details: [.init("overlap", .int(9)), .init("inset", .int(9)), .init("offset", .int(0))], visible: true),
        Case(strategy: .auto, orientation: .landscape, field: "city",
             details: [.init("overlap", .int(9)), .init("inset", .int(9)), .init("offset", .int(13))], visible: true),
        Case(strategy: .auto, orientation: .landscape, field: "notes",
             details: [.init("overlap", .int(9)), .init("inset", .int(9)), .init("offset", .int(28))], visible: true),
    ]

    @Test("the numbers each computes and whether the field ends visible", arguments: cases)
    func outcome(_ testCase: Case) throws {
        let screen = testCase.orientation == .portrait ? TestForms.screen : Size(width: 78, height: 17)
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: testCase.strategy, orientation: testCase.orientation), screenSize: screen)
        let events = simulator.settle(after: .tapField(testCase.field))
        let action = try #require(events.strategyActions.last)
        #expect(action.details == testCase.details)
        let index = try #require(simulator.form.index(of: testCase.field))
        #expect(simulator.isFieldVisible(index) == testCase.visible)
    }

    @Test("inset: after hiding, the insets are zero again; the offset stays where the listing scrolled it")
    func insetRestore() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: .inset), screenSize: TestForms.screen)
        let before = simulator.views
        _ = simulator.settle(after: .tapField("notes"))
        _ = simulator.settle(after: .key(.escape))
        #expect(simulator.views.scrollView.contentInset == before.scrollView.contentInset)
        #expect(simulator.views.scrollView.scrollIndicatorInsets == before.scrollView.scrollIndicatorInsets)
        #expect(simulator.views.rootViewFrame == before.rootViewFrame)
        // The exception the source really has: Listing 5-1 never scrolls back.
        #expect(simulator.views.scrollView.contentOffset != before.scrollView.contentOffset)
    }
}
