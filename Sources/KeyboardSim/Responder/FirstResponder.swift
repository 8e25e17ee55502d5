/// The view being edited, as a view controller finds it (`UIResponder.isFirstResponder` on its
/// text inputs): what every message to a strategy carries in `AppViews.firstResponder`.
///
/// It is UIKit's, not the strategy's: kbsim sets it before each message, as the responder stands
/// then. A text field and a text view alike are first responder from the moment they become it,
/// so a text view is already first responder at `keyboardWillShow`, though its
/// `textViewDidBeginEditing` comes after the keyboard's notifications; during a field's
/// `…DidEndEditing` it has resigned, and no field is.
public struct FirstResponder: Hashable, Sendable {
    /// What kind of text input is first responder.
    public enum Kind: String, CaseIterable, Sendable {
        /// A single-line `UITextField`.
        case textField
        /// A multi-line `UITextView`.
        case textView
        /// The text input of the screen's input bar (its `inputAccessoryView`), as chat screens have.
        case inputBar
    }

    /// The field's name in the form.
    public var name: String
    /// Which kind of input it is.
    public var kind: Kind
    /// Its frame in screen (window) coordinates, where the views put it when the message is sent.
    public var frame: Rect
    /// Its frame in the content view's coordinates (what `activeField.frame` reads).
    public var contentFrame: Rect

    /// Creates the first responder's description.
    public init(name: String, kind: Kind, frame: Rect, contentFrame: Rect) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.contentFrame = contentFrame
    }
}
