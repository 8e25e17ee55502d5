@testable import KeyboardSim
import Testing
import TestTiming

/// A delegate that answers no to `…ShouldBeginEditing` for the fields it names, and keeps every
/// message it heard with the first responder then.
private struct GatekeeperStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "gatekeeper")
    /// The fields it refuses; the tests set it before the strategy is made.
    nonisolated(unsafe) static var refused: Set<String> = []
    var heard: [(message: String, firstResponder: String?)] = []

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .delegate(let call) = message else {
            heard.append((message.name, views.firstResponder?.name))
            return .nothing
        }
        heard.append(("\(call.method.rawValue) \(call.field)", views.firstResponder?.name))
        return call.method.asksToBegin && Self.refused.contains(call.field) ? .refusesEditing : .nothing
    }
}

@Suite("textFieldShouldBeginEditing and the text view's notifications: the delegate is asked first and may say no", .serialized, .timed)
struct ShouldBeginEditingTests {
    static func simulator(refusing refused: Set<String> = []) -> Simulator {
        GatekeeperStrategy.refused = refused
        let configuration = SessionConfiguration(
            form: TestForms.tall, strategy: GatekeeperStrategy.id,
            strategies: StrategyCatalogue(types: StrategyCatalogue.builtIns.types + [GatekeeperStrategy.self]))
        return Simulator(configuration, screenSize: TestForms.screen)
    }

    static func heard(_ simulator: Simulator) -> [(message: String, firstResponder: String?)] {
        (simulator.app.strategy as? GatekeeperStrategy)?.heard ?? []
    }

    @Test("switching fields asks the new field first, while the old one is still first responder; then the old one ends and the new one begins")
    func switchingOrder() {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f1"))
        let before = Self.heard(simulator).count
        _ = simulator.settle(after: .tapField("f2"))
        let heard = Self.heard(simulator).dropFirst(before)
        #expect(heard.map(\.message) == ["textFieldShouldBeginEditing f2", "textFieldDidEndEditing f1", "textFieldDidBeginEditing f2"])
        #expect(heard.first?.firstResponder == "f1")
    }

    @Test("the first field is asked before anything else is posted, with no first responder yet")
    func firstFieldAskedFirst() {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f1"))
        let heard = Self.heard(simulator)
        #expect(heard.prefix(2).map(\.message) == ["textFieldShouldBeginEditing f1", "textFieldDidBeginEditing f1"])
        #expect(heard.first?.firstResponder == nil)
    }

    @Test("a refused field does not become first responder: the keyboard does not come and nothing more is posted")
    func refusedFirstField() {
        var simulator = Self.simulator(refusing: ["f1"])
        _ = simulator.settle(after: .tapField("f1"))
        #expect(Self.heard(simulator).map(\.message) == ["textFieldShouldBeginEditing f1"])
        #expect(simulator.focusedIndex == nil)
        #expect(!simulator.keyboard.isUp)
    }

    @Test("refused while another field is edited: that field stays first responder and the keyboard stays up")
    func refusedSwitch() {
        var simulator = Self.simulator(refusing: ["f2"])
        _ = simulator.settle(after: .tapField("f1"))
        let before = Self.heard(simulator).count
        _ = simulator.settle(after: .tapField("f2"))
        #expect(Self.heard(simulator).dropFirst(before).map(\.message) == ["textFieldShouldBeginEditing f2"])
        #expect(simulator.focusedIndex == 1)
        #expect(simulator.keyboard.isUp)
        // Return's Next asks the same question, and hears the same no.
        _ = simulator.settle(after: .key(.returnKey))
        #expect(simulator.focusedIndex == 1)
    }

    @Test("a text view is asked textViewShouldBeginEditing, and posts its own notification after each delegate call, with no first responder at the end")
    func textViewNotifications() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("notes"))
        _ = simulator.settle(after: .key(.escape))
        let heard = Self.heard(simulator)
        let names = heard.map(\.message)
        #expect(names.first == "textViewShouldBeginEditing notes")
        let begin = try #require(names.firstIndex(of: "textViewDidBeginEditing notes"))
        #expect(names[begin + 1] == "textViewTextDidBeginEditing notes")
        #expect(heard[begin + 1].firstResponder == "notes")
        let end = try #require(names.firstIndex(of: "textViewDidEndEditing notes"))
        #expect(names[end + 1] == "textViewTextDidEndEditing notes")
        #expect(heard[end + 1].firstResponder == nil)
    }

    @Test("a composite's answer is no when any part says no")
    func compositeRefusesWhenAnyPartDoes() {
        var combined = StrategyOutcome.nothing
        combined.add(.nothing, fromPart: 0)
        #expect(combined.allowsEditing)
        combined.add(.refusesEditing, fromPart: 1)
        combined.add(.nothing, fromPart: 2)
        #expect(!combined.allowsEditing)
    }
}
