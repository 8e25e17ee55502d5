/// A button pinned to the bottom of the safe area (`footer: {name, label}` in a form), above the
/// tab bar when there is one: what the keyboard covers unless something moves it.
package struct Footer: Hashable, Sendable {
    /// The name tapes use for it (`Expect visible NAME`, `Tap NAME`), unique among the fields'.
    package var name: String
    /// The button's title, drawn centred.
    package var label: String

    /// Creates a footer button.
    package init(name: String, label: String) {
        self.name = name
        self.label = label
    }
}
