@testable import KeyboardSim
import Testing
import TestTiming

/// A strategy that only listens: it keeps, for every message, its name and the first responder
/// the views carried, as a handler ported from iOS would look for it.
private struct ListeningStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "listening")
    var heard: [(message: String, firstResponder: FirstResponder?)] = []

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        let name = switch message {
        case .notification(let notification): notification.name.rawValue
        case .delegate(let call): "\(call.method.rawValue) \(call.field)"
        case .scrollView(let call): call.method.rawValue
        }
        heard.append((name, views.firstResponder))
        // Not read back: kbsim sets the first responder before every message.
        views.firstResponder = nil
        return .nothing
    }
}

@Suite("The first responder in every message: the field being edited, as UIKit has it then", .timed)
struct FirstResponderTests {
    static func simulator() -> Simulator {
        let configuration = SessionConfiguration(
            form: TestForms.tall, strategy: ListeningStrategy.id,
            strategies: StrategyCatalogue(types: StrategyCatalogue.builtIns.types + [ListeningStrategy.self]))
        return Simulator(configuration, screenSize: TestForms.screen)
    }

    static func heard(_ simulator: Simulator) -> [(message: String, firstResponder: FirstResponder?)] {
        (simulator.app.strategy as? ListeningStrategy)?.heard ?? []
    }

    @Test("a text field is first responder from its textFieldDidBeginEditing through the keyboard's notifications, with its frames")
    func textFieldBeforeTheKeyboard() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f1"))
        // Asked first, before it is first responder (ShouldBeginEditingTests).
        let heard = Self.heard(simulator).drop { $0.message == "textFieldShouldBeginEditing f1" }
        #expect(heard.map(\.message).first == "textFieldDidBeginEditing f1")
        #expect(heard.contains { $0.message == "keyboardWillShow" })
        let contentFrame = simulator.layout.entries[1].fieldFrame
        for (message, responder) in heard {
            #expect(responder == FirstResponder(name: "f1", kind: .textField, frame: responder?.frame ?? .zero, contentFrame: contentFrame), "\(message)")
        }
        // In screen coordinates: the content frame moved by the scroll view's place and offset.
        let first = try #require(heard.first?.firstResponder)
        #expect(first.frame == simulator.views.convert(contentFrame, from: .scrollView))
    }

    @Test("a text view is already first responder at keyboardWillShow, before its textViewDidBeginEditing")
    func textViewAtWillShow() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("notes"))
        let heard = Self.heard(simulator)
        let willShow = try #require(heard.firstIndex { $0.message == "keyboardWillShow" })
        let begin = try #require(heard.firstIndex { $0.message == "textViewDidBeginEditing notes" })
        #expect(willShow < begin, "iOS posts a text view's DidBeginEditing after the keyboard's notifications")
        #expect(heard[willShow].firstResponder?.name == "notes")
        #expect(heard[willShow].firstResponder?.kind == .textView)
    }

    @Test("during a field's DidEndEditing it has resigned: no field is first responder; the next one is at its DidBeginEditing")
    func resignedDuringDidEnd() throws {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f1"))
        _ = simulator.settle(after: .tapField("f2"))
        let heard = Self.heard(simulator)
        let end = try #require(heard.firstIndex { $0.message == "textFieldDidEndEditing f1" })
        #expect(heard[end].firstResponder == nil)
        let begin = try #require(heard.firstIndex { $0.message == "textFieldDidBeginEditing f2" })
        #expect(heard[begin].firstResponder?.name == "f2")
    }

    @Test("after the field resigns, the hide's notifications carry no first responder")
    func noneAfterResigning() {
        var simulator = Self.simulator()
        _ = simulator.settle(after: .tapField("f1"))
        _ = simulator.settle(after: .key(.escape))
        let heard = Self.heard(simulator)
        let hide = heard.drop { $0.message != "textFieldDidEndEditing f1" }
        #expect(hide.contains { $0.message == "keyboardWillHide" })
        #expect(hide.allSatisfy { $0.firstResponder == nil })
    }
}
