import Foundation
import Testing
import TestTiming

/// CONTRIBUTING.md tells a contributor which files to touch to add a strategy, a device, an era, a
/// tape command or an `Expect` kind: every file, folder and test it names is there to touch.
@Suite("CONTRIBUTING.md names only files, folders and tests that exist", .timed)
struct ContributingGuideTests {
    /// The guide's code spans, in order.
    static func codeSpans(of text: String) -> [String] {
        text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    }

    /// A path the guide writes as a placeholder for the file a contributor makes (`NameStrategy.swift`,
    /// `Forms/era-N.tape`): only its folder must exist.
    static func isPlaceholder(_ path: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasPrefix("Name") || file.contains("-N.")
    }

    @Test("every path it names (Sources/…, Tests/…, docs/…, scripts/…) is a file or folder of the repository; a placeholder's folder is")
    func pathsExist() throws {
        let text = try RepositoryFiles.text(of: "CONTRIBUTING.md")
        let files = try RepositoryFiles.list()
        let roots = ["Sources/", "Tests/", "docs/", "scripts/", "Forms/", "Lessons/", "Bugs/", "Examples/"]
        let paths = Self.codeSpans(of: text).filter { span in roots.contains { span.hasPrefix($0) } && !span.contains(" ") }
        #expect(paths.count >= 25, "the guide names the files to touch: \(paths)")
        var missing: [String] = []
        for path in paths {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            if Self.isPlaceholder(trimmed) {
                let folder = trimmed.split(separator: "/").dropLast().joined(separator: "/")
                if !files.folders.contains(folder) { missing.append("\(path): no folder \(folder)") }
            } else if !files.paths.contains(trimmed) && !files.folders.contains(trimmed) {
                missing.append(path)
            }
        }
        #expect(missing.isEmpty, "CONTRIBUTING.md names what the repository lacks: \(missing.joined(separator: ", "))")
    }

    @Test("every Swift file and test suite it names by itself (TapePrinter.swift, TapeParserTests) is a file of the repository")
    func namedFilesExist() throws {
        let text = try RepositoryFiles.text(of: "CONTRIBUTING.md")
        let names = Set(try RepositoryFiles.list().paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        let spans = Self.codeSpans(of: text)
        let swiftFiles = spans.filter { !$0.contains("/") && $0.hasSuffix(".swift") && !Self.isPlaceholder($0) }
        let suites = spans.filter { $0.firstMatch(of: /^[A-Z][A-Za-z]+(Tests|Generator)$/) != nil && !Self.isPlaceholder($0) }
        #expect(!swiftFiles.isEmpty && suites.count >= 5)
        let missing = swiftFiles.filter { !names.contains($0) } + suites.filter { !names.contains($0 + ".swift") }
        #expect(missing.isEmpty, "CONTRIBUTING.md names files the repository lacks: \(missing.joined(separator: ", "))")
    }

    @Test("the Makefile has every make target it names")
    func makeTargetsExist() throws {
        let text = try RepositoryFiles.text(of: "CONTRIBUTING.md")
        let makefile = try RepositoryFiles.text(of: "Makefile")
        let targets = Set(text.matches(of: /`make ([a-z-]+)`/).map { String($0.output.1) })
            .union(text.matches(of: /^make ([a-z-]+)/.anchorsMatchLineEndings()).map { String($0.output.1) })
        #expect(targets.isSuperset(of: ["run", "test", "docc"]))
        let missing = targets.filter { !makefile.contains("\n\($0):") }
        #expect(missing.isEmpty, "no such make target: \(missing.sorted())")
    }

    @Test("a placeholder is told from a path: NameStrategy.swift and era-N.tape are, TapePrinter.swift is not")
    func placeholders() {
        #expect(Self.isPlaceholder("Sources/KeyboardSim/Avoidance/NameStrategy.swift"))
        #expect(Self.isPlaceholder("Forms/era-N.tape"))
        #expect(!Self.isPlaceholder("Sources/KeyboardSimPlayback/TapePrinter.swift"))
        #expect(Self.codeSpans(of: "a `b` c `d/e.swift`") == ["b", "d/e.swift"])
    }
}
