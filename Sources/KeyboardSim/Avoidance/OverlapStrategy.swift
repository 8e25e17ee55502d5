// Strategy `overlap`: the common modern handler, as most apps and answers since iOS 7 write it
// (Apple's "Managing the Keyboard" moved to frameEnd; Hacking with Swift's adjustForKeyboard;
// countless Stack Overflow answers): on keyboardWillChangeFrame the bottom content inset, and the
// indicator inset, become the keyboard's overlap with the scroll view — the end frame converted
// from the screen into the scroll view's own coordinates — less the bottom safe area that
// `adjustedContentInset` already adds from iOS 11 on a phone with a home indicator (Hacking with
// Swift's `keyboardViewEndFrame.height - view.safeAreaInsets.bottom`: counted twice otherwise,
// the content would stop that far above the keyboard) — and the active field is scrolled into
// view; keyboardWillHide puts both insets back to zero.
// Pitfalls kept: in era 7 a change of field posts WillHide and no frame change after it, so the
// inset drops to zero under a keyboard that stays; the insets it restores are zero, not what they
// were before; iPhone OS 3 posts no WillChangeFrame and no frame keys, so nothing happens there.

/// Insets by the keyboard's overlap with the scroll view on every frame change, and scrolls the field in.
package struct OverlapStrategy: NotificationStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `overlap`.
    package static let id = StrategyID.overlap
    /// What `kbsim strategies` says it does.
    package static let summary = "On WillChangeFrame insets by the keyboard's overlap with the scroll view less the bottom safe area and scrolls the field in; WillHide zeroes the insets."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn
    /// The field being edited, from the delegate calls.
    package var activeField = ActiveField()

    /// Creates the strategy.
    package init() {}

    /// keyboardWillChangeFrame insets and scrolls; keyboardWillHide restores (the delegate calls move `activeField`).
    package mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        switch notification.name {
        case .keyboardWillChangeFrame:
            guard let frameEnd = notification.userInfo.frameEnd else { return .nothing }
            return StrategyOutcome(adjustForKeyboard(frameEnd, views: &views), animationDuration: notification.userInfo.duration,
                                   animationCurve: AnimationCurve(rawValue: notification.userInfo.curve))
        case .keyboardWillHide:
            views.scrollView.contentInset.bottom = 0
            views.scrollView.scrollIndicatorInsets.bottom = 0
            return StrategyOutcome(StrategyAction(strategy: id, action: .restoreInsets, details: [.init("inset", .int(0))]),
                                   animationDuration: notification.userInfo.duration,
                                   animationCurve: AnimationCurve(rawValue: notification.userInfo.curve))
        default:
            return .nothing
        }
    }

    private func adjustForKeyboard(_ frameEnd: Rect, views: inout AppViews) -> StrategyAction {
        let keyboard = views.convert(frameEnd, from: .screen, to: .scrollView)
        let covered = views.scrollView.bounds.intersection(keyboard)
        let overlap = covered.isEmpty ? 0 : covered.height
        let safeArea = views.scrollView.safeAreaBottomAdjustment
        let inset = max(0, overlap - safeArea)
        views.scrollView.contentInset.bottom = inset
        views.scrollView.scrollIndicatorInsets.bottom = inset
        let scrolled = activeField.frame.map { views.scrollView.scrollRectToVisible($0) } ?? false
        // The safe area's rows are logged only where there are some: kbsim's own phone has none,
        // and its transcripts stay as they were.
        let safeAreaDetail: [StrategyAction.Detail] = safeArea > 0 ? [.init("safeArea", .int(safeArea))] : []
        return StrategyAction(strategy: id, action: .adjustForKeyboard, details: [.init("keyboard", .rect(keyboard))]
            + safeAreaDetail + [.init("inset", .int(inset)), .init("scrolled", .bool(scrolled))])
    }
}

extension StrategyID {
    /// The common modern handler: the inset is the keyboard's overlap (`OverlapStrategy`).
    package static let overlap = StrategyID(rawValue: "overlap")
}

extension StrategyAction.Name {
    /// The handler of keyboardWillChangeFrame: the inset for the overlap, the field scrolled in.
    package static let adjustForKeyboard = Self(rawValue: "adjustForKeyboard")
    /// The handler of keyboardWillHide: the insets back to zero.
    package static let restoreInsets = Self(rawValue: "restoreInsets")
}
