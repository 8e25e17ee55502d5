import Foundation
import Testing
import TestTiming

/// The repository's documentation stands alone: someone with only the repository can follow
/// every link of its Markdown, and no file sends them to the team's shared folder beside it.
@Suite("The repository's documentation stands alone", .timed)
struct DocumentationLinkTests {
    /// The folder beside the repository that only the team has, spelt in two pieces so that this
    /// file does not mention it.
    static let sharedFolder = ".." + "/shared"

    @Test("every relative link of every Markdown file leads to a file or folder of the repository, and to a heading there when it names one")
    func relativeLinksResolve() throws {
        let files = try RepositoryFiles.list()
        let markdown = files.paths.filter { $0.hasSuffix(".md") }
        #expect(["README.md", "docs/README.md", "CONTRIBUTING.md", "CHANGELOG.md"].allSatisfy(markdown.contains))
        #expect(markdown.contains { $0.hasPrefix("Sources/") && $0.contains(".docc/") }, "the DocC articles' links are read too")
        var pages: [String: MarkdownLinks] = [:]
        func page(_ path: String) throws -> MarkdownLinks {
            if let page = pages[path] { return page }
            let page = MarkdownLinks(try RepositoryFiles.text(of: path))
            pages[path] = page
            return page
        }
        var broken: [String] = []
        for source in markdown {
            for link in try page(source).links where !MarkdownLinks.isExternal(link.target) {
                let destination = MarkdownLinks.destination(of: link.target)
                let place = "\(source):\(link.line): (\(link.target))"
                guard let target = destination.path.isEmpty ? source : RepositoryFiles.resolve(destination.path, from: source) else {
                    broken.append("\(place) leads out of the repository")
                    continue
                }
                guard files.paths.contains(target) || files.folders.contains(target) else {
                    broken.append("\(place): no file \(target) in the repository")
                    continue
                }
                if let anchor = destination.anchor, target.hasSuffix(".md"), try !page(target).anchors.contains(anchor) {
                    broken.append("\(place): \(target) has no heading #\(anchor)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test("no file of the repository mentions the shared folder beside it")
    func noSharedFolder() throws {
        let pattern = Array(Self.sharedFolder.utf8)
        var mentions: [String] = []
        for path in try RepositoryFiles.list().paths {
            let bytes = try RepositoryFiles.bytes(of: path)
            guard bytes.count >= pattern.count else { continue }
            var line = 1
            for start in 0...(bytes.count - pattern.count) {
                if bytes[start] == UInt8(ascii: "\n") { line += 1 }
                if bytes[start] == pattern[0], Array(bytes[start..<(start + pattern.count)]) == pattern {
                    mentions.append("\(path):\(line)")
                }
            }
        }
        #expect(mentions.isEmpty, "mentions of \(Self.sharedFolder): \(mentions.joined(separator: ", "))")
    }

    @Test("the reader finds links in prose, not in code, and names headings as GitHub does")
    func readerFindsLinks() {
        let page = MarkdownLinks("""
            # kbsim
            See [the docs](docs/README.md) and ![a picture](img/a%20b.png "title"), or [`Forms/`](Forms/).
            Inline code is not a link: `[x](nowhere.md)`, nor is [FORM] (a placeholder).
            ```sh
            [fenced](nowhere.md)
            ## Not a heading
            ```
            [ref]: <docs/design.md#the-json-transcript>
            ## Tapes: scripted playback
            ## Tapes: scripted playback
            ## Eras ##
            """)
        #expect(page.links == [
            .init(target: "docs/README.md", line: 2), .init(target: "img/a%20b.png", line: 2), .init(target: "Forms/", line: 2),
            .init(target: "<docs/design.md#the-json-transcript>", line: 8),
        ])
        #expect(page.anchors == ["kbsim", "tapes-scripted-playback", "tapes-scripted-playback-1", "eras"])
        #expect(MarkdownLinks.destination(of: "img/a%20b.png") == .init(path: "img/a b.png", anchor: nil))
        #expect(MarkdownLinks.destination(of: "<docs/design.md#the-json-transcript>") == .init(path: "docs/design.md", anchor: "the-json-transcript"))
        #expect(MarkdownLinks.destination(of: "#eras") == .init(path: "", anchor: "eras"))
        #expect(MarkdownLinks.isExternal("https://github.com/charmbracelet/vhs") && MarkdownLinks.isExternal("mailto:a@b.c"))
        #expect(!MarkdownLinks.isExternal("docs/ios-keyboard.md#when-they-fire-the-three-eras"))
        #expect(MarkdownLinks.slug("What the libraries do — and `auto`") == "what-the-libraries-do--and-auto")
    }

    @Test("a path resolves against its page's folder and may not climb out of the repository")
    func pathsResolve() {
        #expect(RepositoryFiles.resolve("strategies.md", from: "docs/README.md") == "docs/strategies.md")
        #expect(RepositoryFiles.resolve("../README.md", from: "docs/design.md") == "README.md")
        #expect(RepositoryFiles.resolve("./Forms/", from: "README.md") == "Forms")
        #expect(RepositoryFiles.resolve("/docs/design.md", from: "docs/README.md") == "docs/design.md")
        #expect(RepositoryFiles.resolve(Self.sharedFolder + "/DESIGN.md", from: "README.md") == nil)
    }
}
