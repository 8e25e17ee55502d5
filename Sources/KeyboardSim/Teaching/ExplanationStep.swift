/// One step of a listing, in the project's own words, as a template with `{name}` placeholders.
public enum ExplanationStep: Hashable, Sendable {
    /// A step that always reads the same (but for its numbers).
    case text(String)
    /// A step that reads one way when the flag `flag` (a boolean detail) is true, another when false.
    case choice(flag: String, whenTrue: String, whenFalse: String)

    /// The step with `values` filled in; a choice whose flag is missing reads as false.
    public func filled(with values: TemplateValues) -> String {
        switch self {
        case .text(let template): values.fill(template)
        case .choice(let flag, let whenTrue, let whenFalse): values.fill(values.flags[flag] == true ? whenTrue : whenFalse)
        }
    }

    /// Every template the step may read as.
    public var templates: [String] {
        switch self {
        case .text(let template): [template]
        case .choice(_, let whenTrue, let whenFalse): [whenTrue, whenFalse]
        }
    }
}
