// Strategy `inset`: Apple, "Managing the Keyboard", iOS 7 edition, Listing 5-1 (handling the
// keyboard notifications) and Listing 5-2 (tracking the active text field), as written.
// Pitfalls kept: the height comes from frameBegin; only the field's frame origin is tested, in the
// content's coordinates (the scroll not taken off), against self.view.frame; a keyboard that changes height
// without a new DidShow leaves the inset stale.

/// The bottom-content-inset technique of Listing 5-1.
package struct InsetStrategy: NotificationStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `inset`.
    package static let id = StrategyID.inset
    /// What `kbsim strategies` says it does.
    package static let summary = "On DidShow sets the bottom content and indicator insets to frameBegin's height and scrolls a covered field in; WillHide puts them back to zero."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn
    /// `activeField`, kept as Listing 5-2 keeps it.
    package var activeField = ActiveField()

    /// Creates the strategy.
    package init() {}

    /// keyboardWasShown: (DidShow) and keyboardWillBeHidden: (WillHide); Listing 5-2's delegate methods move `activeField`.
    package mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        switch notification.name {
        case .keyboardDidShow:
            return StrategyOutcome(keyboardWasShown(notification.userInfo, views: &views))
        case .keyboardWillHide:
            views.scrollView.contentInset = .zero
            views.scrollView.scrollIndicatorInsets = .zero
            return StrategyOutcome(StrategyAction(strategy: id, action: .keyboardWillBeHidden, details: [.init("inset", .int(0))]))
        default:
            return .nothing
        }
    }

    private func keyboardWasShown(_ info: KeyboardUserInfo, views: inout AppViews) -> StrategyAction {
        // No frame key (era 3): objectForKey: gives nil and CGRectValue a zero rect, as on a device.
        let keyboardHeight = info.frameBegin?.height ?? 0
        let contentInsets = EdgeInsets(bottom: keyboardHeight)
        views.scrollView.contentInset = contentInsets
        views.scrollView.scrollIndicatorInsets = contentInsets
        var visibleRect = views.rootViewFrame
        visibleRect.size.height -= keyboardHeight
        var scrolled = false
        if let activeFieldFrame = activeField.frame, !visibleRect.contains(activeFieldFrame.origin) {
            scrolled = views.scrollView.scrollRectToVisible(activeFieldFrame)
        }
        return StrategyAction(strategy: id, action: .keyboardWasShown, details: [
            .init("inset", .int(keyboardHeight)), .init("scrolled", .bool(scrolled)),
        ])
    }
}

extension StrategyAction.Name {
    /// Listing 5-1's handler of keyboardWillHide.
    package static let keyboardWillBeHidden = Self(rawValue: "keyboardWillBeHidden")
}

extension InsetStrategy {
    /// Listing 5-1's pitfalls: the height from frameBegin, the test of the field's corner only,
    /// and a WillHide with no keyboard leaving (before iOS 11).
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        var notices: [PitfallNotice] = []
        for (action, trigger) in step.actions(of: id) where action.action == .keyboardWasShown {
            if let notice = step.heightFromFrameBegin(id, used: action.number("inset") ?? 0, didShow: trigger) {
                notices.append(notice)
            }
            if action.flag("scrolled") == false, let field = step.fieldFrame, let keyboard = step.keyboardFrame,
               field.minY < keyboard.minY, step.coveredRows > 0 {
                notices.append(step.notice(.originOnlyTest, id, [.init("coveredRows", .int(step.coveredRows))]))
            }
        }
        if let notice = step.hideThatNeverHappens(id, listensToWillHide: true) { notices.append(notice) }
        return notices
    }
}
