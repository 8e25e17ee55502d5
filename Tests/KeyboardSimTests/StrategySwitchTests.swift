import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Switching strategies while running", .timed)
struct StrategySwitchTests {
    @Test("switching while the keyboard is up undoes the old strategy's changes first")
    func undoesOldChanges() {
        var simulator = Simulator.tall(strategy: .inset)
        _ = simulator.settle(after: .tapField("f11"))
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
        let events = simulator.settle(after: .setStrategy(.none))
        #expect(events.strategyActions.map { "\($0.strategy).\($0.action)" } == ["inset.removed", "none.installed"])
        #expect(simulator.views.scrollView.contentInset == .zero)
        #expect(simulator.views.scrollView.scrollIndicatorInsets == .zero)
        #expect(simulator.strategy.id == .none)
    }

    @Test("a slid view comes back down when slide is replaced, and the new strategy acts on the next notification")
    func slideUndone() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: .slide), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("company"))
        #expect(simulator.views.rootViewFrame.y == -10)
        _ = simulator.settle(after: .setStrategy(.auto))
        #expect(simulator.views.rootViewFrame.y == 0)
        _ = simulator.settle(after: .key(.escape))
        _ = simulator.settle(after: .tapField("company"))
        #expect(simulator.isFieldVisible(9))
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
    }
}
