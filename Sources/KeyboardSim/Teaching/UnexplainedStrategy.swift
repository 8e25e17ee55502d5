/// The explanations of a strategy that declares none: no entry and an empty listing, so the why
/// panel says it has nothing to explain rather than guessing.
package struct UnexplainedStrategy: StrategyExplanationCatalogue {
    /// The strategy without explanations.
    package let strategy: StrategyID

    /// The empty catalogue of `strategy`.
    package init(strategy: StrategyID) { self.strategy = strategy }

    /// None beyond the generic install and removal entries.
    package var entries: [StrategyAction.Name: ExplanationTemplate] { [:] }

    /// An empty listing: there is no source to show.
    package var listing: StrategyListing { StrategyListing(sources: [], lines: []) }
}
