/// A strategy's explanations, one per action it can log (and `installed`/`removed`): the data the
/// why panel reads. Each strategy keeps its catalogue in a file beside its own.
public protocol StrategyExplanationCatalogue: Sendable {
    /// The strategy explained.
    var strategy: StrategyID { get }
    /// The template for each action name.
    var entries: [StrategyAction.Name: ExplanationTemplate] { get }
    /// What the strategy's source does, as pseudo-code in kbsim's words (the why panel's code view).
    var listing: StrategyListing { get }
    /// The template of each pitfall the strategy can report (default: none): what makes
    /// `Expect pitfall NAME` know the name and the why panel explain it.
    var pitfallEntries: [Pitfall: ExplanationTemplate] { get }
    /// `action` explained with its numbers and the focused field's `outcome`; nil when the
    /// catalogue lacks it (default: its entry's template filled in; a handler outside kbsim,
    /// whose action names are its own, explains every action alike).
    func explain(_ action: StrategyAction, outcome: FocusOutcome) -> Explanation?
}

extension StrategyExplanationCatalogue {
    /// A strategy that declares no pitfall has none to explain.
    public var pitfallEntries: [Pitfall: ExplanationTemplate] { [:] }

    /// `action` explained with its numbers and the focused field's `outcome`; nil when the catalogue lacks it.
    public func explain(_ action: StrategyAction, outcome: FocusOutcome) -> Explanation? {
        entries[action.action]?.explanation(values: TemplateValues(action.details), outcome: outcome)
    }
}
