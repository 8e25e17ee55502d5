import Foundation
import Testing
import TestTiming

/// The DocC catalogues of the library modules a team uses (`make docc`) link only to what the
/// module declares `public` and to their own articles, so DocC builds them without a warning even
/// as declarations move to `package`; "Write your own strategy" is KeyboardSim's first article.
@Suite("The DocC catalogues link only to public symbols and to their own articles", .timed)
struct DocCCatalogueTests {
    /// Each catalogue's module and folder.
    static let catalogues = [("KeyboardSim", "Sources/KeyboardSim/KeyboardSim.docc"),
                             ("KeyboardSimTesting", "Sources/KeyboardSimTesting/KeyboardSimTesting.docc")]

    /// The names of the types, protocols and aliases `module` declares `public` at the top level of its files.
    static func publicTypes(of module: String, in files: [String]) throws -> Set<String> {
        var names: Set<String> = []
        for path in files where path.hasPrefix("Sources/\(module)/") && path.hasSuffix(".swift") {
            for line in try RepositoryFiles.text(of: path).split(separator: "\n") {
                if let match = line.firstMatch(of: /^public (?:final |indirect )?(?:struct|enum|protocol|class|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)/) {
                    names.insert(String(match.output.1))
                }
            }
        }
        return names
    }

    /// `page` without its fenced code blocks, where DocC reads no links.
    static func prose(of page: String) -> String {
        var inFence = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }.joined(separator: "\n")
    }

    @Test("every symbol link of a catalogue's pages starts at a public type of its module, and every <doc:> is one of its articles")
    func linksResolve() throws {
        let files = try RepositoryFiles.list().paths
        for (module, folder) in Self.catalogues {
            let pages = files.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".md") }
            #expect(pages.count >= 2, "\(folder) has a landing page and an article")
            let types = try Self.publicTypes(of: module, in: files)
            let articles = Set(pages.map { ($0.split(separator: "/").last ?? "").replacingOccurrences(of: ".md", with: "") })
            for page in pages {
                let text = Self.prose(of: try RepositoryFiles.text(of: page))
                for link in text.matches(of: /``([A-Za-z_][A-Za-z0-9_]*)[^`\n]*``/) {
                    let name = String(link.output.1)
                    #expect(name == module || types.contains(name), "\(page): ``\(name)`` is not a public type of \(module)")
                }
                for link in text.matches(of: /<doc:([A-Za-z0-9_-]+)>/) {
                    #expect(articles.contains(String(link.output.1)), "\(page): <doc:\(link.output.1)> is no article of \(folder)")
                }
            }
        }
    }

    @Test("KeyboardSim's landing page curates 'Write your own strategy' first; KeyboardSimTesting's its testing article")
    func firstArticles() throws {
        for (folder, landing, first) in [("Sources/KeyboardSim/KeyboardSim.docc", "KeyboardSim.md", "WriteYourOwnStrategy"),
                                         ("Sources/KeyboardSimTesting/KeyboardSimTesting.docc", "KeyboardSimTesting.md", "TestingAStrategy")] {
            let text = try RepositoryFiles.text(of: folder + "/" + landing)
            let topics = try #require(text.components(separatedBy: "## Topics").dropFirst().first, "\(landing) has Topics")
            let firstItem = topics.split(separator: "\n").first { $0.hasPrefix("- ") }
            #expect(firstItem == "- <doc:\(first)>")
        }
        let article = try RepositoryFiles.text(of: "Sources/KeyboardSim/KeyboardSim.docc/WriteYourOwnStrategy.md")
        #expect(article.hasPrefix("# Write your own strategy\n"))
    }
}
