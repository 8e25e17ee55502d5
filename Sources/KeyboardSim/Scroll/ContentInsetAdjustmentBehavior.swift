/// UIScrollView.contentInsetAdjustmentBehavior (iOS 11 on): whether `adjustedContentInset` adds the
/// safe area the scroll view reaches into to its `contentInset`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    /// UIKit's default: a scroll view a view controller owns under bars adjusts top and bottom.
    case automatic
    /// `adjustedContentInset == contentInset`: the content may lie under the bars and the home indicator.
    case never
}
