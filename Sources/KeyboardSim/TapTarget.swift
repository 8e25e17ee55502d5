/// What a tap on the simulated screen lands on.
package enum TapTarget: Hashable, Sendable {
    /// The input of the named field.
    case field(String)
    /// The on-screen key with this name.
    case key(String)
    /// The footer button with this name: its action ends editing (`view.endEditing(true)`).
    case footer(String)
    /// The keyboard between its keys: nothing happens.
    case keyboardGap
    /// Anything else: the tap resigns the first responder.
    case background
}
