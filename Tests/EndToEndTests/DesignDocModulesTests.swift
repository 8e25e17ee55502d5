import Foundation
import Testing
import TestTiming

/// docs/explanation/design.md names every target of Package.swift: a module, executable or test
/// target added without its row in the design fails here (issue 36 §4).
@Suite("The design names every target of Package.swift", .timed)
struct DesignDocModulesTests {
    /// The targets Package.swift declares: each one's kind (`target`, `executableTarget`,
    /// `systemLibrary`, `testTarget`) and name, in order.
    static func targets(in manifest: String) -> [(kind: String, name: String)] {
        manifest.matches(of: /\.(target|executableTarget|systemLibrary|testTarget)\(\s*name: "([^"]+)"/).map { (String($0.1), String($0.2)) }
    }

    @Test("every module has a row `| `Name` |` in design.md's module table, every test target a row `| `Tests/Name` |`, every other target a mention")
    func everyTargetIsNamed() throws {
        let manifest = try RepositoryFiles.text(of: "Package.swift")
        let design = try RepositoryFiles.text(of: "docs/explanation/design.md")
        let targets = Self.targets(in: manifest)
        #expect(targets.count >= 18, "\(targets)")
        let unnamed = targets.filter { target in
            switch target.kind {
            case "target": !design.contains("| `\(target.name)` |")
            case "testTarget": !design.contains("| `Tests/\(target.name)` |")
            default: !design.contains("`\(target.name)`")
            }
        }
        #expect(unnamed.isEmpty, "design.md does not name \(unnamed.map(\.name))")
    }

    @Test("the manifest reader finds targets of every kind, split across lines too")
    func readsTargets() {
        let manifest = """
            .systemLibrary(name: "C", providers: []),
            .target(name: "A"),
            .target(
                name: "B",
                dependencies: ["A"]),
            .executableTarget(name: "e", dependencies: ["B"]),
            .testTarget(name: "ATests", dependencies: ["A"]),
            """
        let targets = DesignDocModulesTests.targets(in: manifest)
        #expect(targets.map(\.name) == ["C", "A", "B", "e", "ATests"])
        #expect(targets.map(\.kind) == ["systemLibrary", "target", "target", "executableTarget", "testTarget"])
    }
}
