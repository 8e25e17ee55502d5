import Testing
import KeyboardSim
@testable import KeyboardSimPlayback
import TestTiming

/// `Expect visible NAME at ROW`: a field (or the footer) fully visible with its top on a given
/// screen row — what the museum's tapes need to say that something did not move.
@Suite("Expect visible NAME at ROW, checked", .timed)
struct VisibleAtTapeTests {
    @Test("it holds only on the row the field is drawn on, and names where it was when it fails")
    func checks() throws {
        let form = Form(title: "T", fields: [Field(name: "a"), Field(name: "b")])
        let simulator = Simulator(SessionConfiguration(form: form, strategy: .none), screenSize: Size(width: 39, height: 21))
        let row = simulator.fieldScreenFrame(0).minY
        var events = EventWindow()
        #expect(ExpectationCheck.evaluate(.visibleAt("a", row: row), on: simulator, events: &events).passed)
        let wrong = ExpectationCheck.evaluate(.visibleAt("a", row: row + 1), on: simulator, events: &events)
        #expect(!wrong.passed)
        #expect(wrong.expected == "a fully visible at row \(row + 1)")
        #expect(wrong.found.contains("a visible at"))
    }
}
