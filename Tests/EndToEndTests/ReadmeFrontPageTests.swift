import Foundation
import Testing
import TestTiming

/// The README is a front page (issue 35): short, its first screen enough to start, every page of
/// docs/ one link away.
@Suite("The README is a front page", .timed)
struct ReadmeFrontPageTests {
    static let readme = (try? RepositoryFiles.text(of: "README.md")) ?? ""

    @Test("the README is at most 200 lines and 15 KB")
    func short() {
        #expect(Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        #expect(Self.readme.utf8.count <= 15_000)
    }

    @Test("its first 40 lines hold the one-sentence summary, the picture, make run, make test and the three uses as commands")
    func firstScreen() {
        let first = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        #expect(first.hasPrefix("# kbsim\n\nkbsim draws an iPhone in your terminal"))
        #expect(first.contains("![") && first.contains("(docs/images/signup-walkthrough.svg)"))
        for command in ["make run ", "make test ", "make play TAPE=", "make lesson N="] {
            #expect(first.contains("\n" + command), "the first screen has \(command)")
        }
    }

    @Test("it links to docs/README.md and to every page of docs/")
    func linksEveryPage() throws {
        let links = Set(MarkdownLinks(Self.readme).links.map { MarkdownLinks.destination(of: $0.target).path })
        let pages = try RepositoryFiles.list().paths.filter { $0.hasPrefix("docs/") && $0.hasSuffix(".md") }
        #expect(pages.count > 15)
        let missing = pages.filter { !links.contains($0) }
        #expect(missing.isEmpty, "the README does not link to \(missing)")
    }

    @Test("its prose sentences are short: at most 20 words on average")
    func shortSentences() {
        var inBlock = false
        var prose: [String] = []
        for line in Self.readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            if inBlock || line.hasPrefix("#") || line.hasPrefix("![") || line.hasPrefix("|") { continue }
            prose.append(line)
        }
        let sentences = prose.joined(separator: " ").split(whereSeparator: { ".:!?".contains($0) })
            .map { $0.split(separator: " ").count }.filter { $0 > 2 }
        let average = Double(sentences.reduce(0, +)) / Double(max(sentences.count, 1))
        #expect(sentences.count > 20)
        #expect(average <= 20, "\(average) words a sentence")
    }
}
