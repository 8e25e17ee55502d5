/// A pitfall caught biting: which one, under which strategy, for which field, with its numbers.
public struct PitfallNotice: Hashable, Sendable {
    /// The pitfall.
    public var pitfall: Pitfall
    /// The strategy it bit.
    public var strategy: StrategyID
    /// The field being edited, if any.
    public var field: String?
    /// The numbers the explanation fills in.
    public var details: [StrategyAction.Detail]

    /// Creates a notice.
    public init(pitfall: Pitfall, strategy: StrategyID, field: String?, details: [StrategyAction.Detail]) {
        self.pitfall = pitfall
        self.strategy = strategy
        self.field = field
        self.details = details
    }

    /// The notice explained for the why panel, with the focused field's `outcome`.
    public func explanation(outcome: FocusOutcome) -> Explanation {
        pitfall.explanationTemplate(for: strategy).explanation(values: TemplateValues(details), outcome: outcome)
    }
}
