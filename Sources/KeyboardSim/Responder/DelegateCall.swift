/// A UITextFieldDelegate / UITextViewDelegate call the simulator makes to the app, or one of the
/// text view's own notifications, which name the same view.
public struct DelegateCall: Hashable, Sendable {
    /// The delegate methods, and the text view's notifications, kbsim posts.
    public enum Method: String, CaseIterable, Sendable {
        /// Asked before a text field becomes first responder: the answer may refuse it
        /// (`StrategyOutcome.allowsEditing`); nothing else happens then.
        case textFieldShouldBeginEditing
        case textFieldDidBeginEditing, textFieldDidEndEditing, textFieldShouldReturn
        /// Asked before a text view becomes first responder, as `textFieldShouldBeginEditing`.
        case textViewShouldBeginEditing
        case textViewDidBeginEditing, textViewDidEndEditing
        /// The text view's text changed (UIKit posts it on every edit; its height may have changed with it).
        case textViewDidChange
        /// `UITextView.textDidBeginEditingNotification`, posted right after `textViewDidBeginEditing`
        /// to every observer, delegate or not.
        case textViewTextDidBeginEditing
        /// `UITextView.textDidEndEditingNotification`, posted right after `textViewDidEndEditing`.
        case textViewTextDidEndEditing

        /// Whether the call asks the app's permission (`…ShouldBeginEditing`), so its answer counts.
        public var asksToBegin: Bool { self == .textFieldShouldBeginEditing || self == .textViewShouldBeginEditing }
        /// Whether it is the delegate's call that editing began (`…DidBeginEditing`).
        public var beginsEditing: Bool { self == .textFieldDidBeginEditing || self == .textViewDidBeginEditing }
        /// Whether it is the delegate's call that editing ended (`…DidEndEditing`).
        public var endsEditing: Bool { self == .textFieldDidEndEditing || self == .textViewDidEndEditing }
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
