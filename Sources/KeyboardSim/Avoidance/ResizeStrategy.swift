// Strategy `resize`: Apple, "Managing the Keyboard", iPhone OS 3 edition — the listing
// "Handling the keyboard notifications" (keyboardWasShown: / keyboardWasHidden:) and "Additional
// methods for tracking the active text field"; the same code as ScrollableViewController in the
// tutorial "UITextField Handling Keyboard Interactions" (bKeyboardShownM, ctrlKeyboardFocusFieldM).
// As written: DidShow and DidHide only; the height is UIKeyboardBoundsUserInfoKey's, which every
// era still posts; the frame shrinks by it and grows back by the hide's own bounds.
// The keyboardShown flag is there because, before iOS 11, moving between fields posts DidShow
// again without a DidHide. With pitfalls the flag is dropped, so such a move shrinks the frame
// a second time, and DidHide gives only one keyboard height back.
// The animated:YES scroll is applied at once: kbsim models where it ends, not its motion.

/// The shrink-the-scroll-view technique of the iPhone OS 3 guide, guarded by keyboardShown.
package struct ResizeStrategy: NotificationStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `resize`.
    package static let id = StrategyID.resize
    /// What `kbsim strategies` says it does.
    package static let summary = "On DidShow (once, guarded by keyboardShown) shrinks the scroll view by the keyboard's height and scrolls the field into it; DidHide grows it back."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn
    /// Whether the keyboardShown guard is left out (`Set Pitfalls on`).
    package private(set) var pitfalls: Bool
    /// `activeField`, kept as Listing 5-2 keeps it.
    package var activeField = ActiveField()
    /// The listing's `keyboardShown` instance variable.
    private var keyboardShown = false

    /// Creates the strategy, guarded as its source is.
    package init() {
        pitfalls = false
    }

    /// Creates the strategy; with `pitfalls` it leaves out the keyboardShown guard.
    package init(pitfalls: Bool) {
        self.pitfalls = pitfalls
    }

    /// Leaves out the keyboardShown guard from now on (`on`), or puts it back; the flag keeps its
    /// value, so a guard put back while the keyboard is up holds at the next DidShow.
    package mutating func setPitfalls(_ on: Bool) {
        pitfalls = on
    }

    /// keyboardWasShown: (DidShow) and keyboardWasHidden: (DidHide); the active-field delegate methods move `activeField`.
    package mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        switch notification.name {
        case .keyboardDidShow:
            return StrategyOutcome(keyboardWasShown(notification.userInfo, views: &views))
        case .keyboardDidHide:
            return StrategyOutcome(keyboardWasHidden(notification.userInfo, views: &views))
        default:
            return .nothing
        }
    }

    private mutating func keyboardWasShown(_ info: KeyboardUserInfo, views: inout AppViews) -> StrategyAction {
        if keyboardShown && !pitfalls {
            // The listing's early return; logged so that the guard can be seen at work.
            return StrategyAction(strategy: id, action: .ignoredAlreadyShown, details: [.init("keyboardShown", .bool(true))])
        }
        let keyboardHeight = info.bounds.height
        var viewFrame = views.scrollView.frame
        viewFrame.size.height -= keyboardHeight
        views.scrollView.frame = viewFrame
        // [nil frame] is a zero rect in Objective-C: with no active field the listing scrolls to the top.
        let scrolled = views.scrollView.scrollRectToVisible(activeField.frame ?? .zero)
        keyboardShown = true
        return StrategyAction(strategy: id, action: .keyboardWasShown, details: [
            .init("height", .int(keyboardHeight)), .init("frame", .rect(viewFrame)), .init("scrolled", .bool(scrolled)),
        ])
    }

    private mutating func keyboardWasHidden(_ info: KeyboardUserInfo, views: inout AppViews) -> StrategyAction {
        let keyboardHeight = info.bounds.height
        var viewFrame = views.scrollView.frame
        viewFrame.size.height += keyboardHeight
        views.scrollView.frame = viewFrame
        keyboardShown = false
        return StrategyAction(strategy: id, action: .keyboardWasHidden, details: [
            .init("height", .int(keyboardHeight)), .init("frame", .rect(viewFrame)),
        ])
    }
}

extension StrategyAction.Name {
    /// The listing's early return when keyboardShown is already set (logged so the guard is seen).
    package static let ignoredAlreadyShown = Self(rawValue: "ignoredAlreadyShown")
    /// The listing's handler of keyboardDidHide.
    package static let keyboardWasHidden = Self(rawValue: "keyboardWasHidden")
}

extension ResizeStrategy {
    /// The iPhone OS 3 listing's pitfalls: the scroll view shrunk a second time (its guard
    /// dropped), and a WillHide with no keyboard leaving (before iOS 11).
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        var notices: [PitfallNotice] = []
        let full = step.after.app.chrome.scrollViewFrame.height
        for (action, _) in step.actions(of: id) where action.action == .keyboardWasShown {
            if let height = action.number("height"), let shrunk = action.rect("frame")?.height, shrunk + height < full {
                notices.append(step.notice(.shrinksTwice, id, [
                    .init("height", .int(height)), .init("before", .int(shrunk + height)), .init("full", .int(full)),
                    .init("after", .int(shrunk)),
                ]))
            }
        }
        if let notice = step.hideThatNeverHappens(id, listensToWillHide: false) { notices.append(notice) }
        return notices
    }
}
