/// `UIScrollView.adjustedContentInset`: the one place it is worked out. The bars and the device's
/// insets reach it through the root view's safe area (`ScreenChrome.safeAreaInsets`), and the
/// era and `contentInsetAdjustmentBehavior` through whether the platform gives the scroll view that
/// safe area (`Platform.adjustInsets`).
extension ScrollView {
    /// `contentInset` plus the safe area the frame reaches into, top and bottom (the `automatic`
    /// behaviour of a scroll view a view controller owns under bars, which adjusts top and bottom
    /// always and the sides only for a horizontally scrollable view: the form never is); with no
    /// `safeArea` (before iOS 11, or `never`), `contentInset` alone (Apple's `adjustedContentInset`;
    /// docs/explanation/ios-keyboard.md).
    public var adjustedContentInset: EdgeInsets {
        var adjusted = contentInset
        guard let safeArea else { return adjusted }
        adjusted.top += max(0, min(safeArea.minY, frame.maxY) - frame.minY)
        adjusted.bottom += max(0, frame.maxY - max(safeArea.maxY, frame.minY))
        return adjusted
    }

    /// The rows `adjustedContentInset` adds below `contentInset`: the bottom safe area (the home
    /// indicator's rows, a tab bar) the frame reaches into, which a keyboard handler's own inset
    /// must not count again (Hacking with Swift's `- view.safeAreaInsets.bottom`).
    public var safeAreaBottomAdjustment: Int { adjustedContentInset.bottom - contentInset.bottom }
}

extension AppViews {
    /// The scroll view's `adjustedContentInset`, as kbsim 1.0 asked for it. The scroll view now
    /// carries the safe area the era and `contentInsetAdjustmentBehavior` give it, so `era` is not
    /// needed: this is `scrollView.adjustedContentInset`, kept so that 1.0 callers keep compiling.
    @available(*, deprecated, renamed: "scrollView.adjustedContentInset")
    public func adjustedContentInset(era: Era) -> EdgeInsets { scrollView.adjustedContentInset }
}
