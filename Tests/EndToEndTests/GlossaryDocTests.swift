import Foundation
import KeyboardSim
import Testing
import TestTiming

/// docs/reference/glossary.md is the glossary as `kbsim glossary` prints it: one source, Glossary.swift.
@Suite("docs/reference/glossary.md: the glossary's page, checked against kbsim glossary", .timed)
struct GlossaryDocTests {
    /// The page's terms and definitions: each `## ` heading and the paragraph below it.
    static func entries(ofPage page: String) -> [(term: String, definition: String)] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { index in
            guard lines[index].hasPrefix("## "), index + 2 < lines.count else { return nil }
            return (String(lines[index].dropFirst(3)), lines[index + 2])
        }
    }

    @Test("the page has every entry of the glossary, in its order, each definition word for word, and nothing else")
    func pageMatchesTheGlossary() throws {
        let page = try String(contentsOfFile: KbsimBinary.repositoryPath("docs/reference/glossary.md"), encoding: .utf8)
        let shown = Self.entries(ofPage: page)
        #expect(shown.map(\.term) == Glossary.entries.map(\.term), "docs/reference/glossary.md is stale: run scripts/make-glossary-page.py KBSIM")
        #expect(shown.map(\.definition) == Glossary.entries.map(\.definition), "docs/reference/glossary.md is stale: run scripts/make-glossary-page.py KBSIM")
    }

    @Test("the script writes the page as it is committed")
    func scriptMakesThePage() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = folder.appendingPathComponent("glossary.md").path
        let result = try ChildProcess.run(KbsimBinary.repositoryPath("scripts/make-glossary-page.py"), [KbsimBinary.path, made])
        #expect(result.status == 0, "\(result.output)")
        let committed = try String(contentsOfFile: KbsimBinary.repositoryPath("docs/reference/glossary.md"), encoding: .utf8)
        #expect(try String(contentsOfFile: made, encoding: .utf8) == committed)
    }
}
