/// `UIScrollView.adjustedContentInset`: the one place it is worked out, so that navigation bars,
/// tab bars and `contentInsetAdjustmentBehavior` join it here.
extension AppViews {
    /// The scroll view's `adjustedContentInset` under `era`: from iOS 11 on, `contentInset` plus
    /// the safe area where the scroll view reaches into it — the `automatic` behaviour of a scroll
    /// view a view controller owns in a navigation controller, which adjusts top and bottom always
    /// and the sides only for a horizontally scrollable view (the form never is). Before iOS 11
    /// there is no safe area: `contentInset` alone (Apple's `adjustedContentInset`; docs/ios-keyboard.md).
    public func adjustedContentInset(era: Era) -> EdgeInsets {
        var adjusted = scrollView.contentInset
        guard era.rawValue >= Era.ios11.rawValue else { return adjusted }
        let frame = scrollView.frame
        let safeTop = safeAreaInsets.top
        adjusted.top += max(0, min(safeTop, frame.maxY) - frame.minY)
        adjusted.bottom += scrollView.rows(below: safeAreaBottomEdge)
        return adjusted
    }

    /// Where the bottom safe area begins in the root view (its height without the home indicator's rows).
    var safeAreaBottomEdge: Int { rootViewFrame.height - safeAreaInsets.bottom }
}
