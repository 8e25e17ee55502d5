/// The bars and the footer around the form, as fronts, tests and tapes read them.
extension Simulator {
    /// The status bar, title row or navigation bar, tab bar and footer of the screen now.
    package var chrome: ScreenChrome { app.chrome }

    /// The footer button in screen coordinates, where it is drawn now (it moves with the root
    /// view, and with the keyboard when the app ties it there).
    package var footerScreenFrame: Rect? {
        let shown = presentedViews
        return shown.footerFrame?.offsetBy(dx: shown.rootViewFrame.x, dy: shown.rootViewFrame.y)
    }

    /// How much of the footer button can be seen now: the screen is its window, the keyboard
    /// what covers it (`Expect visible NAME` / `Expect covered NAME`); nil without a footer.
    package var footerVerdict: FieldVerdict? {
        footerScreenFrame.map { FieldVerdict(field: $0, seenThrough: Rect(origin: .zero, size: screenSize), keyboard: keyboardFrame) }
    }
}
