import Foundation
import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

/// A `.json` form is JSON: what YAML takes and JSON does not is refused at its line and column.
@Suite("Strict JSON forms", .timed)
struct JSONSyntaxCheckTests {
    private func refusal(_ source: String, path: String = "f.json", format: FormFormat? = nil) -> String? {
        do {
            _ = try FormLoader.parse(source, path: path, format: format)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("valid JSON loads: escapes, numbers, nesting, CRLF, a byte-order mark")
    func validJSON() throws {
        let form = try FormLoader.parse("\u{FEFF}{\"title\": \"Caf\\u00e9 \\/ \\\"T\\\"\",\r\n \"fields\": [{\"name\": \"a\", \"rows\": 3, "
            + "\"kind\": \"textView\", \"maxLength\": 10}], \"toolbar\": false}", path: "f.json")
        #expect(form.title == "Café / \"T\"")
        #expect(form.fields.first?.rows == 3)
    }

    @Test("what YAML accepts and JSON does not is refused at its line and column", arguments: [
        ("[{\"name\":\"a\"},]", "f.json:1:14: JSON syntax error: a comma before ']' — JSON allows no trailing comma; remove it"),
        ("{\"title\": \"T\",}", "f.json:1:14: JSON syntax error: a comma before '}' — JSON allows no trailing comma; remove it"),
        ("{'title': 'T'}", "f.json:1:2: JSON syntax error: expected a key in double quotes, found ''title''"),
        ("{\"title\": T}", "f.json:1:11: JSON syntax error: expected a value (an object, array, string in double quotes, number, true, false or null), found 'T'"),
        ("{\"title\": \"T\"} # note", "f.json:1:16: JSON syntax error: text after the end of the JSON document, found '#'"),
        ("{\"title\": \"T\",\n  # note\n}", "f.json:2:3: JSON syntax error: expected a key in double quotes, found '#'"),
        ("{\"rows\": 03}", "f.json:1:10: JSON syntax error: not a JSON number (digits, an optional fraction and exponent, no leading zeros), found '03'"),
        ("{\"title\": \"é\", \"a\": tru}", "f.json:1:21: JSON syntax error: expected a value (an object, array, string in double quotes, number, true, false or null), found 'tru'"),
        ("{\"title\": \"a\tb\"}", "f.json:1:13: JSON syntax error: a control character inside a string (which starts at 1:11) — write it as an escape (\\n, \\t, \\u00XX) or close the string with \""),
        ("{\"title\": \"\\x\"}", "f.json:1:12: JSON syntax error: unknown escape — valid in JSON: \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t, \\uXXXX"),
        ("{\"title\": \"T\"", "f.json:1:14: JSON syntax error: the file ends inside the object that starts at 1:1 — close it with '}'"),
        ("{\"title\" \"T\"}", "f.json:1:10: JSON syntax error: did not find expected ':' after the key, found '\"T\"'"),
        ("{\"title\": \"T", "f.json:1:11: JSON syntax error: this string is never closed with \""),
    ])
    func refused(_ source: String, _ message: String) {
        #expect(refusal(source) == message)
    }

    @Test("a format is told by the extension, else by the first character: < a page, { or [ JSON, else YAML")
    func formats() {
        #expect(FormFormat(path: "<stdin>", source: "  <title>T</title>") == .html)
        #expect(FormFormat(path: "/dev/fd/63", source: "\u{FEFF}\n{\"title\": 1}") == .json)
        #expect(FormFormat(path: "form", source: "[1]") == .json)
        #expect(FormFormat(path: "<stdin>", source: "title: T") == .yaml)
        #expect(FormFormat(path: "a/B.HTM", source: "title: T") == .html)
        #expect(FormFormat(path: "a.json", source: "title: T") == .json)
        #expect(FormFormat(path: "a.yml", source: "{\"title\": 1}") == .yaml)
        #expect(refusal("[{\"name\":\"a\"},]", path: "<stdin>")
            == "<stdin>:1:14: JSON syntax error: a comma before ']' — JSON allows no trailing comma; remove it")
        #expect(refusal("[{\"name\":\"a\"},]", path: "<stdin>", format: .yaml)?.contains("a form must be a mapping") == true)
    }
}
