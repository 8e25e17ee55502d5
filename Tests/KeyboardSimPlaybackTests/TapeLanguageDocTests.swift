import Foundation
import Testing
@testable import KeyboardSimPlayback
import TestTiming

/// docs/reference/tape-language.md is the one reference of the tape language: its tables list exactly the
/// words the parser reads from `TapeVocabulary`, and each row's example parses as a tape line.
@Suite("docs/reference/tape-language.md lists every word the tape parser accepts, and only those", .timed)
struct TapeLanguageDocTests {
    /// A row of one of the page's tables: the word and its example, backticks taken off.
    struct Row: Hashable {
        let word: String
        let example: String
    }

    /// The rows of the table under `## heading`, in order.
    static func rows(under heading: String) throws -> [Row] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/reference/tape-language.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: Substring("## " + heading)), "no section ## \(heading)")
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        return section.filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(word: String(cells[0].dropFirst().dropLast()), example: String(cells[1].dropFirst().dropLast()))
        }
    }

    /// Checks that `rows` name `words` exactly, once each, and that each example starts with
    /// `prefix` and its word and parses as a tape line.
    static func check(_ rows: [Row], are words: [String], examplesStartWith prefix: String = "") {
        #expect(rows.map(\.word).sorted() == words.sorted(), "the page's words and the parser's differ")
        for row in rows {
            #expect(row.example.hasPrefix(prefix + row.word), "\(row.word): its example is \(row.example)")
            #expect(throws: Never.self, "\(row.word): \(row.example)") { _ = try TapeParser.parse(row.example, path: "example.tape") }
        }
    }

    @Test("Commands: every command word, each with an example that parses")
    func commands() throws {
        Self.check(try Self.rows(under: "Commands"), are: TapeVocabulary.Command.allCases.map(\.rawValue))
    }

    @Test("Settings: every word after Set, each with an example that parses")
    func settings() throws {
        Self.check(try Self.rows(under: "Settings"), are: TapeVocabulary.Setting.allCases.map(\.rawValue), examplesStartWith: "Set ")
    }

    @Test("Expect: every kind of Expect, each with an example that parses")
    func expectations() throws {
        Self.check(try Self.rows(under: "Expect"), are: TapeVocabulary.ExpectationKind.allCases.map(\.rawValue), examplesStartWith: "Expect ")
    }

    @Test("Keys: every key name and the Ctrl+ family, each with an example that parses")
    func keys() throws {
        Self.check(try Self.rows(under: "Keys"), are: TapeVocabulary.keys.words + [TapeVocabulary.controlPrefix])
    }
}
