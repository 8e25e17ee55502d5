import ArgumentParser
import Foundation
import KeyboardSim

/// `kbsim strategies`: every strategy the command line knows — kbsim's own, the libraries', those
/// a team's executable registered and the families (`exec:COMMAND`) — with its source and one line
/// on what it does, then how to join several (`a+b`).
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "Every strategy (built-in, library, registered) with its source and what it does; --strategy and Set Strategy take any name listed.",
        discussion: """
        Grouped by where a strategy comes from: kbsim's own reproductions of published listings, the \
        libraries apps use as written, and those registered by this executable (a team's own lists \
        its strategies there), families such as exec:COMMAND included. Built-ins and libraries are \
        listed in the order F3 cycles through them. Names joined by + (iqkeyboardmanager+inset) are \
        one strategy whose parts each hear every message, left to right.
        """)

    func run() throws {
        try writeStandard(Self.text(RegisteredStrategies.catalogue, width: OutputWidth.columns(of: STDOUT_FILENO)))
    }

    /// The listing of `catalogue` at `width` columns: a heading per origin, then for each strategy
    /// its name and summary, and under them its source.
    static func text(_ catalogue: StrategyCatalogue, width: Int) -> String {
        var entries: [(origin: StrategyOrigin, name: String, summary: String, source: Source?)] = catalogue.types.map {
            ($0.origin, $0.id.rawValue, $0.summary, $0.explanations.listing.sources.first)
        }
        entries += catalogue.families.map {
            (.registered, $0.placeholder, $0.summary, $0.explanations(of: StrategyID(rawValue: $0.placeholder)).listing.sources.first)
        }
        let nameWidth = (entries.map { CellWidth.of($0.name) } + [3]).max() ?? 0
        // Too narrow for the summaries beside the names: their rows go in by a little only.
        let column = width - (nameWidth + 4) >= 24 ? nameWidth + 4 : 6
        func entry(_ name: String, _ text: String, source: Source?) -> [String] {
            let lead = "  " + name + String(repeating: " ", count: max(1, column - 2 - CellWidth.of(name)))
            return OutputWidth.wrap(text, width: width, indent: column, lead: lead)
                + (source.map { source in
                    let margin = String(repeating: " ", count: column)
                    return OutputWidth.wrap("Source: " + source.description, width: width, indent: column + 2, lead: margin)
                        + (source.address.isEmpty ? [] : OutputWidth.wrap(source.address, width: width, lead: margin + "  "))
                } ?? [])
        }
        var lines: [String] = []
        for origin in StrategyOrigin.allCases {
            let group = entries.filter { $0.origin == origin }
            guard !group.isEmpty else { continue }
            lines += [origin.heading] + group.flatMap { entry($0.name, $0.summary, source: $0.source) } + [""]
        }
        lines += ["Several at once"] + entry("A+B", CompositeStrategy.summary, source: nil)
        return lines.joined(separator: "\n") + "\n"
    }
}
