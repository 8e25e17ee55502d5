import Foundation
import Testing
import TestTiming

/// The library products' public API is documented: a team reads what each symbol is where it is
/// declared (and in its editor's quick help), so every `public` or `open` declaration of the modules
/// the products ship carries a `///` comment on the line above it (attributes may come between); so
/// does every `package` one, which the next engineer reads from the module that uses it.
/// Conformances to the standard library's protocols (`==`, `<`, `description`, `hash(into:)`,
/// Codable's pair) say what those protocols say, and are not required to repeat it.
@Suite("Every public or package symbol of the library products is documented", .timed)
struct PublicDocumentationTests {
    /// The modules of the products `KeyboardSim`, `KeyboardSimCLI` and `KeyboardSimTesting`, and those they are built from.
    static let libraryModules = ["KeyboardSim", "KeyboardSimPlayback", "KeyboardSimForms", "KeyboardSimRender",
                                 "KeyboardSimTerminal", "KeyboardSimExec", "KeyboardSimCLI", "KeyboardSimTesting"]

    @Test("no public or package declaration in the library modules' sources lacks a /// comment above it")
    func everyPublicDeclarationIsDocumented() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var declarations = 0
        var publicDeclarations = 0
        var undocumented: [String] = []
        for module in Self.libraryModules {
            let folder = sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let found = PublicDeclarationScan(text)
                declarations += found.declarations
                publicDeclarations += found.publicDeclarations
                undocumented += found.undocumented.map { "Sources/\(module)/\(file):\($0.line): \($0.text)" }
            }
        }
        #expect(declarations > 1000, "the scan finds the public and package declarations (found \(declarations))")
        // What a team may use is what the products promise to keep: the strategy API, the catalogue,
        // the testing kit and `Kbsim.main`; module-to-module plumbing is `package` (issue 36: 2,173 → 444).
        #expect(publicDeclarations < 500, "the public API has grown to \(publicDeclarations) declarations")
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
                package var plumbing: Int
                static func == (lhs: A, rhs: A) -> Bool { true }
                public static func == (lhs: A, rhs: A) -> Bool { true }
                func helper() { open.removeLast() }
            }
            """)
        #expect(found.declarations == 6)
        #expect(found.publicDeclarations == 5)
        #expect(found.undocumented.map(\.line) == [3, 8, 9])
    }
}

/// The `public`/`open`/`package` declarations of one Swift file, and those without a `///` line above them.
struct PublicDeclarationScan {
    /// How many public, open or package declarations the file has.
    var declarations = 0
    /// How many of them are public or open.
    var publicDeclarations = 0
    /// The undocumented ones: their line (from 1) and text.
    var undocumented: [(line: Int, text: String)] = []

    /// Words that may come before a declaration's keyword.
    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "private", "fileprivate", "private(set)", "internal(set)", "fileprivate(set)",
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
        for (index, line) in lines.enumerated() {
            guard let access = Self.crossModuleAccess(line) else { continue }
            declarations += 1
            if access != "package" { publicDeclarations += 1 }
            if Self.conformances.contains(where: line.contains) { continue }
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
            if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                undocumented.append((index + 1, line.trimmingCharacters(in: .whitespaces)))
            }
        }
    }

    /// The access (`public`, `open` or `package`) of what `line` declares, nil if it declares
    /// nothing that other modules see: attributes, then modifiers among which the access, then a
    /// declaration keyword.
    private static func crossModuleAccess(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
        var access: String?
        while let word = words.first, modifiers.contains(word) {
            if ["public", "open", "package"].contains(word) { access = word }
            words = words.dropFirst()
        }
        guard let keyword = words.first,
              keywords.contains(keyword) || keywords.contains(String(keyword.prefix { $0 != "(" && $0 != "<" })) else { return nil }
        return access
    }
}
