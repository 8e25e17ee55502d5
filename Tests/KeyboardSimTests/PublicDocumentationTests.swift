import Foundation
import Testing

/// The library products' public API is documented: a team reads what each symbol is where it is
/// declared (and in its editor's quick help), so every `public` or `open` declaration of the modules
/// the products ship carries a `///` comment on the line above it (attributes may come between).
/// Conformances to the standard library's protocols (`==`, `<`, `description`, `hash(into:)`,
/// Codable's pair) say what those protocols say, and are not required to repeat it.
@Suite("Every public symbol of the library products is documented")
struct PublicDocumentationTests {
    /// The modules of the products `KeyboardSim`, `KeyboardSimPlayback`, `KeyboardSimCLI` and `KeyboardSimTesting`.
    static let libraryModules = ["KeyboardSim", "KeyboardSimPlayback", "KeyboardSimForms", "KeyboardSimRender",
                                 "KeyboardSimCLI", "KeyboardSimTesting"]

    @Test("no public declaration in the library modules' sources lacks a /// comment above it")
    func everyPublicDeclarationIsDocumented() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var declarations = 0
        var undocumented: [String] = []
        for module in Self.libraryModules {
            let folder = sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let found = PublicDeclarationScan(text)
                declarations += found.declarations
                undocumented += found.undocumented.map { "Sources/\(module)/\(file):\($0.line): \($0.text)" }
            }
        }
        #expect(declarations > 1000, "the scan finds the public declarations (found \(declarations))")
        #expect(undocumented.isEmpty, "undocumented public declarations:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test("the scan finds a public declaration without a comment, and passes one with a comment, attributes between")
    func scanFindsWhatItShould() {
        let found = PublicDeclarationScan("""
            /// A documented type.
            public struct A {
                public var bare: Int
                /// Documented.
                @discardableResult
                public mutating func documented() -> Int { 0 }
                // Not a doc comment.
                public private(set) var lineComment: Int
                static func == (lhs: A, rhs: A) -> Bool { true }
                public static func == (lhs: A, rhs: A) -> Bool { true }
                func helper() { open.removeLast() }
            }
            """)
        #expect(found.declarations == 5)
        #expect(found.undocumented.map(\.line) == [3, 8])
    }
}

/// The `public`/`open` declarations of one Swift file, and those without a `///` line above them.
struct PublicDeclarationScan {
    /// How many public declarations the file has.
    var declarations = 0
    /// The undocumented ones: their line (from 1) and text.
    var undocumented: [(line: Int, text: String)] = []

    /// Words that may come before a declaration's keyword.
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "private(set)", "internal(set)", "fileprivate(set)",
        "static", "class", "final", "mutating", "nonmutating", "override", "convenience", "required", "indirect",
        "nonisolated", "lazy", "weak", "unowned", "dynamic",
    ]
    /// The keywords that start a declaration.
    private static let keywords: Set<String> = [
        "let", "var", "func", "init", "init?", "subscript", "struct", "enum", "class", "protocol", "typealias",
        "extension", "case", "actor", "associatedtype",
    ]
    /// Standard-library conformances, whose protocols say what they are.
    private static let conformances = ["static func ==", "static func <", "var description:", "var debugDescription:",
                                       "func hash(into", "init(from decoder", "func encode(to encoder"]

    /// Scans `text`.
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where Self.isPublicDeclaration(line) {
            declarations += 1
            if Self.conformances.contains(where: line.contains) { continue }
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
            if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                undocumented.append((index + 1, line.trimmingCharacters(in: .whitespaces)))
            }
        }
    }

    /// Whether `line` declares something `public` or `open`: attributes, then modifiers among
    /// which `public` or `open`, then a declaration keyword.
    private static func isPublicDeclaration(_ line: String) -> Bool {
        var words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
        var isPublic = false
        while let word = words.first, modifiers.contains(word) {
            isPublic = isPublic || word == "public" || word == "open"
            words = words.dropFirst()
        }
        guard let keyword = words.first else { return false }
        return isPublic && (keywords.contains(keyword) || keywords.contains(String(keyword.prefix { $0 != "(" && $0 != "<" })))
    }
}
