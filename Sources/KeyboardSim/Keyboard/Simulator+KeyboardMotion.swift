/// The keyboard's moves and the notifications each era posts for them; rotation and resizing.
extension Simulator {
    /// Brings the keyboard up at `height` rows. Era 11 posts nothing when it is already there;
    /// eras 3 and 7 show it again on every change of owner (`evenWhenUnchanged`).
    mutating func showKeyboard(height: Int, duration: Double = KeyboardAnimation.standardDuration,
                                       evenWhenUnchanged: Bool = false) {
        let target = KeyboardMetrics.shownFrame(height: height, screen: screenSize)
        if keyboard.isUp && keyboard.restingFrame == target && !evenWhenUnchanged { return }
        let begin = keyboard.slide(to: target, from: KeyboardMetrics.hiddenFrame(height: height, screen: screenSize),
                                   motion: .showing, at: now, duration: duration)
        postKeyboard(begin == target && !posting.postsFrameChangeOnReshow ? [.keyboardWillShow] : [.keyboardWillChangeFrame, .keyboardWillShow],
                     begin: begin, end: target, duration: duration)
    }

    /// Sends the keyboard down (the field that owned it stays drawn on it while it slides).
    mutating func hideKeyboard(duration: Double = KeyboardAnimation.standardDuration) {
        guard keyboard.isUp, let resting = keyboard.restingFrame else { return }
        let target = KeyboardMetrics.hiddenFrame(height: resting.height, screen: screenSize)
        let begin = keyboard.slide(to: target, from: target, motion: .hiding, at: now, duration: duration)
        postKeyboard([.keyboardWillChangeFrame, .keyboardWillHide], begin: begin, end: target, duration: duration)
    }

    /// Rotation: each orientation has its own keyboard, so the shown one hides at once (Will and
    /// Did), the screen is laid out anew, and the other slides in; the first responder stays.
    mutating func rotate(to newOrientation: Orientation, screen: Size) {
        guard newOrientation != orientation || screen != screenSize else { return }
        let wasUp = keyboard.isUp
        if wasUp {
            hideKeyboard(duration: 0)
            settle(until: now)
        }
        device.orientation = newOrientation
        relayout(screen: screen)
        if wasUp, let index = focusedIndex {
            keyboard.plane = KeyboardLayout.planes(of: form.fields[index].traits.keyboardType)[0]
            if posting.showsAfterRotationTransition { return keyboardProcess.scheduleShowAfterRotation(at: now) }
            showKeyboard(height: keyboardHeight(forField: index))
            scrollIntoView(field: index)
        }
    }

    /// keyboardWillHide for a keyboard that stays up (a change of owner before iOS 11): from where
    /// it is to where hiding would take it; nothing moves and no DidHide follows.
    mutating func announceHideThatNeverHappens() {
        guard let current = keyboard.frame(at: now) else { return }
        postKeyboard([.keyboardWillHide], begin: current,
                     end: KeyboardMetrics.hiddenFrame(height: current.height, screen: screenSize),
                     duration: KeyboardAnimation.standardDuration)
    }

    /// Posts the notifications `names` for a move from `begin` to `end`, as far as the era has them.
    /// Today's eras change what is posted (see `Simulator+TodaysEras`): the object, a hide's
    /// frames with an accessory, and the delay of an out-of-process keyboard.
    mutating func postKeyboard(_ names: [KeyboardNotification.Name], begin: Rect, end: Rect, duration: Double) {
        let end = reportedEndFrame(of: names, end: end)
        let notifications = names.filter { posting.postsFrameChanges || ($0 != .keyboardWillChangeFrame && $0 != .keyboardDidChangeFrame) }.map {
            KeyboardNotification(name: $0, userInfo: KeyboardUserInfo(frameBegin: begin, frameEnd: end, duration: duration,
                                                                      hasFrameKeys: posting.hasFrameKeys),
                                 object: posting.postsScreenAsObject ? .screen : nil)
        }
        if posting.keyboardRunsOutOfProcess { return keyboardProcess.send(notifications, at: now) }
        for notification in notifications { post(.notification(notification)) }
    }

    /// The screen changed size (the terminal did): the views are laid out anew, and the keyboard
    /// follows into the new geometry — a shown one at once, one sliding away where it slides to.
    mutating func resize(to size: Size) {
        guard size != screenSize else { return }
        relayoutUnderKeyboard(screen: size)
    }

    /// The screen's geometry changed (its size, or the device simulated on it): the views are laid
    /// out anew on a screen of `size` cells, and a shown keyboard moves to its new frame at once
    /// posting what the era posts for a change of frame; one sliding away goes on in the new frames.
    mutating func relayoutUnderKeyboard(screen size: Size) {
        relayout(screen: size)
        if keyboard.isUp, let index = focusedIndex {
            // The screen changed under a shown keyboard: it moves without animation (duration 0).
            showKeyboard(height: keyboardHeight(forField: index), duration: 0)
        } else if let owner = keyboard.owner, keyboard.motion == .hiding {
            // As a rotation does on a phone, the slide under way goes on in the new screen's
            // frames: what is drawn and what DidHide reports are this screen's.
            let height = keyboardHeight(forField: owner)
            keyboard.retargetHide(from: KeyboardMetrics.shownFrame(height: height, screen: size),
                                  to: KeyboardMetrics.hiddenFrame(height: height, screen: size))
        }
    }
}
