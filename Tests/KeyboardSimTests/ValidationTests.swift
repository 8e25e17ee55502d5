import Testing
@testable import KeyboardSim
import TestTiming

@Suite("validate: a field refuses to end editing while its text does not match", .timed)
struct ValidationTests {
    static let form = Form(title: "Mail", fields: [
        Field(name: "email", traits: TextInputTraits(returnKeyType: .next), validate: "^[^@]+@[^@]+$"),
        Field(name: "name"),
    ])

    func simulator(typing text: String) -> Simulator {
        var simulator = Simulator(SessionConfiguration(form: Self.form), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("email"))
        for character in text { _ = simulator.settle(after: .key(.character(character))) }
        return simulator
    }

    @Test("invalid text keeps the focus through Tab, Return, a tap elsewhere and Esc, posting nothing but the questions UIKit asks first")
    func vetoes() {
        var simulator = simulator(typing: "not-an-address")
        for event: InputEvent in [.key(.tab), .key(.returnKey), .tapField("name"), .tapBackground, .key(.escape)] {
            // The field to go to is asked before the field being left refuses to end (UIKit's order).
            let asked: Set = ["textFieldShouldReturn", "textFieldShouldBeginEditing"]
            let events = simulator.settle(after: event).filter { !asked.contains($0.event.name) }
            #expect(events.isEmpty)
            #expect(simulator.focusedIndex == 0)
        }
        #expect(simulator.validationFailure?.field == 0)
        #expect(simulator.validationFailure?.message == "does not match ^[^@]+@[^@]+$")
    }

    @Test("fixing the text clears the message and lets the focus move on")
    func fixing() {
        var simulator = simulator(typing: "ada")
        _ = simulator.settle(after: .key(.tab))
        #expect(simulator.validationFailure != nil)
        for character in "@example.com" { _ = simulator.settle(after: .key(.character(character))) }
        #expect(simulator.validationFailure == nil)
        _ = simulator.settle(after: .key(.tab))
        #expect(simulator.focusedIndex == 1)
    }

    @Test("an empty field may always be left")
    func emptyPasses() {
        var simulator = simulator(typing: "")
        _ = simulator.settle(after: .key(.tab))
        #expect(simulator.focusedIndex == 1)
        #expect(Responder.shouldEndEditing(simulator.form.fields[0], text: ""))
    }
}

@Suite("Interrupted keyboard animations", .timed)
struct InterruptedAnimationTests {
    @Test("dismiss at 40 % of a show: the hide starts where the keyboard is, the show gets no Did")
    func dismissDuringShow() {
        var simulator = Simulator.tall()
        _ = simulator.handle(.tapField("f0"), at: 0)
        let interrupted = simulator.handle(.key(.escape), at: 0.1)
        let current = KeyboardAnimation(from: TestFrames.hidden, to: TestFrames.shown, start: 0).frame(at: 0.1)
        #expect(interrupted.names == ["textFieldDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide"])
        #expect(interrupted.notifications.allSatisfy { $0.userInfo.beginFrame == current && $0.userInfo.endFrame == TestFrames.hidden })
        let settled = simulator.advance(to: 2)
        #expect(settled.names == ["keyboardDidChangeFrame", "keyboardDidHide"])
        #expect(settled.allSatisfy { $0.time == 0.35 })
        #expect(simulator.keyboardFrame == nil)
    }
}
