import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

/// A form's reader goes on past each error it can read beyond, so that one check shows them all.
@Suite("Every error of a form", .timed)
struct FormErrorCollectionTests {
    /// Every message `source` is refused with, in order; empty when it loads.
    private func errors(_ source: String, path: String = "Forms/x.yaml") -> [String] {
        do {
            _ = try FormLoader.parseReportingAllErrors(source, path: path)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("every unknown key and every bad value is reported, in the order of the file, each once")
    func everyKeyAndValue() {
        #expect(errors("""
            title: T
            toolbar: maybe
            fields:
              - name: a
                keyboard: emial
                colour: red
              - name: b
                kind: txtView
                rows: 4
                placeholder: "two\\nlines"
              - label: no name
            """) == [
            "Forms/x.yaml:2:10: 'toolbar' must be true or false, found 'maybe'",
            "Forms/x.yaml:5:15: unknown keyboard 'emial' (did you mean 'emailAddress'?) — valid: default, asciiCapable, "
                + "numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, "
                + "webSearch, asciiCapableNumberPad",
            "Forms/x.yaml:6:5: unknown field key 'colour' — valid: name, label, placeholder, kind, rows, keyboard, returnKey, "
                + "autocapitalization, autocorrection, secure, enablesReturnKeyAutomatically, appearance, maxLength, "
                + "validate, value, toolbar, inputView, options, section",
            "Forms/x.yaml:8:11: unknown kind 'txtView' (did you mean 'textView'?) — valid: textField, textView",
            "Forms/x.yaml:11:5: field 3 is missing 'name'",
        ])
    }

    @Test("a key that is there but refused is not also reported missing; a duplicate name still is")
    func noEchoes() {
        #expect(errors("title: 3 lines\nfields: []\n") == [
            "Forms/x.yaml:2:9: 'fields' must be a non-empty list of fields, found an empty list",
        ])
        #expect(errors("title: T\nfields:\n  - name: a\n    maxLength: 0\n  - name: a\n  - name: 'b c'\n") == [
            "Forms/x.yaml:4:16: 'maxLength' must be a whole number of at least 1, found '0'",
            "Forms/x.yaml:5:11: duplicate field name 'a' (first used at 3:11)",
            "Forms/x.yaml:6:11: field name 'b c' is not an identifier — start with a letter or '_', then use letters, digits, '_' or '-'",
        ])
    }

    @Test("parse throws the first of them, as it always has")
    func parseThrowsTheFirst() {
        do {
            _ = try FormLoader.parse("title: T\nfields:\n  - name: a\n    keyboard: x\n    secure: 2\n", path: "f.yaml")
            Issue.record("the form loaded")
        } catch {
            #expect(error.description.hasPrefix("f.yaml:4:15: unknown keyboard 'x'"))
        }
    }

    @Test("a syntax error is the only error: nothing after it can be read")
    func syntaxErrorStops() {
        let found = errors("title: T\nfields:\n  - name: a\n    keyboard: x\n   placeholder: y\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Forms/x.yaml:5:4: YAML syntax error") == true)
    }

    @Test("the errors print one a line, twenty at most, then how many more there are")
    func printedLimit() {
        let many = InputFileErrors(InputFileError(path: "p", line: 1, column: 1, message: "m"),
                                   (2...23).map { InputFileError(path: "p", line: $0, column: 1, message: "m") })
        let lines = many.description.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines[19] == "p:20:1: m")
        #expect(lines[20] == "… and 3 more errors")
        #expect(InputFileErrors(InputFileError(path: "p", line: 1, column: 1, message: "m")).description == "p:1:1: m")
    }
}
