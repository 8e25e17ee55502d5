/// How one strategy action or pitfall is explained, before the live numbers are known: its
/// source, its steps and its "why" sentences, with `{name}` placeholders.
public struct ExplanationTemplate: Hashable, Sendable {
    /// The document and listing the steps walk through.
    public var source: Source
    /// What happened, in a few words.
    public var title: String
    /// The listing's steps in the project's own words.
    public var steps: [ExplanationStep]
    /// Why the focused field can be seen, when it can.
    public var whyVisible: ExplanationStep
    /// Why it cannot, when the keyboard is over some of it.
    public var whyCovered: ExplanationStep

    /// Used when no field is being edited: there is then nothing to keep in view.
    public static let whyNoField = "No field is being edited now, so there is nothing the keyboard could hide."
    /// Used when the field cannot be seen and none of it is under the keyboard: then no sentence
    /// about the keyboard is true, whatever the action was.
    public static let whyOutOfSight = ExplanationStep.choice(
        flag: "windowEmpty",
        whenTrue: "{hiddenPart} {hiddenPart.is} out of sight, but not under the keyboard: the scroll view shows no row at all on screen.",
        whenFalse: .text("{hiddenPart} {hiddenPart.is} out of sight, but not under the keyboard: the field (rows {fieldTop} to "
            + "{fieldBottom}) lies outside the rows the scroll view shows on screen, {windowTop} to {windowBottom}."))

    /// Creates a template.
    public init(source: Source, title: String, steps: [ExplanationStep], whyVisible: ExplanationStep, whyCovered: ExplanationStep) {
        self.source = source
        self.title = title
        self.steps = steps
        self.whyVisible = whyVisible
        self.whyCovered = whyCovered
    }

    /// The explanation with `values` (an action's details or a pitfall's numbers) and the
    /// focused field's `outcome` filled in.
    package func explanation(values: TemplateValues, outcome: FocusOutcome) -> Explanation {
        let all = outcome.values.merging(values)
        let why: String
        if outcome.field == nil {
            why = Self.whyNoField
        } else if outcome.isVisible {
            why = whyVisible.filled(with: all)
        } else {
            why = (outcome.coveredRows == 0 ? Self.whyOutOfSight : whyCovered).filled(with: all)
        }
        return Explanation(source: source, title: all.fill(title), steps: steps.map { $0.filled(with: all) }, why: why)
    }

    /// Every template text it holds, for the tests that look for unfilled placeholders.
    public var allTemplates: [String] {
        [title] + Self.whyOutOfSight.templates + whyVisible.templates + whyCovered.templates + steps.flatMap(\.templates)
    }

    /// The entry every strategy has for being installed (`Set Strategy`, F3): it starts knowing
    /// nothing, so only the next notifications and delegate calls can change the views.
    public static func installed(_ source: Source, listensTo listens: String) -> ExplanationTemplate {
        ExplanationTemplate(source: source, title: "installed", steps: [
            .text("The view controller starts listening to \(listens)."),
            .text("It knows of no field and no keyboard yet: it acts only on what is posted from now on."),
        ], whyVisible: "{field} is in view as the previous strategy left it; nothing has been adjusted for it yet.",
           whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the new strategy has heard nothing yet, so focus the field again to let it act.")
    }

    /// The entry every strategy has for being removed: the simulator puts the views back.
    public static func removed(_ source: Source) -> ExplanationTemplate {
        ExplanationTemplate(source: source, title: "removed", steps: [
            .text("The view controller stops listening."),
            .text("kbsim undoes what it changed: the frames, the content size and the insets go back to the plain layout; the scroll position is kept where it can be."),
        ], whyVisible: "{field} happens to be in view in the plain layout.",
           whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: nothing adjusts the views any more.")
    }
}
