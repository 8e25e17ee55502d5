/// A finger dragging on the simulated screen, from the moment it goes down until it lifts.
package struct DragGesture: Hashable, Sendable {
    /// Where the finger is now, in simulated-screen cells.
    package var finger: Point
    /// Whether the finger went down on the scroll view's content: only then does the drag scroll
    /// it (and, by the keyboardDismissMode, dismiss the keyboard).
    package let onContent: Bool
    /// The content offset when the finger went down (the log says how far the drag scrolled).
    package let startOffset: Int
    /// Whether the finger has moved since it went down: a pan begins with its first move.
    package var hasMoved = false
    /// scrollViewDidScroll, heard once an instant while the content moves.
    package var didScroll = InstantThrottle()
    /// scrollViewPanChanged, heard once an instant while the finger moves.
    package var panChanged = InstantThrottle()
    /// Whether the finger holds the keyboard (interactive dismissal, once it crossed into it).
    package var holdsKeyboard = false

    /// A finger just down at `start`.
    package init(start: Point, onContent: Bool, startOffset: Int) {
        finger = start
        self.onContent = onContent
        self.startOffset = startOffset
    }
}
