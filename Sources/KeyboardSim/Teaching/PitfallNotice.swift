/// A pitfall caught biting: which one, under which strategy, for which field, with its numbers,
/// and how the strategy's catalogue explains it.
public struct PitfallNotice: Hashable, Sendable {
    /// The pitfall.
    public var pitfall: Pitfall
    /// The strategy it bit.
    public var strategy: StrategyID
    /// The field being edited, if any.
    public var field: String?
    /// The numbers the explanation fills in.
    public var details: [StrategyAction.Detail]
    /// How the strategy explains the pitfall, taken from its catalogue when the pitfall bit, so
    /// that the log and the why panel explain it without looking the strategy up again.
    public var template: ExplanationTemplate

    /// A notice explained by `template`.
    public init(pitfall: Pitfall, strategy: StrategyID, field: String?, details: [StrategyAction.Detail],
                template: ExplanationTemplate) {
        self.pitfall = pitfall
        self.strategy = strategy
        self.field = field
        self.details = details
        self.template = template
    }

    /// A notice explained as `strategies` explain the pitfall under `strategy` (kbsim's own by default).
    public init(pitfall: Pitfall, strategy: StrategyID, field: String?, details: [StrategyAction.Detail],
                in strategies: StrategyCatalogue = .builtIns) {
        self.init(pitfall: pitfall, strategy: strategy, field: field, details: details,
                  template: strategies.explanations(of: strategy).pitfallEntries[pitfall] ?? Self.unexplained(pitfall))
    }

    /// The notice explained for the why panel, with the focused field's `outcome`.
    public func explanation(outcome: FocusOutcome) -> Explanation {
        template.explanation(values: TemplateValues(details), outcome: outcome)
    }

    /// What is said of a pitfall its strategy's catalogue does not explain: its name, and no steps.
    static func unexplained(_ pitfall: Pitfall) -> ExplanationTemplate {
        ExplanationTemplate(source: Source(document: "kbsim", edition: "", listing: "an unexplained pitfall"),
                            title: "pitfall: \(pitfall.rawValue)", steps: [],
                            whyVisible: "{field} can be seen.", whyCovered: "{coveredPart} {coveredPart.is} under the keyboard.")
    }
}
