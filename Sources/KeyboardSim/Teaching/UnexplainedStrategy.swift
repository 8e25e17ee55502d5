/// The explanations of a strategy that declares none: no entry and an empty listing, so the why
/// panel says it has nothing to explain rather than guessing.
public struct UnexplainedStrategy: StrategyExplanationCatalogue {
    public let strategy: StrategyID

    /// The empty catalogue of `strategy`.
    public init(strategy: StrategyID) { self.strategy = strategy }

    public var entries: [StrategyAction.Name: ExplanationTemplate] { [:] }

    public var listing: StrategyListing { StrategyListing(sources: [], lines: []) }
}
