/// One step of a listing, or one "why" sentence, in the project's own words, as a template with
/// `{name}` placeholders; a choice reads one way or another after a flag of the live numbers,
/// so that a sentence says only what the numbers of its case bear out.
public indirect enum ExplanationStep: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A step that always reads the same (but for its numbers).
    case text(String)
    /// A step that reads as `whenTrue` when the flag `flag` is true, as `whenFalse` when it is not.
    case choice(flag: String, whenTrue: ExplanationStep, whenFalse: ExplanationStep)

    /// A step that always reads `value`.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The step with `values` filled in; a choice whose flag is missing reads as false.
    public func filled(with values: TemplateValues) -> String {
        switch self {
        case .text(let template): values.fill(template)
        case .choice(let flag, let whenTrue, let whenFalse): (values.flags[flag] == true ? whenTrue : whenFalse).filled(with: values)
        }
    }

    /// Every template the step may read as.
    public var templates: [String] {
        switch self {
        case .text(let template): [template]
        case .choice(_, let whenTrue, let whenFalse): whenTrue.templates + whenFalse.templates
        }
    }
}

extension ExplanationStep {
    /// Why the focused field is covered, when the keyboard over it is all there is to say.
    package static let underKeyboard: ExplanationStep = "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}."
    /// Why the focused field can be seen, when a strategy put its last row above the keyboard.
    package static let lastRowAboveKeyboard: ExplanationStep = "{field} can be seen: its last row, {fieldBottom}, is above the keyboard's top at row {keyboardTop}."
    /// Why the focused field can be seen after a strategy took its bottom inset away.
    package static let seenWithoutInset: ExplanationStep = "{field} can still be seen; without the inset the content can no longer be scrolled above where the keyboard was."
}
