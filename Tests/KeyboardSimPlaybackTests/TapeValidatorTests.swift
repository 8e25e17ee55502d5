import Testing
import KeyboardSim
import KeyboardSimPlayback
import TestTiming

@Suite("Tape validation against a form", .timed)
struct TapeValidatorTests {
    private let form = Form(title: "Sign up", fields: [
        Field(name: "fullName"),
        Field(name: "email", traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .next)),
        Field(name: "bio", kind: .textView),
    ])

    /// The message `source` is refused with once parsed and checked against `form`, or nil if it
    /// passes (an unknown event name is the parser's to refuse, since events do not depend on the form).
    private func refusal(_ source: String) throws -> String? {
        do {
            let tape = try TapeParser.parse(source, path: "signup.tape")
            try TapeValidator.validate(tape, against: form)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A tape that names only the form's fields, real keys and known events passes")
    func validTape() throws {
        #expect(try refusal("""
            Set Strategy inset
            Tap fullName
            Type "Ada"
            Tap key "Next"
            Expect focus email
            Tap key "q"
            Tap key "."
            Tap key "#+="
            Tap key "123"
            Tap key "space"
            Tap key "return"
            Tap key "Emergency Call"
            Expect visible email
            Expect covered bio
            Expect value email "q."
            Tap background
            Expect focus none
            Expect event keyboardWillHide
            Expect event textFieldShouldReturn
            Expect event strategy
            """) == nil)
    }

    @Test("Every notification name, delegate method and `strategy` is an event a tape can expect")
    func everyEventIsKnown() throws {
        let names = KeyboardNotification.Name.allCases.map(\.rawValue)
            + DelegateCall.Method.allCases.map(\.rawValue) + ["strategy"]
        let source = names.map { "Expect event \($0)" }.joined(separator: "\n")
        #expect(try refusal(source) == nil)
    }

    @Test("An unknown field in Tap is refused at the name, with the field it resembles and the fields")
    func unknownTappedField() throws {
        #expect(try refusal("Tap fullName\n  Tap emial  # typo") ==
            "signup.tape:2:7: unknown field 'emial' (did you mean 'email'?) — fields: fullName, email, bio")
    }

    @Test("An unknown field written with an escape sequence is refused with the sequence spelt out")
    func unknownFieldWithEscape() throws {
        #expect(try refusal("Tap em\u{1B}ail")
            == "signup.tape:1:5: unknown field 'em^[ail' (did you mean 'email'?) — fields: fullName, email, bio")
    }

    @Test("An unknown field in any Expect that names one is refused at the name")
    func unknownExpectedField() throws {
        #expect(try refusal("Expect   value  bo \"x\"") ==
            "signup.tape:1:17: unknown field 'bo' (did you mean 'bio'?) — fields: fullName, email, bio")
        #expect(try refusal("Expect focus phone") == "signup.tape:1:14: unknown field 'phone' — fields: fullName, email, bio")
        #expect(try refusal("Expect visible Email") ==
            "signup.tape:1:16: unknown field 'Email' (did you mean 'email'?) — fields: fullName, email, bio")
        #expect(try refusal("Expect covered fullname") ==
            "signup.tape:1:16: unknown field 'fullname' (did you mean 'fullName'?) — fields: fullName, email, bio")
    }

    @Test("An unknown field in Expect value is pointed at whatever the text holds: a control, a CR, a bidi override")
    func unknownFieldBeforeAnyText() throws {
        for text in ["\\u{1B}[2J", "a\\u{D}b", "\\u{202E}x"] {
            #expect(try refusal("Expect  value emial \"\(text)\"") ==
                "signup.tape:1:15: unknown field 'emial' (did you mean 'email'?) — fields: fullName, email, bio")
        }
    }

    @Test("An unknown key label is refused with the key it resembles and the keys there are")
    func unknownKeyLabel() throws {
        let keys = """
            keys: shift, delete, 123, globe, space, return, #+=, ABC, .com, +*#, Previous, Next, Done, Go, Google, \
            Join, Route, Search, Send, Yahoo, Emergency Call, Continue, 確定, or one of the characters \
            qwertyuiopasdfghjklzxcvbnmйцукенгшщзхфывапролджэячсмитьбю1234567890-/:;()$&@".,?!'[]{}#%^*+=_\\|~<>€£¥•
            """
        #expect(try refusal("Tap key \"Retrun\"") == "signup.tape:1:9: unknown key 'Retrun' (did you mean 'return'?) — \(keys)")
        #expect(try refusal("Tap key \"Q\"") == "signup.tape:1:9: unknown key 'Q' (did you mean 'q'?) — \(keys)")
        #expect(try refusal("Tap key \"Command\"") == "signup.tape:1:9: unknown key 'Command' — \(keys)")
    }

    @Test("An unknown event name is refused with the event it resembles and the events there are")
    func unknownEvent() throws {
        #expect(try refusal("Expect event keyboardDidShw") == """
            signup.tape:1:14: unknown event 'keyboardDidShw' (did you mean 'keyboardDidShow'?) — events: \
            keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide, keyboardWillChangeFrame, \
            keyboardDidChangeFrame, textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldDidEndEditing, \
            textFieldShouldReturn, textViewShouldBeginEditing, textViewDidBeginEditing, textViewDidEndEditing, \
            textViewDidChange, textViewTextDidBeginEditing, textViewTextDidEndEditing, strategy, \
            scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewDidEndDragging, scrollViewPanChanged
            """)
    }

    @Test("The first unknown name in the tape is the one reported")
    func firstErrorWins() throws {
        #expect(try refusal("Tap email\nExpect event nothing\nTap nobody") ==
            "signup.tape:2:14: unknown event 'nothing' — events: " + (KeyboardNotification.Name.allCases.map(\.rawValue)
                + DelegateCall.Method.allCases.map(\.rawValue) + ["strategy"] + ScrollViewCall.Method.allCases.map(\.rawValue))
                .joined(separator: ", "))
    }

    @Test("A command built in code, without source text, is reported at its own position")
    func commandWithoutSource() {
        let tape = Tape(path: "built.tape", commands: [
            TapeCommand(action: .tapField("nobody"), line: 7, column: 3, source: ""),
        ])
        #expect(throws: TapeError(
            path: "built.tape", line: 7, column: 3,
            message: "unknown field 'nobody' — fields: fullName, email, bio"
        )) {
            try TapeValidator.validate(tape, against: form)
        }
    }
}

@Suite("Tape validation: the footer by its name", .timed)
struct FooterTapeValidatorTests {
    @Test("Tap, Expect visible and Expect covered take the footer's name; Expect focus and value do not; without a footer it is unknown")
    func footerName() throws {
        var form = Form(title: "T", fields: [Field(name: "email")])
        form.footer = Footer(name: "create", label: "Create account")
        let tape = try TapeParser.parse("Tap create\nExpect visible create\nExpect covered create\n", path: "f.tape")
        #expect(throws: Never.self) { try TapeValidator.validate(tape, against: form) }
        let focus = try TapeParser.parse("Expect focus create\n", path: "f.tape")
        #expect(throws: (any Error).self) { try TapeValidator.validate(focus, against: form) }
        form.footer = nil
        #expect(throws: (any Error).self) { try TapeValidator.validate(tape, against: form) }
    }
}
