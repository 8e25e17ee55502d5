/// Something UIKit does by itself that changes what the app shows with no notification or
/// delegate call for it: the app never hears of it, so only the event log records it.
public enum UIKitAction: Hashable, Sendable {
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

    /// One line for the log: what UIKit did, with its numbers.
    public var summary: String {
        switch self {
        case .scrollsIntoView(let field, let from, let to): "UIKit scrolls \(field) inside the scroll view: offset \(from) → \(to)"
        case .refusesToEndEditing(let field, let message): "UIKit keeps \(field) editing: shouldEndEditing said no (\(message))"
        case .clampsOffset(let from, let to): "UIKit clamps the offset into range: \(from) → \(to)"
        case .resizesTextView(let field, let from, let to): "UIKit resizes \(field): contentSize.height \(from) → \(to)"
        }
    }
}
