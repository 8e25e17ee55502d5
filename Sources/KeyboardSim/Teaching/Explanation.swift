/// What the why panel shows for one strategy action or pitfall: where it comes from, the steps
/// with the live numbers in them, and why the field ended where it did.
public struct Explanation: Hashable, Sendable {
    /// The document and listing.
    public var source: Source
    /// A title: the action or pitfall being explained.
    public var title: String
    /// The listing's steps, filled in.
    public var steps: [String]
    /// One or two sentences on why the focused field is visible or covered now.
    public var why: String

    /// Creates an explanation.
    public init(source: Source, title: String, steps: [String], why: String) {
        self.source = source
        self.title = title
        self.steps = steps
        self.why = why
    }

    /// Every line of it, source first, as a plain-text panel or a test reads it.
    public var lines: [String] {
        ["\(title) — \(source)"] + steps.enumerated().map { "\($0.offset + 1). \($0.element)" } + [why]
    }
}
