import Testing
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import TestTiming

/// A tape's lines are read one by one, so every bad line is reported, and every unknown name.
@Suite("Every error of a tape", .timed)
struct TapeErrorCollectionTests {
    private let form = Form(title: "Sign up", fields: [Field(name: "email"), Field(name: "bio", kind: .textView)])

    @Test("every line the parser refuses is reported, in order; the lines between them are read")
    func everyBadLine() {
        do {
            _ = try TapeParser.parseReportingAllErrors("Tap email\nTpe \"x\"\nSleep\nType \"open\nSet Era 5\nEnter\n", path: "t.tape")
            Issue.record("the tape parsed")
        } catch {
            #expect(error.errors.map { "\($0.line):\($0.column)" } == ["2:1", "3:6", "4:6", "5:9"])
        }
    }

    @Test("parse throws the first of them, as it always has")
    func parseThrowsTheFirst() {
        #expect(throws: TapeError.self) { try TapeParser.parse("Tap email\nTpe \"x\"\nSleep\n", path: "t.tape") }
        do {
            _ = try TapeParser.parse("Tap email\nTpe \"x\"\nSleep\n", path: "t.tape")
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test("every unknown field, key and misplaced Set is reported against the form")
    func everyUnknownName() throws {
        let tape = try TapeParser.parse("""
            Tap emial
            Tap key "qq"
            Expect value bi "x"
            Set Form "signup"
            Expect focus email
            """, path: "t.tape")
        let found = TapeValidator.errors(in: tape, against: form)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:5", "2:9", "3:14", "4:1"])
        #expect(found.last?.message == "Set lines other than Size, Era, Strategy, Pitfalls and Device must come before the first action")
        #expect(throws: TapeError.self) { try TapeValidator.validate(tape, against: form) }
    }
}
