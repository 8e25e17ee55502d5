/// What UIKit does by itself, with no notification or delegate call for the app: each is done
/// here and noted in the log when it changed something, so a learner sees why the geometry moved.
extension Simulator {
    /// The system the phone runs (the configuration's platform).
    package var platform: any Platform { configuration.platform.platform }

    /// What the platform posts in the phone's era.
    var posting: NotificationPosting { platform.posting(in: era) }

    /// UIKit scrolls a new (or growing, or turned) first responder into the scroll view's visible area.
    mutating func scrollIntoView(field index: Int) {
        // The input bar's text view is in no scroll view: UIKit has nothing to scroll for it.
        guard index != form.inputBarIndex else { return }
        let before = views.scrollView.contentOffset.y
        platform.scrollIntoView(field: index, of: &app)
        let after = views.scrollView.contentOffset.y
        guard after != before else { return }
        note(.uikit(.scrollsIntoView(field: form.fields[index].name, fromOffset: before, toOffset: after)))
    }

    /// Whether the first responder may end editing; a refusal (its `validate` pattern) is noted.
    mutating func firstResponderMayLeave() -> Bool {
        guard responder.mayLeave(form, texts: entry.texts) else {
            if let failure = responder.validationFailure {
                note(.uikit(.refusesToEndEditing(field: form.fields[failure.field].name, message: failure.message)))
            }
            return false
        }
        return true
    }

    /// Lays the app's views out on a screen of `size` cells; an offset the new size puts out of
    /// range is clamped, and noted.
    mutating func relayout(screen size: Size) {
        let before = views.scrollView.contentOffset.y
        device.screenSize = size
        app.relayout(form, texts: entry.texts, chrome: ScreenChrome(form: form, device: device), era: era, screen: size,
                     orientation: orientation)
        wrapTextViews()
        // The text views rewrap at the new width: the caret's row moves with them.
        if let index = focusedIndex { followCaret(in: index) }
        let after = views.scrollView.contentOffset.y
        if after != before { note(.uikit(.clampsOffset(fromOffset: before, toOffset: after))) }
    }

    /// A validation notice came or went: the form makes room for the message's rows, or gives them back.
    mutating func layOutNotice() {
        guard layout.notice != validationFailure else { return }
        app.contentChanged(form, texts: entry.texts, width: screenSize.width, notice: validationFailure)
        // The first responder, pushed down by its message, is scrolled back into sight.
        if let index = focusedIndex { scrollIntoView(field: index) }
    }

    /// A text view's text changed: the form is laid out again, and a change of the content's height is noted.
    mutating func resizeContent(for index: Int) {
        let before = views.scrollView.contentSize.height
        app.contentChanged(form, texts: entry.texts, width: screenSize.width, notice: validationFailure)
        let after = views.scrollView.contentSize.height
        guard after != before else { return }
        note(.uikit(.resizesTextView(field: form.fields[index].name, fromHeight: before, toHeight: after)))
    }
}
