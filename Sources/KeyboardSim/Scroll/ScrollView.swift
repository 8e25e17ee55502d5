/// The UIScrollView model: a frame looking at part of a larger content, with insets.
///
/// Offsets follow UIKit: the visible part of the content starts at `contentOffset`, and the
/// legal offsets run from `-adjustedContentInset.top` to
/// `contentSize.height + alignmentSpareRows + adjustedContentInset.bottom - frame.height`.
///
/// Fields centred or at the bottom (`contentAlignment`) stand in a content view as tall as the
/// safe area, as UIKit apps pin a stack inside one: the rows above the stack (`alignmentOffset`)
/// are content, `contentSize` is the stack's own height, and rects given in the stack's
/// coordinates (the fields' frames) are shown `alignmentOffset` rows lower.
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
    /// Where the fields stand when they are shorter than the safe area (`alignment:` in a form).
    public var contentAlignment = ContentAlignment.top

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
        max(minimumOffsetY, contentSize.height + alignmentSpareRows + adjustedContentInset.bottom - frame.height)
    }

    /// The rows the safe area has beyond the fields' height: the content view's height above and
    /// below a stack that is shorter than it (none when the fields fill it). The safe area is the
    /// frame less the bars and home indicator it reaches under, not less `contentInset`: an inset
    /// does not move a centred stack, a smaller frame (SwiftUI's keyboard safe area) does.
    public var alignmentSpareRows: Int {
        guard contentAlignment != .top else { return 0 }
        let adjusted = adjustedContentInset
        let safeRows = frame.height - (adjusted.top - contentInset.top) - (adjusted.bottom - contentInset.bottom)
        return max(0, safeRows - contentSize.height)
    }

    /// How far the fields stand below the content's top: none for a form (`top`), half the spare
    /// rows centred, all of them at the bottom.
    public var alignmentOffset: Int {
        contentAlignment == .center ? alignmentSpareRows / 2 : alignmentSpareRows
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

    /// The offset scrollRectToVisible would choose for `rect`, in the fields' coordinates.
    public func offsetShowing(_ rect: Rect) -> Int {
        let rect = rect.offsetBy(dx: 0, dy: alignmentOffset)
        let visible = unobscuredBounds
        var y = contentOffset.y
        if rect.height > visible.height || rect.minY < visible.minY {
            y += rect.minY - visible.minY
        } else if rect.maxY > visible.maxY {
            y += rect.maxY - visible.maxY
        }
        return clampedOffsetY(y)
    }

    /// Converts a rect from the fields' coordinates to the root view's (the screen's when the root view is at its origin).
    public func screenRect(fromContent rect: Rect) -> Rect {
        rect.offsetBy(dx: frame.x - contentOffset.x, dy: frame.y - contentOffset.y + alignmentOffset)
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
