/// The UIScrollView model: a frame looking at part of a larger content, with insets.
///
/// Offsets follow UIKit: the visible part of the content starts at `contentOffset`, and the
/// legal offsets run from `-adjustedContentInset.top` to
/// `contentSize.height + adjustedContentInset.bottom - frame.height`.
public struct ScrollView: Hashable, Sendable {
    /// In the root view's coordinates (`AppViews.rootViewFrame` places the root view on the screen).
    public var frame: Rect
    /// UIScrollView.contentSize: the size of the content it scrolls over.
    public var contentSize: Size
    /// UIScrollView.contentOffset: the content point at the frame's top-left corner.
    public var contentOffset: Point
    /// UIScrollView.contentInset: extra scrollable room around the content, in rows and columns.
    public var contentInset: EdgeInsets
    /// UIScrollView.scrollIndicatorInsets: where the scroll indicator stops short of the edges.
    public var scrollIndicatorInsets: EdgeInsets
    /// The root view's safe area in the frame's coordinates, which `adjustedContentInset` keeps
    /// the content clear of; nil when it adds nothing (before iOS 11, or behaviour `never`).
    public var safeArea: Rect?

    /// Creates a scroll view at offset zero with no insets.
    public init(frame: Rect, contentSize: Size) {
        self.frame = frame
        self.contentSize = contentSize
        self.contentOffset = .zero
        self.contentInset = .zero
        self.scrollIndicatorInsets = .zero
    }

    /// The part of the content inside the frame (UIScrollView.bounds), in content coordinates.
    public var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// The part of the content not under an inset: what scrolling tries to bring a rect into.
    public var unobscuredBounds: Rect {
        let insets = adjustedContentInset
        return Rect(x: contentOffset.x, y: contentOffset.y + insets.top, width: frame.width,
                    height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// The smallest legal vertical offset.
    public var minimumOffsetY: Int { -adjustedContentInset.top }

    /// The largest legal vertical offset (never below the smallest).
    public var maximumOffsetY: Int {
        max(minimumOffsetY, contentSize.height + adjustedContentInset.bottom - frame.height)
    }

    /// `y` clamped to the legal offsets.
    public func clampedOffsetY(_ y: Int) -> Int {
        min(max(y, minimumOffsetY), maximumOffsetY)
    }

    /// setContentOffset: sets the offset as given, unclamped, as UIKit does.
    public mutating func setContentOffset(_ offset: Point) {
        contentOffset = offset
    }

    /// Scrolls by `rows` (a drag or PageUp/PageDown), staying within the legal offsets.
    public mutating func scroll(by rows: Int) {
        contentOffset.y = clampedOffsetY(contentOffset.y + rows)
    }

    /// Brings the offset back within the legal range (after the content or the insets shrank).
    public mutating func clampOffset() {
        contentOffset.y = clampedOffsetY(contentOffset.y)
    }

    /// scrollRectToVisible: the least scroll that shows `rect` (content coordinates) in the
    /// unobscured bounds; a rect taller than that area shows its top. Returns whether it moved.
    @discardableResult
    public mutating func scrollRectToVisible(_ rect: Rect) -> Bool {
        let target = offsetShowing(rect)
        guard target != contentOffset.y else { return false }
        contentOffset.y = target
        return true
    }

    /// The offset scrollRectToVisible would choose for `rect`.
    public func offsetShowing(_ rect: Rect) -> Int {
        let visible = unobscuredBounds
        var y = contentOffset.y
        if rect.height > visible.height || rect.minY < visible.minY {
            y += rect.minY - visible.minY
        } else if rect.maxY > visible.maxY {
            y += rect.maxY - visible.maxY
        }
        return clampedOffsetY(y)
    }

    /// Converts a rect from content coordinates to screen coordinates.
    public func screenRect(fromContent rect: Rect) -> Rect {
        rect.offsetBy(dx: frame.x - contentOffset.x, dy: frame.y - contentOffset.y)
    }
}

extension ScrollView {
    /// UIScrollView.verticalScrollIndicatorInsets (iOS 11.1 on), UIKit's name for the vertical
    /// part of `scrollIndicatorInsets`: reading it gives those insets, setting it sets them.
    public var verticalScrollIndicatorInsets: EdgeInsets {
        get { scrollIndicatorInsets }
        set { scrollIndicatorInsets = newValue }
    }

    /// UIScrollView.scrollRectToVisible(_:animated:): the same scroll as `scrollRectToVisible(_:)`.
    /// `animated` is accepted so a handler ports unchanged; the scroll moves on screen with the
    /// animation the strategy's outcome asks for (`StrategyOutcome.animationDuration`), as UIKit's
    /// does inside an animation block.
    @discardableResult
    public mutating func scrollRectToVisible(_ rect: Rect, animated: Bool) -> Bool {
        scrollRectToVisible(rect)
    }
}
