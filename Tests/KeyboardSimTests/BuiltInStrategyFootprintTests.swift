import Foundation
import KeyboardSim
import Testing

/// What a new built-in strategy touches (docs/writing-a-strategy.md): its file, its explanations,
/// one line in `StrategyCatalogue.builtIns`, a row in the README's table and a section in
/// docs/strategies.md. The catalogue line is the one a contributor cannot forget; this makes sure
/// the other places follow it.
@Suite("Every built-in strategy has its explanations, its README row and its docs/strategies.md section")
struct BuiltInStrategyFootprintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each built-in has a row in the README's strategy table: a line starting | `name` |")
    func readmeRow() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = Set(readme.split(separator: "\n").filter { $0.hasPrefix("| `") })
        for id in StrategyCatalogue.builtIns.ids {
            #expect(rows.contains { $0.hasPrefix("| `\(id.rawValue)` |") }, "README.md has no table row for \(id.rawValue)")
        }
    }

    @Test("each built-in has a section ## name in docs/strategies.md and a row in its table of strategies")
    func strategiesSection() throws {
        let lines = try String(contentsOf: Self.root.appendingPathComponent("docs/strategies.md"), encoding: .utf8)
            .split(separator: "\n")
        for id in StrategyCatalogue.builtIns.ids {
            #expect(lines.contains { $0 == "## \(id.rawValue)" }, "docs/strategies.md has no section ## \(id.rawValue)")
            #expect(lines.contains { $0.hasPrefix("| [`\(id.rawValue)`](#\(id.rawValue)) |") },
                    "docs/strategies.md's table has no row for \(id.rawValue)")
        }
    }

    @Test("each built-in declares its own explanations: entries beyond install and removal, and a listing")
    func explanations() {
        for type in StrategyCatalogue.builtIns.types {
            let explanations = type.explanations
            #expect(explanations.strategy == type.id)
            #expect(!(explanations is UnexplainedStrategy), "\(type.id.rawValue) declares no explanations")
            #expect(Set(explanations.entries.keys).isStrictSuperset(of: [.installed, .removed]) || type.id == .none,
                    "\(type.id.rawValue) explains no action of its own")
            #expect(!explanations.listing.lines.isEmpty, "\(type.id.rawValue) has no listing")
        }
    }
}
