/// UIScrollView.keyboardDismissMode: what a drag on the form's content does to the keyboard.
package enum KeyboardDismissMode: String, CaseIterable, Hashable, Sendable {
    /// The keyboard stays; the drag only scrolls (UIKit's default).
    case none
    /// The keyboard hides as the drag begins, as resignFirstResponder hides it.
    case onDrag
    /// Once the finger crosses into the keyboard, the keyboard follows it down; released past
    /// half its height it hides, otherwise it springs back.
    case interactive
}
