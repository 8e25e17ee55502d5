import KeyboardSim
import KeyboardSimRender

/// What a `Screenshot` line captures: the simulated screen as text and the geometry behind it.
package struct Screenshot: Hashable, Sendable {
    /// One field's place on the screen.
    package struct FieldPlace: Hashable, Sendable {
        /// The field's name.
        package var name: String
        /// In screen coordinates.
        package var frame: Rect
        /// How much of it can be seen, and what hides the rest.
        package var verdict: FieldVerdict
        /// Whether all of it can be seen.
        package var visible: Bool { verdict.isVisible }
    }

    /// The `Screenshot` line's name, if it gave one.
    package var name: String?
    /// The simulated screen's rows (secure fields are drawn masked).
    package var screen: [String]
    /// The simulated screen as drawn, colours and all (secure fields masked): what a picture shows.
    package var canvas: Canvas
    /// The keyboard's frame on screen, nil when it is hidden.
    package var keyboardFrame: Rect?
    /// The field being edited, nil when none is.
    package var focus: String?
    /// The scroll view as on screen.
    package var scrollView: ScrollView
    /// The root view's origin (a sliding strategy moves it).
    package var viewOrigin: Point
    /// Every field's place, in the form's order.
    package var fields: [FieldPlace]
    /// The root view's `safeAreaInsets` (the bars included) on a real iPhone or with bars, nil on kbsim's own plain phone.
    package var safeAreaInsets: EdgeInsets?
    /// The scroll view's `adjustedContentInset` on a real iPhone or with bars, nil on kbsim's own plain phone.
    package var adjustedContentInset: EdgeInsets?

    /// Captures `simulator` as it is now.
    package init(name: String?, simulator: Simulator) {
        self.name = name
        canvas = Renderer.drawScreen(simulator)
        screen = canvas.lines
        keyboardFrame = simulator.keyboardFrame
        focus = simulator.focusedIndex.map { simulator.form.fields[$0].name }
        scrollView = simulator.presentedViews.scrollView
        viewOrigin = simulator.presentedViews.rootViewFrame.origin
        if simulator.device.choice.model != nil || simulator.chrome.hasBars {
            safeAreaInsets = simulator.presentedViews.safeAreaInsets
            adjustedContentInset = simulator.presentedViews.scrollView.adjustedContentInset
        }
        fields = simulator.form.fields.indices.map {
            FieldPlace(name: simulator.form.fields[$0].name, frame: simulator.fieldScreenFrame($0),
                       verdict: simulator.fieldVerdict($0))
        }
    }
}
