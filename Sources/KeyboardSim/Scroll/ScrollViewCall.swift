/// A call the simulator makes to the app as the user scrolls the content — a finger's drag
/// (`Drag`, the mouse), the wheel, PageUp and PageDown: the scroll view's delegate methods, and
/// the action of its pan gesture recognizer.
public struct ScrollViewCall: Hashable, Sendable {
    /// The methods kbsim calls.
    public enum Method: String, CaseIterable, Sendable {
        /// A finger starts to move the content: at its first move, before `onDrag` dismisses the keyboard.
        case scrollViewWillBeginDragging
        /// The content moved under the user's hand: at most once an instant (a drawn frame), the
        /// last offset of the instant always heard. The app's own scrolls call nothing.
        case scrollViewDidScroll
        /// The finger lifted (`scrollViewDidEndDragging(_:willDecelerate:)`): kbsim's content
        /// never coasts, so `willDecelerate` is always false.
        case scrollViewDidEndDragging
        /// The scroll view's `panGestureRecognizer` changed (state `.changed`): the action of a
        /// target the app adds to it, as a chat's keyboard manager does to move its bar with the
        /// finger. At every move of a finger dragging the content, keyboard or none, once an
        /// instant, after that instant's `scrollViewDidScroll`; with the finger's location.
        case scrollViewPanChanged
    }

    /// Which method is called.
    public var method: Method
    /// The scroll view's `contentOffset` as the method finds it.
    public var contentOffset: Point
    /// `scrollViewPanChanged` only: where the finger is, in screen coordinates
    /// (`panGestureRecognizer.location(in: nil)`).
    public var location: Point?
    /// `scrollViewPanChanged` only: the keyboard's frame as it is now (screen coordinates; where
    /// it is headed while it slides), nil with none on screen. During an interactive dismissal
    /// UIKit posts no notification, so this is how an app learns where the finger has taken it:
    /// the keyboard layout guide follows it, and observing the keyboard's view (KVO) reads it.
    public var keyboardFrame: Rect?

    /// Creates a call.
    public init(method: Method, contentOffset: Point, location: Point? = nil, keyboardFrame: Rect? = nil) {
        self.method = method
        self.contentOffset = contentOffset
        self.location = location
        self.keyboardFrame = keyboardFrame
    }
}
