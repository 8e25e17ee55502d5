/// A finger dragging on the screen: the content follows it within its scroll limits, and the
/// form's keyboardDismissMode (UIScrollView's, iOS 7 on) decides what happens to the keyboard.
extension Simulator {
    /// How long the keyboard takes to spring back when an interactive dismissal is given up: a
    /// short ease-in-out, not the usual 0.25 s (docs/explanation/ios-keyboard.md, "Interactive dismissal").
    package static let springBackDuration = 0.15

    /// The dismiss mode in force: the form's, from iOS 7 (iPhone OS 3 had no keyboardDismissMode).
    var keyboardDismissMode: KeyboardDismissMode {
        era.hasKeyboardDismissMode ? form.keyboardDismissMode : .none
    }

    /// The rows above the keyboard where an interactive dismissal already takes hold: the
    /// padding the app set on its keyboard layout guide (an iOS 17 property; 0 before, and by default).
    var keyboardDismissPadding: Int {
        let points = views.keyboardLayoutGuide.keyboardDismissPadding
        return era.hasLayoutGuideIOS17Properties && points > 0 ? views.rows(points: points) : 0
    }

    /// The finger goes down: a drag on the content if it is on the scroll view and not on the keyboard.
    mutating func beginDrag(at point: Point) {
        let onKeyboard = keyboardFrame?.contains(point) ?? false
        drag = DragGesture(start: point, onContent: !onKeyboard && scrollViewScreenFrame.contains(point),
                           startOffset: views.scrollView.contentOffset.y)
    }

    /// The finger moves: the content follows it; onDrag dismisses the keyboard at the first move;
    /// interactive lets the finger take the keyboard down once it crosses into it.
    mutating func moveDrag(to point: Point) {
        guard var gesture = drag, point != gesture.finger, gesture.onContent else {
            drag?.finger = point
            return
        }
        let previous = gesture.finger
        gesture.finger = point
        if !gesture.hasMoved {
            gesture.hasMoved = true
            drag = gesture
            postScrollViewCall(.scrollViewWillBeginDragging)
            if keyboardDismissMode == .onDrag, let index = focusedIndex {
                note(.uikit(.dismissesOnDrag(field: form.fields[index].name)))
                focus(nil)
            }
        }
        let offset = views.scrollView.contentOffset
        app.scroll(by: previous.y - point.y)
        if views.scrollView.contentOffset != offset, gesture.didScroll.allows(at: now) {
            drag = gesture
            postScrollViewCall(.scrollViewDidScroll)
        }
        if keyboardDismissMode == .interactive { follow(point, holding: &gesture.holdsKeyboard) }
        let pans = gesture.panChanged.allows(at: now)
        drag = gesture
        if pans { postPanChanged(finger: point) }
    }

    /// The mouse wheel, PageUp and PageDown (and the arrows with no first responder) scroll the content: the delegate hears it scrolled.
    mutating func scrollContent(by rows: Int) {
        let offset = views.scrollView.contentOffset
        app.scroll(by: rows)
        if views.scrollView.contentOffset != offset { postScrollViewCall(.scrollViewDidScroll) }
    }

    /// Calls the scroll view's delegate `method` with the offset as it is.
    private mutating func postScrollViewCall(_ method: ScrollViewCall.Method) {
        post(.scrollView(ScrollViewCall(method: method, contentOffset: views.scrollView.contentOffset)))
    }

    /// Calls the pan gesture's targets with the finger and the keyboard where they are now.
    private mutating func postPanChanged(finger: Point) {
        let keyboardFrame = keyboard.heldFrame ?? keyboard.shownFrame
        post(.scrollView(ScrollViewCall(method: .scrollViewPanChanged, contentOffset: views.scrollView.contentOffset,
                                        location: finger, keyboardFrame: keyboardFrame)))
    }

    /// The finger lifts: a keyboard it held hides if it was taken down more than half its height,
    /// and springs back otherwise.
    mutating func endDrag(at point: Point) {
        moveDrag(to: point)
        guard let gesture = drag else { return }
        drag = nil
        let offset = views.scrollView.contentOffset.y
        if offset != gesture.startOffset { note(.uikit(.scrollsWithFinger(fromOffset: gesture.startOffset, toOffset: offset))) }
        if gesture.didScroll.isOwed { postScrollViewCall(.scrollViewDidScroll) }
        if gesture.panChanged.isOwed { postPanChanged(finger: gesture.finger) }
        if gesture.hasMoved { postScrollViewCall(.scrollViewDidEndDragging) }
        guard gesture.holdsKeyboard, let held = keyboard.heldFrame, let resting = keyboard.restingFrame else { return }
        let threshold = resting.minY + resting.height / 2
        let hides = held.minY > threshold
        note(.uikit(.releasesKeyboard(top: held.minY, threshold: threshold, hides: hides)))
        if hides { focus(nil) }
        // Not hidden (below the threshold, or the field refused to end editing): back up it goes.
        guard keyboard.heldFrame != nil else { return }
        if held == resting {
            keyboard.letGo()
        } else {
            showKeyboard(height: resting.height, duration: Self.springBackDuration, evenWhenUnchanged: true)
        }
    }

    /// Interactive dismissal: from the moment the finger reaches the shown keyboard's top (or
    /// the keyboard layout guide's `keyboardDismissPadding` above it, iOS 17 on), the keyboard's
    /// top stays under the finger (that padding below it; never above where it rests); UIKit posts nothing.
    private mutating func follow(_ point: Point, holding holds: inout Bool) {
        guard keyboard.isUp, keyboard.animation == nil, let resting = keyboard.restingFrame else { return }
        if !holds {
            guard point.y >= resting.minY - keyboardDismissPadding else { return }
            holds = true
            note(.uikit(.keyboardFollowsFinger(top: resting.minY)))
        }
        // The padding's band counts as the keyboard's: the finger drags the keyboard from there.
        keyboard.hold(top: point.y + keyboardDismissPadding, screenHeight: screenSize.height)
    }
}
