// Strategy `auto`: kbsim's own, robust technique. Anchors: IQKeyboardManager (keyboard frame from
// the notification, bottom inset = the real overlap never below the original, the least scroll
// that shows the field with a margin, everything restored on hide), TPKeyboardAvoiding (listens to
// WillChangeFrame as well as Show/Hide, so height changes are never missed) and the iOS 15
// keyboard layout guide (the content moves with the keyboard's own animation).

/// Insets by the real overlap and scrolls the least that shows the focused field, on every change.
package struct AutoStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `auto`.
    package static let id = StrategyID.auto
    /// What `kbsim strategies` says it does.
    package static let summary = "kbsim's own: insets by the real overlap from every frame change, scrolls the least that shows the field and a row, restores exactly."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn
    /// Rows kept free between the field and the keyboard.
    package static let margin = 1

    /// The field being edited, from the delegate calls (text fields and text views alike).
    private var activeField = ActiveField()
    /// Where the keyboard is heading, from the latest notification (nil when it is off screen).
    private var keyboardFrame: Rect?
    /// The geometry before the first adjustment, restored exactly when the keyboard leaves.
    private var saved: (contentInset: EdgeInsets, indicatorInsets: EdgeInsets, offset: Point, inputBar: Rect?)?

    /// Creates the strategy.
    package init() {}

    /// Adjusts on every keyboard Will notification and every change of the field being edited.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        switch message {
        case .delegate(let call):
            let before = activeField.frame
            activeField.follow(call)
            // A new field, a text view that grew or shrank, or typing in a text view too tall to
            // show whole (its caret's row moves): show it again.
            let began = call.method.beginsEditing
            let changed = call.method == .textViewDidChange && (activeField.frame != before || showsCaretOnly(views))
            return (began || changed) && keyboardFrame != nil ? StrategyOutcome(adjust(views: &views)) : .nothing
        case .notification(let notification):
            switch notification.name {
            case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame:
                let info = notification.userInfo
                // Era 3 has no frame keys: the end frame follows from the legacy centre and bounds.
                let end = info.frameEnd ?? Rect(x: Int(info.centerEnd.x - Double(info.bounds.width) / 2),
                                                y: Int(info.centerEnd.y - Double(info.bounds.height) / 2),
                                                width: info.bounds.width, height: info.bounds.height)
                let onScreen = end.y < views.rootViewFrame.maxY && notification.name != .keyboardWillHide
                keyboardFrame = onScreen ? end : nil
                // The content moves with the keyboard's own animation.
                return keyboardFrame == nil ? restore(views: &views, duration: info.duration)
                    : StrategyOutcome(adjust(views: &views), animationDuration: info.duration)
            default:
                return .nothing
            }
        case .scrollView(let call):
            return call.method == .scrollViewPanChanged ? followFinger(call, views: &views) : .nothing
        }
    }

    /// An interactive dismissal posts nothing while the finger holds the keyboard: the input bar
    /// stays on the keyboard's top as the pan finds it (the list waits for the notification at the lift).
    private func followFinger(_ call: ScrollViewCall, views: inout AppViews) -> StrategyOutcome {
        guard keyboardFrame != nil, let held = call.keyboardFrame, let resting = saved?.inputBar else { return .nothing }
        let before = views.inputBarFrame
        guard let bar = rideInputBar(views: &views, resting: resting, keyboard: held), views.inputBarFrame != before else { return .nothing }
        return StrategyOutcome(StrategyAction(strategy: id, action: .followKeyboard, details: [
            .init("keyboardTop", .int(held.minY)), .init("inputBar", .rect(bar)),
        ]))
    }

    /// The inset for the overlap, and the least scroll that shows the field plus a margin, moving
    /// with the keyboard's animation.
    private mutating func adjust(views: inout AppViews) -> StrategyAction {
        if saved == nil {
            saved = (views.scrollView.contentInset, views.scrollView.scrollIndicatorInsets, views.scrollView.contentOffset, views.inputBarFrame)
        }
        let original = saved!
        let scrollFrame = views.scrollView.frame.offsetBy(dx: views.rootViewFrame.x, dy: views.rootViewFrame.y)
        // The safe area UIKit already adds below (adjustedContentInset, from iOS 11) is not inset twice.
        let safeBottom = views.scrollView.safeAreaBottomAdjustment
        // A chat's input bar rides on the keyboard: what it covers of the list is inset as the keyboard's is.
        let wasAtEnd = views.scrollView.contentOffset.y >= views.scrollView.maximumOffsetY
        let bar = rideInputBar(views: &views, resting: original.inputBar, keyboard: keyboardFrame)
        var covered = keyboardFrame ?? Rect(x: scrollFrame.x, y: scrollFrame.maxY, width: scrollFrame.width, height: 0)
        if let bar { covered = Rect(x: covered.x, y: min(covered.minY, bar.minY), width: covered.width, height: covered.maxY - min(covered.minY, bar.minY)) }
        let overlap = scrollFrame.intersection(covered).height
        let inset = max(original.contentInset.bottom, overlap - safeBottom)
        views.scrollView.contentInset.bottom = inset
        views.scrollView.scrollIndicatorInsets.bottom = max(original.indicatorInsets.bottom, overlap - safeBottom)
        if views.firstResponder?.kind == .inputBar {
            // The bar's text view is in no scroll view: the list keeps its last message in sight, as a chat does.
            if wasAtEnd { views.scrollView.contentOffset.y = views.scrollView.maximumOffsetY }
        } else if let field = activeField.frame {
            // The field with a margin below it; a text view taller than the room, its caret's row
            // with the margin (the typing stays in sight), any other field too tall, its top.
            let shown = showsCaretOnly(views) ? views.textViewCaret ?? field : field
            let wanted = Rect(x: shown.x, y: shown.y, width: shown.width, height: shown.height + Self.margin)
            views.scrollView.contentOffset.y = views.scrollView.offsetShowing(wanted)
        }
        return StrategyAction(strategy: id, action: .adjust, details: [
            .init("overlap", .int(overlap)), .init("inset", .int(inset)), .init("offset", .int(views.scrollView.contentOffset.y)),
        ] + (safeBottom > 0 ? [.init("safeAreaBottom", .int(safeBottom))] : []) + (bar.map { [.init("inputBar", .rect($0))] } ?? []))
    }

    /// Stands the input bar on `keyboard`'s top (no lower than it rests), its height as its text
    /// makes it; returns where it is on screen, nil without a bar.
    private func rideInputBar(views: inout AppViews, resting: Rect?, keyboard: Rect?) -> Rect? {
        guard var bar = views.inputBarFrame, let resting else { return nil }
        let restingBottom = resting.maxY
        let keyboardTop = keyboard.map { $0.minY - views.rootViewFrame.y } ?? restingBottom
        bar.origin.y = min(restingBottom, keyboardTop) - bar.height
        views.inputBarFrame = bar
        return bar.offsetBy(dx: views.rootViewFrame.x, dy: views.rootViewFrame.y)
    }

    /// Whether the field being edited is a text view too tall to show whole in the room the
    /// scroll view leaves (as UIKit judges it): then its caret's row is what must be seen.
    private func showsCaretOnly(_ views: AppViews) -> Bool {
        guard let field = activeField.frame, let caret = views.textViewCaret, field.contains(caret.origin) else { return false }
        return field.height > views.scrollView.unobscuredBounds.height
    }

    /// Puts back exactly the geometry it changed, moving with the keyboard when it changed any.
    private mutating func restore(views: inout AppViews, duration: Double) -> StrategyOutcome {
        let restored = saved
        let wasAtEnd = views.scrollView.contentOffset.y >= views.scrollView.maximumOffsetY
        if let restored {
            views.scrollView.contentInset = restored.contentInset
            views.scrollView.scrollIndicatorInsets = restored.indicatorInsets
            views.scrollView.contentOffset = restored.offset
            if var bar = views.inputBarFrame, let resting = restored.inputBar {
                // Back on the safe area's bottom, as tall as its text is now.
                bar.origin.y = resting.maxY - bar.height
                views.inputBarFrame = bar
                // The list ends on the bar's top, as the app's layout has it, however tall the bar grew meanwhile.
                if views.scrollView.frame.maxY > bar.minY {
                    views.scrollView.frame.size.height = max(0, bar.minY - views.scrollView.frame.minY)
                }
                // A chat that showed its last message goes on showing it, however many came meanwhile.
                if wasAtEnd { views.scrollView.contentOffset.y = views.scrollView.maximumOffsetY }
            }
        }
        saved = nil
        let action = StrategyAction(strategy: id, action: .restore, details: [
            .init("inset", .int(views.scrollView.contentInset.bottom)), .init("offset", .int(views.scrollView.contentOffset.y)),
        ])
        return StrategyOutcome(action, animationDuration: restored == nil ? nil : duration)
    }
}

extension StrategyAction.Name {
    /// The inset and scroll for the keyboard's overlap.
    package static let adjust = Self(rawValue: "adjust")
    /// The geometry from before the keyboard, put back.
    package static let restore = Self(rawValue: "restore")
    /// The input bar kept on the keyboard a finger is taking down.
    package static let followKeyboard = Self(rawValue: "followKeyboard")
}
