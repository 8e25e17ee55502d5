import Testing
import KeyboardSim
@testable import KeyboardSimPlayback

/// `Expect visible NAME at ROW`: a field (or the footer) fully visible with its top on a given
/// screen row — what the museum's tapes need to say that something did not move.
@Suite("Expect visible NAME at ROW")
struct VisibleAtTapeTests {
    private func refusal(_ source: String) -> String? {
        do {
            _ = try TapeParser.parse(source, path: "demo.tape")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("it reads with a row, prints back as written, and the plain form still reads alone")
    func readsAndPrints() throws {
        let actions = try TapeParser.parse("Expect visible message at 21\nExpect visible message at -3\nExpect visible message\n",
                                           path: "demo.tape").commands.map(\.action)
        #expect(actions == [.expect(.visibleAt("message", row: 21)), .expect(.visibleAt("message", row: -3)), .expect(.visible("message"))])
        #expect(TapePrinter.line(for: actions[0]) == "Expect visible message at 21")
    }

    @Test("a missing or malformed row, or more words, are refused at their column")
    func refusals() {
        #expect(refusal("Expect visible message at")
            == "demo.tape:1:26: `Expect visible NAME at` needs a whole number of rows, such as `Expect visible email at 12`")
        #expect(refusal("Expect visible message at top")
            == "demo.tape:1:27: `Expect visible NAME at` needs a whole number of rows, such as `Expect visible email at 12`, found 'top'")
        #expect(refusal("Expect visible message at 3 4")
            == "demo.tape:1:29: `Expect visible NAME at ROW` takes one field name and one row, found extra '4'")
        #expect(refusal("Expect visible message now")
            == "demo.tape:1:24: `Expect visible` takes one field name, or a name and `at ROW`, found extra 'now'")
        #expect(refusal("Expect covered message at 3")
            == "demo.tape:1:24: `Expect covered` takes one field name, found extra 'at'")
    }

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
