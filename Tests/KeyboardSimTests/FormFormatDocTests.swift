import Foundation
import Testing
@testable import KeyboardSimForms
import TestTiming

/// docs/reference/form-format.md is the one reference of the form format: its tables list exactly the keys
/// the loader reads, and each row's example loads as part of a form.
@Suite("docs/reference/form-format.md lists every key the form loader accepts, and only those", .timed)
struct FormFormatDocTests {
    /// A row of one of the page's tables: the key and its example, backticks taken off.
    struct Row: Hashable {
        let key: String
        let example: String
    }

    /// The rows of the table under `## heading`, in order.
    static func rows(under heading: String) throws -> [Row] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/reference/form-format.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: Substring("## " + heading)), "no section ## \(heading)")
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        return section.filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(key: String(cells[0].dropFirst().dropLast()), example: String(cells[1].dropFirst().dropLast()))
        }
    }

    /// Checks that `rows` name `keys` exactly, that each example writes its key, and that the form
    /// `form(example)` makes of it loads.
    static func check(_ rows: [Row], are keys: [String], form: (String) -> String) {
        #expect(rows.map(\.key).sorted() == keys.sorted(), "the page's keys and the loader's differ")
        for row in rows {
            #expect(row.example.contains("\(row.key):"), "\(row.key): its example is \(row.example)")
            #expect(throws: Never.self, "\(row.key): \(row.example)") { _ = try FormLoader.parse(form(row.example), path: "example.yaml") }
        }
    }

    /// A form with one field, `example` added at its top level (the title and fields given unless it gives them).
    static func topLevel(_ example: String) -> String {
        if example.hasPrefix("title:") { return example + "\nfields: [{name: a}]\n" }
        if example.hasPrefix("fields:") { return "title: T\n" + example + "\n" }
        return "title: T\nfields: [{name: a}]\n" + example + "\n"
    }

    @Test("Top level: every top-level key, each with an example that loads")
    func topLevelKeys() throws {
        Self.check(try Self.rows(under: "Top level"), are: FormKey.allCases.map(\.rawValue), form: Self.topLevel)
        #expect(try Self.rows(under: "Top level").allSatisfy { $0.example.hasPrefix("\($0.key):") })
    }

    @Test("Fields: every field key, each in a field that loads")
    func fieldKeys() throws {
        Self.check(try Self.rows(under: "Fields"), are: FieldKey.allCases.map(\.rawValue)) { "title: T\nfields:\n  \($0)\n" }
    }

    @Test("footer, keyboardLayoutGuide and scrollIndicatorInsets: every key of each, each with an example that loads")
    func nestedKeys() throws {
        Self.check(try Self.rows(under: "footer"), are: FooterKey.allCases.map(\.rawValue), form: Self.topLevel)
        Self.check(try Self.rows(under: "keyboardLayoutGuide"), are: KeyboardLayoutGuideKey.allCases.map(\.rawValue), form: Self.topLevel)
        Self.check(try Self.rows(under: "scrollIndicatorInsets"), are: ScrollIndicatorInsetsKey.allCases.map(\.rawValue), form: Self.topLevel)
    }
}
