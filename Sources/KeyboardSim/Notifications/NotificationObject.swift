/// What a keyboard notification's `object` is: nil before iOS 16.1; from 16.1 on, the screen
/// the keyboard appears on (Apple's documentation of keyboardWillShowNotification).
public enum NotificationObject: String, Hashable, Sendable {
    /// The UIScreen the keyboard is on.
    case screen
}
