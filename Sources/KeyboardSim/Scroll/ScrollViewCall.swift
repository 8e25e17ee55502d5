/// A UIScrollViewDelegate call the simulator makes to the app as the user scrolls the content:
/// a finger's drag (`Drag`, the mouse), the wheel, PageUp and PageDown.
public struct ScrollViewCall: Hashable, Sendable {
    /// The delegate methods kbsim calls.
    public enum Method: String, CaseIterable, Sendable {
        /// A finger starts to move the content: at its first move, before `onDrag` dismisses the keyboard.
        case scrollViewWillBeginDragging
        /// The content moved under the user's hand: at most once an instant (a drawn frame), the
        /// last offset of the instant always heard. The app's own scrolls call nothing.
        case scrollViewDidScroll
        /// The finger lifted (`scrollViewDidEndDragging(_:willDecelerate:)`): kbsim's content
        /// never coasts, so `willDecelerate` is always false.
        case scrollViewDidEndDragging
    }

    /// Which delegate method is called.
    public var method: Method
    /// The scroll view's `contentOffset` as the method finds it.
    public var contentOffset: Point

    /// Creates a scroll view delegate call.
    public init(method: Method, contentOffset: Point) {
        self.method = method
        self.contentOffset = contentOffset
    }
}
