/// A change of first responder a strategy asks UIKit for, done once its message has been heard:
/// the answers an Eureka-style "end editing when the table is dragged" ports with.
public enum ResponderRequest: Hashable, Sendable {
    /// `view.endEditing(true)`: the first responder resigns (its `…ShouldEndEditing` still counts:
    /// a field that refuses to end editing stays), and the keyboard goes down.
    case endEditing
    /// `field.becomeFirstResponder()`: the field named so is edited, as a tap on it would (its
    /// delegate is asked first). A name the form lacks fails the strategy.
    case becomeFirstResponder(String)
}
