import Foundation
import Testing
import TestTiming

/// The docs' pictures in docs/images: `make docs` makes them from bundled tapes, and the
/// committed ones must be what it makes today.
@Suite("make docs: the docs' pictures are current", .timed)
struct DocsPictureTests {
    static let images = KbsimBinary.repositoryPath("docs/images")

    @Test("the committed SVGs are byte for byte what scripts/make-docs.sh (make docs) writes now; each parses and a page shows it")
    func picturesAreCurrent() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DOCS_PNG"] = "no"
        let result = try ChildProcess.run(KbsimBinary.repositoryPath("scripts/make-docs.sh"), [KbsimBinary.path, folder.path],
                                          environment: environment)
        #expect(result.status == 0, "\(result.output)")
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.images).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(made == ["compare-strategies.svg", "keyboard-landscape-120x40.svg", "keyboard-letters-200x60.svg",
                         "keyboard-phone-pad-200x60.svg", "keyboard-up.svg", "signup-walkthrough.svg"])
        #expect(committed == made, "docs/images holds exactly the pictures make docs makes")
        let pages = try RepositoryFiles.list().paths.filter { $0.hasSuffix(".md") }.map { try RepositoryFiles.text(of: $0) }
        let readme = try RepositoryFiles.text(of: "README.md")
        #expect(readme.contains("(docs/images/signup-walkthrough.svg)"), "the front page shows the walkthrough")
        for name in made {
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            let old = try? Data(contentsOf: URL(fileURLWithPath: "\(Self.images)/\(name)"))
            #expect(old == fresh, "docs/images/\(name) is stale: run make docs")
            _ = try SVGGrid.read(fresh)
            #expect(pages.contains { $0.contains("images/\(name))") }, "a page of the docs shows \(name)")
        }
    }
}
