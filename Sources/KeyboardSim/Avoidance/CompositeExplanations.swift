// Explanations of a composite strategy (CompositeStrategy.swift). Each part logs its actions under
// its own name, so the why panel explains them through the part's own catalogue; the composite
// itself logs only being installed and removed, and its code view is its parts' listings in turn.

/// What the why panel says of a composite `a+b`: its installation, and its parts' listings in order.
public struct CompositeExplanations: StrategyExplanationCatalogue {
    /// The composite explained (`iqkeyboardmanager+inset`).
    public let strategy: StrategyID
    /// Each part's catalogue, in the order the parts hear a message.
    public let parts: [any StrategyExplanationCatalogue]

    /// The catalogue of `strategy`, made of its `parts`' catalogues.
    public init(strategy: StrategyID, parts: [any StrategyExplanationCatalogue]) {
        self.strategy = strategy
        self.parts = parts
    }

    /// Being installed and removed; every other action is a part's, explained by that part.
    public var entries: [StrategyAction.Name: ExplanationTemplate] {
        let names = parts.map { "\($0.strategy)" }.joined(separator: ", then ")
        return [
            .installed: .installed(source, listensTo: "every message, which each part hears in turn: \(names)"),
            .removed: .removed(source),
        ]
    }

    /// Each part's listing after a line naming it, in the order the parts hear a message.
    public var listing: StrategyListing {
        StrategyListing(sources: [source] + parts.flatMap(\.listing.sources), lines: parts.enumerated().flatMap { index, part in
            [StrategyListing.Line("// \(index == 0 ? "first" : "then"): \(part.strategy)", ranBy: [.installed])] + part.listing.lines
        })
    }

    private var source: Source {
        Source(document: "kbsim", edition: "", listing: "composite strategy \(strategy)",
               address: "Sources/KeyboardSim/Avoidance/CompositeStrategy.swift")
    }
}
