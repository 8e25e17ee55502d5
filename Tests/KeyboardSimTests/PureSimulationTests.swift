import Foundation
import Testing
import TestTiming

/// The simulation stays pure: Swift's standard library only, no Foundation, no file formats, no
/// curses — what makes playback deterministic and lets it run anywhere (docs/explanation/design.md).
@Suite("The simulation imports nothing", .timed)
struct PureSimulationTests {
    @Test("no file of Sources/KeyboardSim imports a module, its DocC articles' samples included")
    func importsNothing() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/KeyboardSim")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
        #expect(files.filter { $0.hasSuffix(".swift") }.count > 50)
        #expect(files.contains { $0.hasSuffix(".md") }, "the DocC catalogue's articles are read too")
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            // `import X`, and its attributed forms (`@testable import X`, `@_exported import X`).
            let imports = text.split(separator: "\n").filter {
                $0.split(separator: " ").drop { $0.hasPrefix("@") }.first == "import"
            }
            #expect(imports.isEmpty, "\(file): \(imports)")
        }
    }
}
