/// UIKit's names for what a keyboard notification carries, so that a handler ported from an app
/// reads as it did there: `notification.name == UIResponder.keyboardWillHideNotification`,
/// `notification.userInfo[UIResponder.keyboardFrameEndUserInfoKey]`. The keys are typed, so where
/// UIKit gives `Any` to cast (`as? NSValue`, `.cgRectValue`) kbsim gives the value itself.
public enum UIResponder {
    /// UIResponder.keyboardWillShowNotification.
    public static let keyboardWillShowNotification = KeyboardNotification.Name.keyboardWillShow
    /// UIResponder.keyboardDidShowNotification.
    public static let keyboardDidShowNotification = KeyboardNotification.Name.keyboardDidShow
    /// UIResponder.keyboardWillHideNotification.
    public static let keyboardWillHideNotification = KeyboardNotification.Name.keyboardWillHide
    /// UIResponder.keyboardDidHideNotification.
    public static let keyboardDidHideNotification = KeyboardNotification.Name.keyboardDidHide
    /// UIResponder.keyboardWillChangeFrameNotification (iOS 5 and later: eras 7 and 11).
    public static let keyboardWillChangeFrameNotification = KeyboardNotification.Name.keyboardWillChangeFrame
    /// UIResponder.keyboardDidChangeFrameNotification (iOS 5 and later: eras 7 and 11).
    public static let keyboardDidChangeFrameNotification = KeyboardNotification.Name.keyboardDidChangeFrame

    /// UIResponder.keyboardFrameBeginUserInfoKey: the frame before the animation, screen coordinates; nil in era 3.
    public static let keyboardFrameBeginUserInfoKey = KeyboardUserInfo.Key { $0.frameBegin }
    /// UIResponder.keyboardFrameEndUserInfoKey: the frame after the animation, screen coordinates; nil in era 3.
    public static let keyboardFrameEndUserInfoKey = KeyboardUserInfo.Key { $0.frameEnd }
    /// UIResponder.keyboardAnimationDurationUserInfoKey: seconds (0 when not animated).
    public static let keyboardAnimationDurationUserInfoKey = KeyboardUserInfo.Key { $0.duration }
    /// UIResponder.keyboardAnimationCurveUserInfoKey: the curve's number, 7 (the keyboard's) since iOS 7.
    public static let keyboardAnimationCurveUserInfoKey = KeyboardUserInfo.Key { AnimationCurve(rawValue: $0.curve) }
    /// UIResponder.keyboardIsLocalUserInfoKey: whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = KeyboardUserInfo.Key { $0.isLocal }
}

extension KeyboardUserInfo {
    /// A key of the userInfo by UIKit's name (`UIResponder.keyboardFrameEndUserInfoKey`), typed by what it holds.
    public struct Key<Value>: Sendable {
        /// Reads the key's value from a userInfo.
        let read: @Sendable (KeyboardUserInfo) -> Value

        /// A key whose value `read` takes from the userInfo.
        init(_ read: @escaping @Sendable (KeyboardUserInfo) -> Value) {
            self.read = read
        }
    }

    /// The value of `key`, as `userInfo[UIResponder.keyboardFrameEndUserInfoKey]` reads it in an app.
    public subscript<Value>(key: Key<Value>) -> Value { key.read(self) }
}
