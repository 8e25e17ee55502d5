// Explanations of a composite strategy (CompositeStrategy.swift). Each part logs its actions under
// its own name, so the why panel explains them through the part's own catalogue; the composite
// itself logs only being installed and removed, and its code view is its parts' listings in turn.

/// What the why panel says of a composite `a+b`: its installation, and its parts' listings in order.
package struct CompositeExplanations: StrategyExplanationCatalogue {
    /// The composite explained (`iqkeyboardmanager+inset`).
    package let strategy: StrategyID
    /// Each part's catalogue, in the order the parts hear a message.
    package let parts: [any StrategyExplanationCatalogue]

    /// The catalogue of `strategy`, made of its `parts`' catalogues.
    package init(strategy: StrategyID, parts: [any StrategyExplanationCatalogue]) {
        self.strategy = strategy
        self.parts = parts
    }

    /// Being installed and removed; every other action is a part's, explained by that part.
    package var entries: [StrategyAction.Name: ExplanationTemplate] {
        let names = parts.map(\.strategy.displayName).joined(separator: ", then ")
        return [
            .installed: .installed(source, listensTo: "every message, which each part hears in turn: \(names)"),
            .removed: .removed(source),
        ]
    }

    /// The composite's own pitfall, and every part's.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        var entries: [Pitfall: ExplanationTemplate] = [:]
        for part in parts { entries.merge(part.pitfallEntries) { first, _ in first } }
        let names = parts.map(\.strategy.displayName).joined(separator: " and ")
        entries[CompositeStrategy.avoidedTwice] = ExplanationTemplate(
            source: Source(document: "IQKeyboardManager issues #1747 and #1956", edition: "2020, 2023",
                           listing: "IQKeyboardManager beside SwiftUI's keyboard safe area",
                           address: "https://github.com/hackiftekhar/IQKeyboardManager/issues/1747"),
            title: "pitfall: two handlers avoid the keyboard", steps: [
                .text("\(names): more than one reacted to the keyboard's move: each alone keeps the field above the keyboard."),
                .text("Together each moves it by its own measure, the second from where the first left it (IQKeyboardManager #1747, #1956: \"the view is raised too high, leaving extra space\")."),
                .text("The field ends {gap.rows} above the keyboard. The fix is one handler per screen: disable the library there (IQKeyboardManager's disabledDistanceHandlingClasses), or leave the avoidance to SwiftUI."),
            ], whyVisible: "{field} can be seen, {gap.rows} above the keyboard: moved twice, too far.",
            whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the second handler moved it back by its own measure.")
        return entries
    }

    /// Each part's listing after a line naming it, in the order the parts hear a message.
    package var listing: StrategyListing {
        StrategyListing(sources: [source] + parts.flatMap(\.listing.sources), lines: parts.enumerated().flatMap { index, part in
            [StrategyListing.Line("// \(index == 0 ? "first" : "then"): \(part.strategy.displayName)", ranBy: [.installed])] + part.listing.lines
        })
    }

    private var source: Source {
        Source(document: "kbsim", edition: "", listing: "composite strategy \(strategy)",
               address: "Sources/KeyboardSim/Avoidance/CompositeStrategy.swift")
    }
}
