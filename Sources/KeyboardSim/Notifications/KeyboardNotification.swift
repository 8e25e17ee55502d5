/// A keyboard notification as NSNotificationCenter delivers it: a name and its userInfo.
public struct KeyboardNotification: Hashable, Sendable {
    /// The six UIKeyboard…Notification names, without the `UI` prefix and the suffix.
    public enum Name: String, CaseIterable, Sendable {
        case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
        case keyboardWillChangeFrame, keyboardDidChangeFrame
    }

    public var name: Name
    public var userInfo: KeyboardUserInfo

    /// Creates a notification.
    public init(name: Name, userInfo: KeyboardUserInfo) {
        self.name = name
        self.userInfo = userInfo
    }
}

/// The userInfo dictionary of a keyboard notification (frames in screen coordinates).
public struct KeyboardUserInfo: Hashable, Sendable {
    /// UIKeyboardFrameBeginUserInfoKey: the keyboard's frame before the animation.
    public var frameBegin: Rect
    /// UIKeyboardFrameEndUserInfoKey: the keyboard's frame after the animation.
    public var frameEnd: Rect
    /// UIKeyboardAnimationDurationUserInfoKey, in seconds (0 when not animated).
    public var duration: Double
    /// UIKeyboardAnimationCurveUserInfoKey: 7 since iOS 7.
    public var curve: Int
    /// UIKeyboardIsLocalUserInfoKey: the keyboard belongs to this app.
    public var isLocal: Bool

    /// Creates a userInfo.
    public init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int = 7, isLocal: Bool = true) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }
}
