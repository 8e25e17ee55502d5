/// What the marks on kbsim's screen mean: the help overlay's second half.
package enum ScreenLegend {
    /// Each mark, as it looks, and what it means.
    package static let entries: [(mark: String, meaning: String)] = [
        ("▶", "left of a field: the field being edited, the first responder (its box turns white)"),
        ("[ text ]", "a field; grey text inside is its placeholder"),
        ("cursor", "the caret of the field being edited; hidden while the keyboard covers it, so typing goes on blind"),
        ("┃", "at the scroll view's right edge: the scroll indicator, inside the scroll indicator insets"),
        ("dim Return", "the Return key is off until the field has text (enablesReturnKeyAutomatically)"),
        ("✗ on the keyboard", "a key the keyboard refused (a letter on a number pad, beyond maxLength): the refusal flash"),
        ("✗ after a label", "validation refused to end editing: the field keeps the keyboard until fixed"),
        ("underlined text", "marked text of an input method, not yet committed (Japanese)"),
        ("word ✕", "under a word: the autocorrection offered; ending the word (a space, punctuation, Return) accepts it"),
        ("••••", "secure text; the last character typed shows for a moment"),
        ("⇧ ⬆ ⇪", "Shift off, on for one letter, caps lock (double Shift)"),
        ("⌫  🌐", "delete; the globe, next input method"),
        ("lit key", "the key that typed the last character, for a moment"),
        ("verdict colours", "green: the field can be seen; amber: partly covered; red: covered or off screen"),
        ("‖ ▶ █░", "on the last row while paused or slowed: the virtual time and the running animation's progress"),
        ("↓ N more rows", "the why panel's last row: it has more to show; Shift-PgDn (or the wheel over it) scrolls, Shift-PgUp goes back"),
        ("▶ in the code", "the why panel's code view (F11): the line of the strategy's code that just ran, its live numbers after `//`"),
    ]
}
