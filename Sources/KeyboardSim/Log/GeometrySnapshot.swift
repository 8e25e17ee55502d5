/// The geometry that decides whether the focused field can be seen, as one log entry left it:
/// what the details of an entry compare before and after.
///
/// It is the model — where the views and the keyboard are heading — not the frame part-way
/// through an animation, so an entry that starts a slide shows where the slide ends.
package struct GeometrySnapshot: Hashable, Sendable {
    /// The screen's size in cells.
    package var screenSize: Size
    /// Where the keyboard rests or is heading; nil when it is down or going down.
    package var keyboardFrame: Rect?
    /// The scroll view's frame in screen coordinates.
    package var scrollViewFrame: Rect
    /// The scroll view's contentSize.
    package var contentSize: Size
    /// The scroll view's contentOffset.
    package var contentOffset: Point
    /// The scroll view's contentInset.
    package var contentInset: EdgeInsets
    /// The scroll view's adjustedContentInset: contentInset plus the safe area it counts.
    package var adjustedContentInset: EdgeInsets
    /// The scroll view's scrollIndicatorInsets.
    package var scrollIndicatorInsets: EdgeInsets
    /// The root view's origin (`slide` moves it).
    package var viewOrigin: Point
    /// The first responder's name, nil when no field is being edited.
    package var focusedField: String?
    /// The first responder's frame in screen coordinates.
    package var focusedFieldFrame: Rect?
    /// The rows between the bars, where the content can be seen (`ScreenChrome.contentBand`).
    package var contentBand: Rect
    /// Whether the first responder is a chat's input bar's text view, seen through the screen, not the scroll view.
    package var focusedInInputBar = false

    /// The geometry of `simulator` as its model stands now.
    package init(_ simulator: Simulator) {
        self.init(screenSize: simulator.screenSize, keyboard: simulator.keyboard, views: simulator.views,
                  focused: simulator.focusedIndex.map { (simulator.form.fields[$0].name, simulator.layout.entries[$0].fieldFrame, simulator.fieldSpace($0)) },
                  chrome: simulator.app.chrome)
    }

    /// The geometry of the parts: the keyboard, the app's views in `chrome`'s bars, and the first
    /// responder's name and frame in the content view.
    init(screenSize: Size, keyboard: Keyboard, views: AppViews, focused: (name: String, contentFrame: Rect, space: AppViews.Space)?,
         chrome: ScreenChrome) {
        let root = views.rootViewFrame.origin
        self.screenSize = screenSize
        keyboardFrame = keyboard.shownFrame
        scrollViewFrame = views.scrollView.frame.offsetBy(dx: root.x, dy: root.y)
        contentSize = views.scrollView.contentSize
        contentOffset = views.scrollView.contentOffset
        contentInset = views.scrollView.contentInset
        adjustedContentInset = views.scrollView.adjustedContentInset
        scrollIndicatorInsets = views.scrollView.scrollIndicatorInsets
        viewOrigin = root
        focusedField = focused?.name
        focusedFieldFrame = focused.map { views.convert($0.contentFrame, from: $0.space) }
        focusedInInputBar = focused?.space == .inputBar
        contentBand = chrome.contentBand(screen: screenSize, rootOrigin: root, footer: views.footerFrame ?? views.inputBarFrame)
    }

    /// Where the content can be seen: the scroll view's frame, cut to the screen and to the rows between the bars.
    package var contentWindow: Rect {
        scrollViewFrame.intersection(Rect(origin: .zero, size: screenSize)).intersection(contentBand)
    }

    /// Where the first responder can be seen: the content window, or the whole screen for an input bar's text view.
    package var focusedFieldWindow: Rect {
        focusedInInputBar ? Rect(origin: .zero, size: screenSize) : contentWindow
    }
}
