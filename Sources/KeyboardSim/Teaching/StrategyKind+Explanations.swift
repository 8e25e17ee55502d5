/// Each strategy's explanation catalogue; the switch makes a new strategy add one.
extension StrategyKind {
    /// The catalogue explaining this strategy's actions.
    public var explanations: any StrategyExplanationCatalogue {
        switch self {
        case .none: NoStrategyExplanations()
        case .resize: ResizeExplanations()
        case .inset: InsetExplanations()
        case .extend: ExtendExplanations()
        case .slide: SlideExplanations()
        case .auto: AutoExplanations()
        }
    }
}

extension StrategyAction {
    /// This action explained for the why panel, with the focused field's `outcome`; nil only if
    /// its strategy's catalogue lacks it (a test makes sure none does).
    public func explanation(outcome: FocusOutcome) -> Explanation? {
        strategy.explanations.explain(self, outcome: outcome)
    }
}
