/// What an input came to when the simulator applied it: a tap at a point is the field, the key
/// or the background it landed on, so that a recorder can write it by name.
package struct ResolvedInput: Hashable, Sendable {
    /// The input as applied, with a tap at a point replaced by its target (`tapField`, `tapKey`,
    /// `tapBackground`); nil for a tap between keys, which does nothing.
    package var event: InputEvent?
    /// Whether the first responder hid its text (secure entry) when the input arrived: what was
    /// typed or tapped there must not be written down.
    package var intoSecureField: Bool
    /// How many times `event` happened: a click into the focused field's text comes to as many
    /// Left or Right presses as it moved the caret.
    package var repeatCount: Int

    /// Creates a resolved input.
    package init(event: InputEvent?, intoSecureField: Bool, repeatCount: Int = 1) {
        self.event = event
        self.intoSecureField = intoSecureField
        self.repeatCount = repeatCount
    }
}
