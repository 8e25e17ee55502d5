/// A real iPhone's figures in points, as kbsim simulates it (`kbsim devices`, `--device`,
/// `Set Device`, `device:` in forms); every figure and its source is in docs/explanation/ios-keyboard.md.
package struct DeviceModel: Hashable, Sendable {
    /// The kebab-case name the command line, tapes and forms use, such as `iphone-15`.
    package var name: String
    /// The name people know it by, such as `iPhone 15 / 16`.
    package var displayName: String
    /// The screen in points, held upright.
    package var points: Size
    /// The status bar's height in points, held upright (landscape hides it).
    package var statusBar: Int
    /// `safeAreaInsets` of a full-screen view controller held upright, in points.
    package var portraitSafeArea: EdgeInsets
    /// `safeAreaInsets` held sideways, in points (the status bar is hidden: top 0).
    package var landscapeSafeArea: EdgeInsets
    /// How its keyboard's height adds up.
    package var keyboard: KeyboardComposition

    /// Whether it has a home indicator (and no home button): a bottom safe area the keyboard covers.
    package var hasHomeIndicator: Bool { portraitSafeArea.bottom > 0 }

    /// The screen in points held in `orientation`.
    package func points(_ orientation: Orientation) -> Size {
        orientation == .portrait ? points : Size(width: points.height, height: points.width)
    }

    /// The safe-area insets in points held in `orientation`.
    package func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The keyboard frame's height in points held in `orientation`, with the QuickType bar or without.
    package func keyboardHeight(_ orientation: Orientation, withPredictionBar: Bool) -> Int {
        keyboard.parts(orientation).height(withPredictionBar: withPredictionBar)
    }
}
