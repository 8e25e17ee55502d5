/// A key the keyboard refused to act on, and why: what a transcript reports and the screen flashes.
package struct RefusedKey: Hashable, Sendable {
    /// The key as a tape names it: the character typed, `space`, `return`, a `Tap key` label.
    package var key: String
    /// Why it did nothing: "not on this keyboard", "maxLength 8 reached".
    package var reason: String
    /// What the keyboard flashes: "a is not on this keyboard".
    package var message: String

    /// A key the keyboard on screen does not have: its flash names it.
    static func notOnKeyboard(_ key: String) -> RefusedKey {
        RefusedKey(key: key, reason: "not on this keyboard", message: "\(key) is not on this keyboard")
    }

    /// `key` (a typed text, a paste) that a field full at `maxLength` did not take.
    static func maxLengthReached(_ key: String, _ maxLength: Int?) -> RefusedKey {
        flashingReason(key, "maxLength \(maxLength ?? 0) reached")
    }

    /// A refusal whose flash is its reason alone, which says enough ("maxLength 8 reached").
    static func flashingReason(_ key: String, _ reason: String) -> RefusedKey {
        RefusedKey(key: key, reason: reason, message: reason)
    }
}
