import KeyboardSim
import KeyboardSimPlayback

/// What the app's views show at the end of a tape or a driven session, as on screen then: the
/// numbers a handler sets and the `Expect` lines check.
public struct SessionViews: Hashable, Sendable {
    /// `scrollView.contentInset.bottom`, in rows (`Expect inset`).
    public var inset: Int
    /// `scrollView.contentOffset.y`, in rows (`Expect offset`).
    public var offset: Int
    /// The y of the root view's origin on screen, in rows: 0 at rest, negative when slid up (`Expect origin`).
    public var origin: Int
    /// The field being edited, nil when none is (`Expect focus`).
    public var focus: String?
    /// Whether the keyboard is on screen (`Expect keyboard shown`).
    public var keyboardShown: Bool
    /// The keyboard's frame on screen, nil when it is hidden.
    public var keyboardFrame: Rect?
    /// The fields that can be seen whole, in the form's order (`Expect visible`).
    public var visibleFields: [String]
    /// The fields the keyboard covers at least in part, in the form's order (`Expect covered`).
    public var coveredFields: [String]
    /// The scroll view as on screen: frame, content size, offset, content and indicator insets.
    public var scrollView: ScrollView

    /// The views `screenshot` captured.
    init(_ screenshot: Screenshot) {
        scrollView = screenshot.scrollView
        inset = screenshot.scrollView.contentInset.bottom
        offset = screenshot.scrollView.contentOffset.y
        origin = screenshot.viewOrigin.y
        focus = screenshot.focus
        keyboardFrame = screenshot.keyboardFrame
        keyboardShown = screenshot.keyboardFrame != nil
        visibleFields = screenshot.fields.filter(\.visible).map(\.name)
        coveredFields = screenshot.fields.filter { field in
            screenshot.keyboardFrame.map { !field.frame.intersection($0).isEmpty } ?? false
        }.map(\.name)
    }
}
