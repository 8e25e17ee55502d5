import Foundation
import KeyboardSim
import Testing
import TestTiming

/// What a new built-in strategy touches (docs/how-to/writing-a-strategy.md): its file, its explanations,
/// one line in `StrategyCatalogue.builtIns`, a row in docs/reference/strategies.md's table and a section in
/// docs/explanation/strategies.md. The catalogue line is the one a contributor cannot forget; this makes sure
/// the other places follow it.
@Suite("Every built-in strategy has its explanations, its reference row and its docs/explanation/strategies.md section", .timed)
struct BuiltInStrategyFootprintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each built-in has a row in docs/reference/strategies.md's table: a line starting | `name` |")
    func referenceRow() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/reference/strategies.md"), encoding: .utf8)
        let rows = Set(page.split(separator: "\n").filter { $0.hasPrefix("| `") })
        for id in StrategyCatalogue.builtIns.ids {
            #expect(rows.contains { $0.hasPrefix("| `\(id.rawValue)` |") }, "docs/reference/strategies.md has no table row for \(id.rawValue)")
        }
    }

    @Test("each built-in has a section ## name in docs/explanation/strategies.md and a row in its table of strategies")
    func strategiesSection() throws {
        let lines = try String(contentsOf: Self.root.appendingPathComponent("docs/explanation/strategies.md"), encoding: .utf8)
            .split(separator: "\n")
        for id in StrategyCatalogue.builtIns.ids {
            #expect(lines.contains { $0 == "## \(id.rawValue)" }, "docs/explanation/strategies.md has no section ## \(id.rawValue)")
            #expect(lines.contains { $0.hasPrefix("| [`\(id.rawValue)`](#\(id.rawValue)) |") },
                    "docs/explanation/strategies.md's table has no row for \(id.rawValue)")
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
