import Foundation
import Testing

/// `kbsim check` and form errors as a user meets them: one line naming file:line:column, exit 2.
@Suite("kbsim check and malformed forms")
struct CheckCommandTests {
    /// A malformed form in Tests/Fixtures/forms and the exact line kbsim must print for it.
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let message: String
        var testDescription: String { file }
        var path: String { KbsimBinary.repositoryPath("Tests/Fixtures/forms/\(file)") }
    }

    static let malformed: [Case] = [
        Case(file: "unknown-keyboard.yaml", message: """
            :4:15: unknown keyboard 'emial' (did you mean 'emailAddress'?) — valid: default, asciiCapable, \
            numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, \
            webSearch, asciiCapableNumberPad
            """),
        Case(file: "misspelt-key.yaml", message: """
            :4:5: unknown field key 'placehodler' (did you mean 'placeholder'?) — valid: name, label, placeholder, \
            kind, rows, keyboard, returnKey, autocapitalization, autocorrection, secure, \
            enablesReturnKeyAutomatically, appearance, maxLength, validate, value, toolbar
            """),
        Case(file: "duplicate-name.yaml", message: ":6:11: duplicate field name 'email' (first used at 3:11)"),
        Case(file: "maxlength-not-a-number.yaml",
             message: ":4:16: 'maxLength' must be a whole number of at least 1, found 'ten'"),
        Case(file: "bad-indentation.yaml", message: """
            :4:4: YAML syntax error: did not find expected '-' indicator (while parsing a block collection at 3:3)
            """),
        Case(file: "unclosed-brace.json", message: """
            :5:3: JSON syntax error: did not find expected ',' or '}' (while parsing a flow mapping at 4:5)
            """),
        Case(file: "invalid-regex.yaml", message: ":4:15: 'validate' is not a valid regular expression: expected ']'"),
        Case(file: "missing-fields.yaml", message: ":1:1: the form is missing 'fields'"),
    ]

    @Test("a malformed form is refused with file:line:column, the offending key or value, and exit status 2",
          arguments: malformed)
    func malformedForm(_ form: Case) throws {
        let result = try KbsimBinary.run(["check", form.path])
        #expect(result.status == 2)
        #expect(result.output == form.path + form.message + "\n")
    }

    @Test("kbsim run refuses a malformed form with the same message before touching the terminal",
          arguments: malformed.prefix(2))
    func runRefusesMalformedForm(_ form: Case) throws {
        let result = try KbsimBinary.run(["run", form.path])
        #expect(result.status == 2)
        #expect(result.output == form.path + form.message + "\n")
    }

    @Test("every bundled example form checks clean with exit status 0")
    func exampleFormsAreValid() throws {
        let result = try KbsimBinary.run(["check", KbsimBinary.repositoryPath("Forms/signup.yaml"),
                                           KbsimBinary.repositoryPath("Forms/login.json")])
        #expect(result.status == 0)
        #expect(result.output.contains("Forms/signup.yaml: ok (11 fields, \"Create account\")"))
        #expect(result.output.contains("Forms/login.json: ok (3 fields, \"Sign in\")"))
    }

    @Test("one bad form among good ones still fails the check, and every form is reported")
    func mixedCheck() throws {
        let result = try KbsimBinary.run(["check", KbsimBinary.repositoryPath("Forms/login.json"),
                                           KbsimBinary.repositoryPath("Tests/Fixtures/forms/missing-fields.yaml")])
        #expect(result.status == 2)
        #expect(result.output.contains("Forms/login.json: ok"))
        #expect(result.output.contains("missing-fields.yaml:1:1:"))
    }

    @Test("kbsim forms lists the bundled forms with their titles, the default marked")
    func formsCommand() throws {
        let result = try KbsimBinary.run(["forms"])
        #expect(result.status == 0)
        #expect(result.output == """
            all-keyboards\tEvery keyboard
            login\tSign in
            multilingual\tПрофиль · プロフィール
            signup\tCreate account (default)
            toolbar-pads\tPayment
            web-signup\tJoin Trailhead

            """)
    }

    @Test("without a terminal kbsim run exits 2 and points at kbsim play")
    func runWithoutTerminal() throws {
        let result = try KbsimBinary.run(["run"])
        #expect(result.status == 2)
        #expect(result.output.contains("kbsim play"))
    }

    @Test("bad usage exits with status 2")
    func badUsage() throws {
        #expect(try KbsimBinary.run(["run", "--strategy", "teleport"]).status == 2)
        #expect(try KbsimBinary.run(["check"]).status == 2)
        #expect(try KbsimBinary.run(["frobnicate", "--now"]).status == 2)
    }
}
