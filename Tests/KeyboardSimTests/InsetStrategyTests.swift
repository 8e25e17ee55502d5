import Testing
@testable import KeyboardSim
import TestTiming

@Suite("inset strategy (Listing 5-1)", .timed)
struct InsetStrategyTests {
    @Test("on DidShow the bottom insets become the keyboard height and a hidden field scrolls above the keyboard")
    func lastFieldVisible() {
        var simulator = Simulator.tall(strategy: .inset)
        let events = simulator.settle(after: .tapField("f11"))
        // UIKit first scrolls f11 (content rows 35) into the 19-row scroll view: offset 17.
        // On DidShow the strategy insets by 10 and scrolls its origin above the keyboard: offset 27.
        let action = events.strategyActions.first { $0.action == .keyboardWasShown }
        #expect(action?.details == [.init("inset", .int(10)), .init("scrolled", .bool(true))])
        #expect(simulator.views.scrollView.contentInset == EdgeInsets(bottom: 10))
        #expect(simulator.views.scrollView.scrollIndicatorInsets == EdgeInsets(bottom: 10))
        #expect(simulator.views.scrollView.contentOffset.y == 27)
        #expect(simulator.fieldScreenFrame(11).y == 10)
        #expect(simulator.isFieldVisible(11))
    }

    @Test("the strategy acts after DidShow, never before")
    func actsOnDidShow() {
        var simulator = Simulator.tall(strategy: .inset)
        let events = simulator.settle(after: .tapField("f11"))
        let didShow = events.names.firstIndex(of: "keyboardDidShow")!
        let action = events.names.firstIndex(of: "strategy")!
        #expect(action == didShow + 1)
    }

    @Test("without a strategy the same field ends under the keyboard")
    func noneLeavesItCovered() {
        var simulator = Simulator.tall(strategy: .none)
        _ = simulator.settle(after: .tapField("f11"))
        #expect(simulator.views.scrollView.contentOffset.y == 17)
        #expect(!simulator.isFieldVisible(11))
    }

    @Test("on WillHide both insets go back to zero")
    func resetOnHide() {
        var simulator = Simulator.tall(strategy: .inset)
        _ = simulator.settle(after: .tapField("f11"))
        let events = simulator.handle(.key(.escape), at: simulator.now)
        #expect(events.strategyActions.map(\.action) == [.keyboardWillBeHidden])
        #expect(simulator.views.scrollView.contentInset == .zero)
        #expect(simulator.views.scrollView.scrollIndicatorInsets == .zero)
    }

    @Test("a field whose origin is above the keyboard is not scrolled")
    func visibleFieldNotScrolled() {
        var simulator = Simulator.tall(strategy: .inset)
        let events = simulator.settle(after: .tapField("f1"))
        #expect(events.strategyActions.first?.details.last == .init("scrolled", .bool(false)))
        #expect(simulator.views.scrollView.contentOffset.y == 0)
    }
}
