/// Something UIKit does by itself that changes what the app shows with no notification or
/// delegate call for it: the app never hears of it, so only the event log records it.
package enum UIKitAction: Hashable, Sendable {
    /// UIKit scrolled the first responder inside the scroll view's bounds less its content inset
    /// (on focus, on rotation, or as a text view grew): the content offset went from one value to
    /// another. It does not look at the keyboard: only an inset keeps the field clear of it.
    case scrollsIntoView(field: String, fromOffset: Int, toOffset: Int)
    /// The field's textFieldShouldEndEditing said no (its `validate` pattern): focus stays.
    case refusesToEndEditing(field: String, message: String)
    /// A new screen size or content size left the offset out of range, and UIKit clamped it.
    case clampsOffset(fromOffset: Int, toOffset: Int)
    /// A text view grew or shrank with its text, and the content's height followed.
    case resizesTextView(field: String, fromHeight: Int, toHeight: Int)
    /// A drag on the content scrolled it with the finger: the content offset went from one value to another.
    case scrollsWithFinger(fromOffset: Int, toOffset: Int)
    /// keyboardDismissMode onDrag: a drag on the content began, and UIKit resigned the first responder.
    case dismissesOnDrag(field: String)
    /// keyboardDismissMode interactive: the finger crossed into the keyboard, which now follows it
    /// down with no notification per step.
    case keyboardFollowsFinger(top: Int)
    /// The finger that held the keyboard lifted: past the threshold the keyboard hides, else it springs back.
    case releasesKeyboard(top: Int, threshold: Int, hides: Bool)

    /// One line for the log: what UIKit did, with its numbers.
    package var summary: String {
        switch self {
        case .scrollsIntoView(let field, let from, let to): "UIKit scrolls \(field) inside the scroll view: offset \(from) → \(to)"
        case .refusesToEndEditing(let field, let message): "UIKit keeps \(field) editing: shouldEndEditing said no (\(message))"
        case .clampsOffset(let from, let to): "UIKit clamps the offset into range: \(from) → \(to)"
        case .resizesTextView(let field, let from, let to): "UIKit resizes \(field): contentSize.height \(from) → \(to)"
        case .scrollsWithFinger(let from, let to): "UIKit scrolls the content with the finger: offset \(from) → \(to)"
        case .dismissesOnDrag(let field): "UIKit resigns \(field): keyboardDismissMode onDrag, a drag began on the content"
        case .keyboardFollowsFinger(let top):
            "interactive dismissal: the keyboard follows the finger from row \(top), posting nothing while it moves"
        case .releasesKeyboard(let top, let threshold, let hides):
            hides ? "interactive dismissal: released at row \(top), past row \(threshold) (half the keyboard): it hides"
                : "interactive dismissal: released at row \(top), above row \(threshold) (half the keyboard): it springs back"
        }
    }
}
