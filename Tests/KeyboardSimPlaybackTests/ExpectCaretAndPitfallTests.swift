import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// `Expect caret visible`, `Expect pitfall` and `Expect no pitfall`: what a handler left the caret
/// of a text view, and which pitfalls bit, checked on the default form at 80×24.
@Suite("Expect caret visible, Expect pitfall and Expect no pitfall", .timed)
struct ExpectCaretAndPitfallTests {
    @Test("Expect caret visible passes when inset scrolled the text view's caret above the keyboard, and fails under none, naming the keyboard's top")
    func caretAboveKeyboard() throws {
        let inset = try PlayerFixture.expectationResults("""
            Set Strategy inset
            Tap notes
            Sleep 300ms
            Expect caret visible notes
            """)
        #expect(inset.map(\.passed) == [true])
        let none = try PlayerFixture.expectationResults("""
            Set Strategy none
            Tap notes
            Sleep 300ms
            Expect caret visible notes
            """)
        #expect(none.map(\.passed) == [false])
        #expect(none[0].expected == "the caret of notes visible")
        #expect(none[0].found.contains("under the keyboard whose top is row"), "\(none[0].found)")
    }

    @Test("Expect caret visible fails when the field is not being edited, saying what is")
    func caretOfAFieldNotEdited() throws {
        let found = try PlayerFixture.expectationResults("""
            Expect caret visible notes
            Tap email
            Expect caret visible notes
            """)
        #expect(found.map(\.passed) == [false, false])
        #expect(found[0].found == "no caret in notes: no field being edited")
        #expect(found[1].found == "no caret in notes: email being edited")
    }

    @Test("Expect pitfall finds the pitfall that bit since the last action line; Expect no pitfall holds where none did")
    func pitfalls() throws {
        let found = try PlayerFixture.expectationResults("""
            Set Strategy resize
            Set Pitfalls on
            Set Era 3
            Tap email
            Sleep 300ms
            Expect no pitfall
            Expect pitfall shrinksTwice
            Tap city
            Sleep 300ms
            Expect pitfall shrinksTwice
            Expect no pitfall
            """)
        #expect(found.map(\.passed) == [true, false, true, false])
        #expect(found[1].found == "no pitfall since line 4 (Tap email)")
        #expect(found[3].found.hasPrefix("pitfalls since line 8 (Tap city): "), "\(found[3].found)")
        #expect(found[3].found.contains("shrinksTwice"))
    }

    @Test("Pitfall notices reach the JSON transcript as pitfall lines, with their strategy, field and numbers")
    func pitfallInTranscript() throws {
        let result = try PlayerFixture.play("""
            Set Strategy resize
            Set Pitfalls on
            Set Era 3
            Tap email
            Sleep 300ms
            Tap city
            Sleep 300ms
            """)
        let lines = JSONTranscript.render(result.entries).split(separator: "\n").filter { $0.contains("\"event\":\"pitfall\"") }
        #expect(lines.contains { $0.contains("\"pitfall\":\"shrinksTwice\",\"strategy\":\"resize\",\"field\":\"city\",\"height\":10") },
                "\(lines)")
        #expect(TextTranscript.render(result.entries).contains("pitfall shrinksTwice (resize, field city)"))
    }

    @Test("The new kinds are read back from their printed form")
    func roundTrip() throws {
        for line in ["Expect caret visible notes", "Expect pitfall shrinksTwice", "Expect no pitfall"] {
            let tape = try TapeParser.parse(line, path: "demo.tape")
            #expect(TapePrinter.text(of: tape).contains(line + "\n"), "\(TapePrinter.text(of: tape))")
        }
    }

    @Test("Expect caret visible names a field the form has: an unknown one is refused at its column")
    func unknownCaretField() throws {
        let tape = try TapeParser.parse("Expect caret visible nots", path: "demo.tape")
        let errors = TapeValidator.errors(in: tape, against: PlayerFixture.signup)
        #expect(errors.map(\.description).first?.hasPrefix("demo.tape:1:22: unknown field 'nots' (did you mean 'notes'?)") == true,
                "\(errors.map(\.description))")
    }
}
