extension AppViews {
    /// The largest a view value may be, either way, in cells: a million, far past any screen, and
    /// far enough from Int's ends that adding two frames never overflows.
    package static let largestValue = 1_000_000

    /// The first of the views' numbers beyond `largestValue` either way, as `path = value`; nil
    /// when all are in range. A strategy that sets one (`Int.max`) fails, rather than trapping
    /// the simulator on the arithmetic that follows. Asked after every message a strategy hears:
    /// a value's path is spelt only for the one out of range.
    public var valueOutOfRange: String? {
        var found: String?
        func check(_ path: @autoclosure () -> String, _ value: Int) {
            if found == nil, value.magnitude > UInt(Self.largestValue) { found = "views.\(path()) = \(value)" }
        }
        func rect(_ path: String, _ rect: Rect?) {
            guard let rect else { return }
            check(path + ".x", rect.x)
            check(path + ".y", rect.y)
            check(path + ".width", rect.width)
            check(path + ".height", rect.height)
        }
        func insets(_ path: String, _ insets: EdgeInsets) {
            check(path + ".top", insets.top)
            check(path + ".left", insets.left)
            check(path + ".bottom", insets.bottom)
            check(path + ".right", insets.right)
        }
        rect("rootViewFrame", rootViewFrame)
        rect("scrollView.frame", scrollView.frame)
        check("scrollView.contentSize.width", scrollView.contentSize.width)
        check("scrollView.contentSize.height", scrollView.contentSize.height)
        check("scrollView.contentOffset.x", scrollView.contentOffset.x)
        check("scrollView.contentOffset.y", scrollView.contentOffset.y)
        insets("scrollView.contentInset", scrollView.contentInset)
        insets("scrollView.scrollIndicatorInsets", scrollView.scrollIndicatorInsets)
        rect("scrollView.safeArea", scrollView.safeArea)
        rect("contentViewFrame", contentViewFrame)
        insets("safeAreaInsets", safeAreaInsets)
        rect("textViewCaret", textViewCaret)
        rect("footerFrame", footerFrame)
        rect("inputBarFrame", inputBarFrame)
        rect("screenBounds", screenBounds)
        check("keyboardLayoutGuide.keyboardDismissPadding", keyboardLayoutGuide.keyboardDismissPadding)
        return found
    }
}
