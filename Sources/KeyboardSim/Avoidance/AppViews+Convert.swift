/// UIKit's `convert(_:from:)` for the app's views, written once: a strategy that reads the
/// keyboard's frame (screen coordinates) or a field's (content coordinates) converts it here.
extension AppViews {
    /// A coordinate space of the app's views.
    public enum Space: Hashable, Sendable {
        /// The screen, which is the window's space (the keyboard's frames are in it).
        case screen
        /// The root view's own space (`self.view`): the scroll view's frame is in it.
        case view
        /// The scroll view's own space, which is its content's: the fields' frames are in it,
        /// and its bounds start at the content offset (a stack centred or at the bottom of a
        /// taller scroll view starts `contentAlignmentOffset` rows lower).
        case scrollView
        /// A chat screen's input bar's own space (`inputBarFrame`'s origin, in the root view): its text view's frame is in it.
        case inputBar
    }

    /// `rect`, given in `space`, in `target`'s coordinates (`target.convert(rect, from: space)`).
    public func convert(_ rect: Rect, from space: Space, to target: Space = .screen) -> Rect {
        let from = origin(of: space)
        let to = origin(of: target)
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Where `space`'s (0, 0) is on screen.
    private func origin(of space: Space) -> Point {
        switch space {
        case .screen: return .zero
        case .view: return rootViewFrame.origin
        case .scrollView:
            let frame = scrollView.frame
            return Point(x: rootViewFrame.x + frame.x - scrollView.contentOffset.x,
                         y: rootViewFrame.y + frame.y - scrollView.contentOffset.y + contentAlignmentOffset)
        case .inputBar:
            let bar = inputBarFrame?.origin ?? .zero
            return Point(x: rootViewFrame.x + bar.x, y: rootViewFrame.y + bar.y)
        }
    }

    /// How far a stack shorter than the scroll view's safe area stands below its top
    /// (`ScrollView.alignmentOffset`): none for a form (`top`), half the spare rows centred, all of them at the bottom.
    public var contentAlignmentOffset: Int { scrollView.alignmentOffset }

    /// Where the fields stand when they are shorter than the scroll view's safe area (`alignment:`),
    /// which the scroll view keeps (`ScrollView.contentAlignment`): its spare rows are content it scrolls over.
    public var contentAlignment: ContentAlignment {
        get { scrollView.contentAlignment }
        set { scrollView.contentAlignment = newValue }
    }
}
