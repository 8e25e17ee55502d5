/// The explanations of a strategy that declares none: no entry and an empty listing, so the why
/// panel says it has nothing to explain rather than guessing.
public struct UnexplainedStrategy: StrategyExplanationCatalogue {
    /// The strategy without explanations.
    public let strategy: StrategyID

    /// The empty catalogue of `strategy`.
    public init(strategy: StrategyID) { self.strategy = strategy }

    /// None beyond the generic install and removal entries.
    public var entries: [StrategyAction.Name: ExplanationTemplate] { [:] }

    /// An empty listing: there is no source to show.
    public var listing: StrategyListing { StrategyListing(sources: [], lines: []) }
}
