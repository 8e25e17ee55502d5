import Foundation
import Testing
import KeyboardSim
import KeyboardSimForms
import TestTiming

/// A form file is read or refused in a moment, however it is written: the YAML that would make
/// the composer build millions of nodes or hash keys within keys, pages nested a hundred thousand
/// deep, files too big to be forms.
@Suite("Form file limits", .serialized, .timed)
struct FormLimitsTests {
    /// The message `source` is refused with, or nil when it loads. (How fast is `make bench`'s
    /// business; these check that the refusal comes before the work that blew up.)
    private func refusal(_ source: String, path: String = "Forms/x.yaml") -> Outcome {
        do {
            _ = try FormLoader.parse(source, path: path)
            return Outcome(message: nil)
        } catch {
            return Outcome(message: "\(error)")
        }
    }

    private struct Outcome {
        let message: String?
    }

    /// The issue's form: eight levels of nine aliases to the level below, then the top one as a
    /// key — 9⁸ nodes hashed from 400 bytes (47 seconds in a release build).
    static let aliasBomb: String = {
        var lines = ["a0: &a0 x"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n? *a8 : x\n"
    }()

    static let anchorMessage = "YAML anchors ('&name') are not allowed in form files — write each value out (to start text with &, quote it)"
    static let aliasMessage = "YAML aliases ('*name') are not allowed in form files — write the value out (to start text with *, quote it)"
    static let complexKeyMessage = "complex keys ('? ') are not allowed in form files — a key is a word, such as 'title'"
    static let collectionKeyMessage = "a list or a mapping cannot be a key in a form file — a key is a word, such as 'title'"
    static let depthMessage = "lists and mappings nest more than 32 deep here — a form needs three levels"

    // MARK: Anchors and aliases

    @Test("the alias bomb is refused at its first anchor, at once")
    func aliasBomb() {
        let result = refusal(Self.aliasBomb)
        #expect(result.message == "Forms/x.yaml:1:5: " + Self.anchorMessage)
    }

    @Test("an anchor on a block mapping and an alias as a value are refused where they stand")
    func anchorsAndAliases() {
        #expect(refusal("title: T\nfields:\n  - &f\n    name: a\n").message == "Forms/x.yaml:3:5: " + Self.anchorMessage)
        #expect(refusal("title: T\nfields:\n  - name: a\n    label: *t\n").message == "Forms/x.yaml:4:12: " + Self.aliasMessage)
        // In flow style, as JSON is written (a .json file is refused sooner, by JSON's own grammar).
        #expect(refusal("{\"title\": \"T\", \"fields\": [*f]}", path: "x.yaml").message == "x.yaml:1:27: " + Self.aliasMessage)
        #expect(refusal("title: T\nfields:\n  - name: a\n    placeholder: * required\n").message
            == "Forms/x.yaml:4:18: " + Self.aliasMessage)
    }

    @Test("& and * inside text are text: quoted, within plain text, in block scalars, in comments and tags")
    func ampersandsAndStarsInText() throws {
        let form = try FormLoader.parse("""
            title: R&D * sign-up      # a comment with *stars* and &this
            fields:
              - name: a
                label: 'Fields marked * are required'
                placeholder: "&amp; *bold*"
                validate: '^ *[0-9]*$'
                value: !!str 5*&3
              - name: notes
                kind: textView
                label: Don't
                  *wrap*
                value: |
                  * item
                  &c.
                placeholder: >-
                  * folded

            """, path: "x.yaml")
        #expect(form.title == "R&D * sign-up")
        #expect(form.fields[0].label == "Fields marked * are required")
        #expect(form.fields[0].placeholder == "&amp; *bold*")
        #expect(form.fields[0].value == "5*&3")
        #expect(form.fields[1].label == "Don't *wrap*")
        #expect(form.fields[1].value == "* item\n&c.\n")
        #expect(form.fields[1].placeholder == "* folded")
    }

    // MARK: Complex keys

    @Test("an explicit key or a list or mapping as a key is refused, in block and in flow style")
    func complexKeys() {
        #expect(refusal("? title\n: T\n").message == "Forms/x.yaml:1:1: " + Self.complexKeyMessage)
        #expect(refusal("title: T\n[a, b]: c\n").message == "Forms/x.yaml:2:1: " + Self.collectionKeyMessage)
        #expect(refusal("title: T\nfields:\n  - {name: a}: b\n").message == "Forms/x.yaml:3:5: " + Self.collectionKeyMessage)
        #expect(refusal("{\"title\": \"T\", {\"a\": 1}: 2}", path: "x.yaml").message == "x.yaml:1:16: " + Self.collectionKeyMessage)
        // In a flow mapping any node in a key's place is the key, with or without a colon.
        #expect(refusal("{{{a}}}").message == "Forms/x.yaml:1:2: " + Self.collectionKeyMessage)
        #expect(refusal("{? a : b}").message == "Forms/x.yaml:1:2: " + Self.complexKeyMessage)
    }

    @Test("keys nested in keys, each hashed by every mapping around it, are refused at the first, at once")
    func nestedKeys() {
        let depth = 30
        let inner = "{" + (0..<20_000).map { "a\($0): b" }.joined(separator: ", ") + "}"
        let explicit = String(repeating: "{? ", count: depth) + inner + String(repeating: " : x}", count: depth)
        let implicit = String(repeating: "{", count: depth) + inner + String(repeating: "}", count: depth)
        let first = refusal(explicit), second = refusal(implicit)
        #expect(first.message == "Forms/x.yaml:1:2: " + Self.complexKeyMessage)
        #expect(second.message == "Forms/x.yaml:1:2: " + Self.collectionKeyMessage)
    }

    // MARK: Depth and size

    @Test("a hundred thousand nested lists are refused where they pass 32 levels, at once, in JSON and YAML")
    func deepNesting() {
        let json = refusal(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), path: "x.json")
        #expect(json.message == "x.json:1:33: " + Self.depthMessage)
        #expect(refusal(String(repeating: "- ", count: 100_000) + "x\n").message == "Forms/x.yaml:1:65: " + Self.depthMessage)
        let indented = (0..<40).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        #expect(refusal(indented).message == "Forms/x.yaml:33:33: " + Self.depthMessage)
        // 32 levels are allowed: the refusal is the form's, not the depth's.
        #expect(refusal(String(repeating: "[", count: 32) + String(repeating: "]", count: 32)).message
            == "Forms/x.yaml:1:1: a form must be a mapping with 'title' and 'fields', found a list")
    }

    @Test("a file over 512 KiB is refused before it is read; one of exactly 512 KiB is read")
    func size() throws {
        let form = "title: T\nfields:\n  - name: a\n"
        let padding = String(repeating: "#", count: FormLimits.maxBytes - form.utf8.count - 1) + "\n"
        #expect(try FormLoader.parse(form + padding, path: "x.yaml").fields.count == 1)
        #expect(refusal(form + "#" + padding).message
            == "Forms/x.yaml:1:1: the file has 524289 bytes — form files are limited to 512 KiB (524288 bytes)")
        #expect(refusal("<title>T</title>" + String(repeating: " ", count: FormLimits.maxBytes), path: "x.html").message
            == "x.html:1:1: the file has 524304 bytes — form files are limited to 512 KiB (524288 bytes)")
    }

    @Test("what libyaml refuses to read stops the check too: a control character before an alias is the error")
    func readerErrorFirst() {
        #expect(refusal("title: \"a\u{1}\"\nfields: *f\n").message == "Forms/x.yaml:1:10: YAML syntax error: control characters are not allowed")
    }

    @Test("a huge unknown value is refused at once, with no did-you-mean")
    func hugeUnknownValue() {
        let result = refusal("title: T\nfields:\n  - name: a\n    keyboard: " + String(repeating: "q", count: 500_000) + "\n")
        #expect(result.message?.hasPrefix("Forms/x.yaml:4:15: unknown keyboard 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq…' — valid: ") == true)
    }

    @Test("a big form with a key written seventy times is refused at once, at the key's first place")
    func manyDuplicateKeys() {
        var lines = ["title: T", "fields:"]
        for index in 0..<8_000 { lines.append("  - name: f\(index)\n    label: Field \(index)") }
        let source = (lines + Array(repeating: "k: 1", count: 70)).joined(separator: "\n") + "\n"
        let result = refusal(source)
        #expect(result.message == "Forms/x.yaml:16003:1: duplicate key 'k' — it appears again later in this mapping")
        // A small form still names the second place.
        #expect(refusal("title: T\nfields:\n  - name: a\nk: 1\nk: 2\nk: 3\n").message
            == "Forms/x.yaml:5:1: duplicate key 'k' (first used at 4:1)")
    }

    // MARK: HTML

    @Test("a hundred thousand nested elements are read at once: the page has no tree to overflow")
    func deepHTML() {
        let result = refusal("<title>T</title>" + String(repeating: "<div>", count: 100_000) + "<input name=a>", path: "x.html")
        #expect(result.message == nil)
    }

    @Test("tens of thousands of attributes, fields or labels are read at once")
    func wideHTML() {
        let attributes = refusal("<title>T</title><input name=a " + (0..<50_000).map { "x\($0)" }.joined(separator: " ") + ">", path: "x.html")
        let fields = refusal("<title>T</title>" + (0..<20_000).map { "<input name=f\($0)>" }.joined(), path: "x.html")
        let labels = refusal("<title>T</title>" + (0..<11_000).map { "<input name=f\($0)>" }.joined()
            + (0..<11_000).map { "<label for=g\($0)>x</label>" }.joined(), path: "x.html")
        for (name, result) in [("attributes", attributes), ("fields", fields), ("labels", labels)] {
            #expect(result.message == nil, "\(name): \(result.message ?? "")")
        }
    }

    @Test("more than 32 labels open at once are refused at the one too many")
    func nestedLabels() {
        let result = refusal("<title>T</title><input name=a>\n" + String(repeating: "<label>x", count: 60_000), path: "x.html")
        #expect(result.message == "x.html:2:257: more than 32 <label> elements are open here — close each with </label>")
        #expect(refusal("<title>T</title><input name=a>" + String(repeating: "<label>x", count: 32), path: "x.html").message == nil)
    }
}
