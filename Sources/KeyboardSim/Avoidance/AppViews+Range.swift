extension AppViews {
    /// The largest a view value may be, either way, in cells: a million, far past any screen, and
    /// far enough from Int's ends that adding two frames never overflows.
    public static let largestValue = 1_000_000

    /// The first of the views' numbers beyond `largestValue` either way, as `path = value`; nil
    /// when all are in range. A strategy that sets one (`Int.max`) fails, rather than trapping
    /// the simulator on the arithmetic that follows.
    public var valueOutOfRange: String? {
        var named: [(String, Int)] = []
        func rect(_ path: String, _ rect: Rect?) {
            guard let rect else { return }
            named += [(path + ".x", rect.x), (path + ".y", rect.y), (path + ".width", rect.width), (path + ".height", rect.height)]
        }
        func insets(_ path: String, _ insets: EdgeInsets) {
            named += [(path + ".top", insets.top), (path + ".left", insets.left), (path + ".bottom", insets.bottom), (path + ".right", insets.right)]
        }
        rect("rootViewFrame", rootViewFrame)
        rect("scrollView.frame", scrollView.frame)
        named += [("scrollView.contentSize.width", scrollView.contentSize.width), ("scrollView.contentSize.height", scrollView.contentSize.height),
                  ("scrollView.contentOffset.x", scrollView.contentOffset.x), ("scrollView.contentOffset.y", scrollView.contentOffset.y)]
        insets("scrollView.contentInset", scrollView.contentInset)
        insets("scrollView.scrollIndicatorInsets", scrollView.scrollIndicatorInsets)
        rect("scrollView.safeArea", scrollView.safeArea)
        rect("contentViewFrame", contentViewFrame)
        insets("safeAreaInsets", safeAreaInsets)
        rect("textViewCaret", textViewCaret)
        rect("footerFrame", footerFrame)
        named.append(("keyboardLayoutGuide.keyboardDismissPadding", keyboardLayoutGuide.keyboardDismissPadding))
        return named.first { $0.1.magnitude > UInt(Self.largestValue) }.map { "views.\($0.0) = \($0.1)" }
    }
}
