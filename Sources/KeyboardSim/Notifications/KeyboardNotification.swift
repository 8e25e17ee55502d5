/// A keyboard notification as NSNotificationCenter delivers it: a name and its userInfo.
public struct KeyboardNotification: Hashable, Sendable {
    /// The six UIKeyboard…Notification names, without the `UI` prefix and the suffix.
    public enum Name: String, CaseIterable, Sendable {
        case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
        case keyboardWillChangeFrame, keyboardDidChangeFrame
    }

    /// Which of the six notifications it is.
    public var name: Name
    /// What it carries: the keyboard's frames, the animation's duration and curve.
    public var userInfo: KeyboardUserInfo
    /// The notification's object: nil, or the screen from iOS 16.1 on (eras 15 and later).
    public var object: NotificationObject?

    /// Creates a notification.
    public init(name: Name, userInfo: KeyboardUserInfo, object: NotificationObject? = nil) {
        self.name = name
        self.userInfo = userInfo
        self.object = object
    }
}

/// The userInfo dictionary of a keyboard notification (frames in screen coordinates).
///
/// Every era carries the legacy keys (bounds, centerBegin, centerEnd); the frame keys exist
/// from iPhone OS 3.2 on, so an era-3 notification has none and `frameBegin` reads nil — as
/// `objectForKey:` would, leaving a listing that reads it with a zero rect.
public struct KeyboardUserInfo: Hashable, Sendable {
    /// Where the keyboard starts, whether or not the era has a key for it.
    public var beginFrame: Rect
    /// Where the keyboard ends, whether or not the era has a key for it.
    public var endFrame: Rect
    /// Whether the notification carries UIKeyboardFrameBegin/EndUserInfoKey.
    public var hasFrameKeys: Bool
    /// UIKeyboardAnimationDurationUserInfoKey, in seconds (0 when not animated).
    public var duration: Double
    /// UIKeyboardAnimationCurveUserInfoKey: 7 since iOS 7.
    public var curve: Int
    /// UIKeyboardIsLocalUserInfoKey: the keyboard belongs to this app.
    public var isLocal: Bool

    /// Creates a userInfo.
    public init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int = 7, isLocal: Bool = true,
                hasFrameKeys: Bool = true) {
        beginFrame = frameBegin
        endFrame = frameEnd
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
        self.hasFrameKeys = hasFrameKeys
    }

    /// UIKeyboardFrameBeginUserInfoKey: the keyboard's frame before the animation (nil in era 3).
    public var frameBegin: Rect? { hasFrameKeys ? beginFrame : nil }
    /// UIKeyboardFrameEndUserInfoKey: the keyboard's frame after the animation (nil in era 3).
    public var frameEnd: Rect? { hasFrameKeys ? endFrame : nil }
    /// UIKeyboardBoundsUserInfoKey (legacy): the size only; the origin is always 0,0.
    public var bounds: Rect { Rect(origin: .zero, size: endFrame.size) }
    /// UIKeyboardCenterBeginUserInfoKey (legacy): the centre before the animation.
    public var centerBegin: CenterPoint { CenterPoint(of: beginFrame) }
    /// UIKeyboardCenterEndUserInfoKey (legacy): the centre after the animation.
    public var centerEnd: CenterPoint { CenterPoint(of: endFrame) }
}

/// A centre point, which may fall between two cells.
public struct CenterPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The centre of `rect`.
    public init(of rect: Rect) {
        x = Double(rect.x) + Double(rect.width) / 2
        y = Double(rect.y) + Double(rect.height) / 2
    }

    public var description: String {
        func format(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
        return "(\(format(x)),\(format(y)))"
    }
}
