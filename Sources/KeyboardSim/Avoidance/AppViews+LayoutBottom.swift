/// The bottom of a layout tied to the keyboard (the keyboard layout guide's top, the edge of
/// SwiftUI's keyboard safe area): the footer (or a chat's input bar) stands on it and the scroll
/// view ends at its top, or on it when there is neither.
extension AppViews {
    /// Puts the layout's bottom on row `y` of the root view: the footer's or the input bar's bottom
    /// there (its height kept), the scroll view's bottom at its top or at `y` (its top kept).
    public mutating func pinLayoutBottom(to y: Int) {
        var bottom = y
        if var footer = footerFrame {
            footer.origin.y = y - footer.height
            footerFrame = footer
            bottom = footer.minY
        }
        if var bar = inputBarFrame {
            bar.origin.y = y - bar.height
            inputBarFrame = bar
            bottom = bar.minY
        }
        scrollView.frame.size.height = max(0, bottom - scrollView.frame.minY)
        scrollView.clampOffset()
    }

    /// The keyboard's top in the root view's rows when `frameEnd` (screen coordinates) is on
    /// screen, nil when it lies below the view (hidden).
    public func keyboardTop(_ frameEnd: Rect) -> Int? {
        let top = frameEnd.minY - rootViewFrame.y
        return top < rootViewFrame.height ? top : nil
    }

    /// The safe area's bottom in the root view's rows (above the home indicator and a tab bar).
    public var safeAreaBottom: Int { rootViewFrame.height - safeAreaInsets.bottom }
}
