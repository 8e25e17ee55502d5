/// A UITextFieldDelegate / UITextViewDelegate call the simulator makes to the app.
public struct DelegateCall: Hashable, Sendable {
    /// The delegate methods kbsim posts.
    public enum Method: String, CaseIterable, Sendable {
        case textFieldDidBeginEditing, textFieldDidEndEditing, textFieldShouldReturn
        case textViewDidBeginEditing, textViewDidEndEditing
        /// The text view's text changed (UIKit posts it on every edit; its height may have changed with it).
        case textViewDidChange
    }

    /// Which delegate method is called.
    public var method: Method
    /// The field's name.
    public var field: String
    /// The field's frame in content coordinates (what `activeField.frame` reads).
    public var rect: Rect

    /// Creates a delegate call.
    public init(method: Method, field: String, rect: Rect) {
        self.method = method
        self.field = field
        self.rect = rect
    }
}
