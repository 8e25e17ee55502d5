/// What the app sets on `view.keyboardLayoutGuide` (`keyboardLayoutGuide:` in a form): the two
/// iOS 17 properties that change what a phone shows. `followsUndockedKeyboard` is absent: an
/// iPhone's keyboard is always docked, so it changes nothing there (docs/explanation/strategies.md).
public struct KeyboardLayoutGuide: Hashable, Sendable {
    /// `usesBottomSafeArea` (iOS 17, default true): with no keyboard the guide's top is the safe
    /// area's bottom; false puts it on the view's bottom (below the home indicator).
    public var usesBottomSafeArea: Bool
    /// `keyboardDismissPadding` (iOS 17, default 0), in points: how far above the keyboard an
    /// interactive dismissal already takes hold of it (e.g. the height of a bar sitting on it).
    public var keyboardDismissPadding: Int

    /// The guide as UIKit makes it: the safe area used, no padding.
    public init(usesBottomSafeArea: Bool = true, keyboardDismissPadding: Int = 0) {
        self.usesBottomSafeArea = usesBottomSafeArea
        self.keyboardDismissPadding = keyboardDismissPadding
    }
}
