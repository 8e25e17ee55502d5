// Strategy `extend`: Apple, "Managing the Keyboard", iOS 7 edition, Listing 5-3 (adjusting the
// frame of the content view and scrolling a field above the keyboard), with Listing 5-2's
// activeField tracking, as written.
// The listing shows keyboardWasShown: only. It has no hide handler (keyboardWillBeHidden: belongs
// to Listing 5-1 and resets insets this technique never set), so nothing is restored: the content
// view stays extended and the offset stays where the listing put it after the keyboard leaves,
// and every further DidShow (a field switch before iOS 11, a rotation) extends it again.
// The listing sets only the content view's frame. UIScrollView.contentSize is a stored property
// that does not follow a subview's frame, so the scrollable range stays what it was: the offset
// stands because setContentOffset:animated: does not clamp, and the first drag, page or UIKit
// scroll-to-first-responder brings it back into the old range.
// Other pitfalls kept: the height comes from frameBegin (absent in era 3, so it reads zero), and
// the offset field.y − height puts the field one keyboard height below the scroll view's top,
// which is "just above the keyboard" only when the scroll view is about two keyboards tall; for
// a field near the top the offset is negative. The animated:YES scroll is applied at once.

/// The extend-the-content-view technique of Listing 5-3.
package struct ExtendStrategy: NotificationStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `extend`.
    package static let id = StrategyID.extend
    /// What `kbsim strategies` says it does.
    package static let summary = "On DidShow grows the content view by the keyboard's height and sets the offset to the field's top less that height."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn
    /// `activeField`, kept as Listing 5-2 keeps it.
    package var activeField = ActiveField()

    /// Creates the strategy.
    package init() {}

    /// keyboardWasShown: (DidShow) alone: besides Listing 5-2's delegate methods, which move
    /// `activeField`, the listing observes nothing else.
    package mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        guard notification.name == .keyboardDidShow else { return .nothing }
        return StrategyOutcome(keyboardWasShown(notification.userInfo, views: &views))
    }

    private func keyboardWasShown(_ info: KeyboardUserInfo, views: inout AppViews) -> StrategyAction {
        // No frame key (era 3): objectForKey: gives nil and CGRectValue a zero rect, as on a device.
        let keyboardSize = info.frameBegin?.size ?? .zero
        var backgroundRect = views.contentViewFrame
        backgroundRect.size.height += keyboardSize.height
        views.contentViewFrame = backgroundRect
        // Messages to a nil activeField return a zero rect, so without one the origin is 0.
        let fieldY = activeField.frame?.origin.y ?? 0
        let offset = Point(x: 0, y: fieldY - keyboardSize.height)
        views.scrollView.setContentOffset(offset)
        return StrategyAction(strategy: id, action: .keyboardWasShown, details: [
            .init("height", .int(keyboardSize.height)), .init("contentHeight", .int(backgroundRect.height)),
            .init("offset", .int(offset.y)),
        ])
    }
}

extension ExtendStrategy {
    /// Listing 5-3's pitfalls: the height from frameBegin, and an offset that leaves the field
    /// under the keyboard or lies outside the scrollable range.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        var notices: [PitfallNotice] = []
        for (action, trigger) in step.actions(of: id) where action.action == .keyboardWasShown {
            if let notice = step.heightFromFrameBegin(id, used: action.number("height") ?? 0, didShow: trigger) {
                notices.append(notice)
            }
            guard let offset = action.number("offset") else { continue }
            let scrollView = step.after.views.scrollView
            if step.coveredRows > 0 {
                notices.append(step.notice(.offsetUnderKeyboard, id, [.init("offset", .int(offset))]))
            }
            if offset < scrollView.minimumOffsetY || offset > scrollView.maximumOffsetY {
                notices.append(step.notice(.offsetPastContent, id, [
                    .init("offset", .int(offset)), .init("minimum", .int(scrollView.minimumOffsetY)),
                    .init("maximum", .int(scrollView.maximumOffsetY)), .init("belowRange", .bool(offset < scrollView.minimumOffsetY)),
                ]))
            }
        }
        return notices
    }
}
