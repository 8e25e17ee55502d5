// Strategy `tpkeyboardavoiding`: TPKeyboardAvoiding 1.3.5, github.com/michaeltyson/TPKeyboardAvoiding
// at commit 3217d62 (2020-11-08), file TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m:
// TPKeyboardAvoiding_keyboardWillShow: (registered for WillChangeFrame by TPKeyboardAvoidingScrollView.m
// setupKeyboardAvoiding), TPKeyboardAvoiding_keyboardWillHide:, TPKeyboardAvoiding_scrollToActiveTextField
// (registered for the begin-editing notifications), TPKeyboardAvoiding_updateContentInset (called by the
// scroll view's setFrame: and setContentSize:), TPKeyboardAvoiding_contentInsetForKeyboard and
// TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:, retold in kbsim's words from issue 27's
// specification of the library (its §2).
// Its behaviour is kept as written, bugs included (§4.2): the bottom inset replaces the one before
// and ignores the safe area adjustedContentInset adds (TP-A); the field is centred even when it was
// already in sight; the offset is never put back on hide, so a short form stays scrolled past its
// end (TP-B); the block the frame change schedules 0.01 s later still runs after a hide that came
// first, and copies the content inset into the indicator insets (TP-C); the keyboard's rect is kept
// in the scroll view's coordinates of the moment it arrived, so a later scroll or a new frame skews
// the inset (TP-E).
// With pitfalls it is release 1.3.2 (2017-11-21), before the guards of 2019-20: the hide handler
// tests the end frame, not the begin frame (7b895e2, TP#270); both handlers drop every notification
// while the begin-editing scroll runs, not only those whose frames are equal (e45a445); the block
// insets only when a field is being edited (03b524d); a hide's cleared rect gives a zero bottom, not
// the prior one (PR #288), and nothing keeps the bottom from going negative (a54949b); an empty end
// frame does not clear keyboardVisible (e5d34eb).
// Not modelled: contentSize (kbsim's content always has one, so kCalculatedContentPadding never
// applies, and priorContentSize, refreshed at every frame change, is always the size of now),
// pagingEnabled (the form never pages), the Return-key delegate and tap-to-resign.

/// TPKeyboardAvoiding's scroll view: the keyboard's overlap as the inset and the field centred, 0.01 s after each frame change.
package struct TPKeyboardAvoidingStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `tpkeyboardavoiding`.
    package static let id = StrategyID.tpKeyboardAvoiding
    /// One line for `kbsim strategies`.
    package static let summary = "TPKeyboardAvoiding 1.3.5: 0.01 s after each frame change, the keyboard's overlap replaces the bottom inset and the caret is centred; the offset is never restored"
    /// `kMinimumScrollOffsetPadding`: the least room, in points, kept above the centred caret.
    package static let minimumPaddingPoints = 20
    /// The token of the work the frame change schedules (`dispatch_after` 0.01 s).
    static let delayedAdjustment = "insetAndCentre"
    /// The token of the end of the begin-editing scroll's animation (its completion clears ignoringNotifications).
    static let scrollAnimationEnds = "scrollAnimationEnds"
    /// The token of the end of a block's animation, followed by the block's number (its did-stop selector).
    static let blockAnimationEnds = "blockAnimationEnds "

    /// The first responder beneath the scroll view, from the delegate calls.
    private var activeField = ActiveField()
    /// `keyboardVisible`: set by a frame change, cleared by a hide or an empty end frame.
    private var keyboardVisible = false
    /// `keyboardRect`: the end frame in the scroll view's coordinates at the moment it came; zero after a hide.
    private var keyboardRect = Rect.zero
    /// `priorInset` and `priorScrollIndicatorInsets`, taken at the first frame change after a hide.
    private var priorInsets = (content: EdgeInsets.zero, indicator: EdgeInsets.zero)
    /// `animationDuration`: the last frame change's, which the begin-editing scroll borrows.
    private var animationDuration = 0.0
    /// `ignoringNotifications`: set while the begin-editing scroll animates.
    private var ignoringNotifications = false
    /// `keyboardAnimationInProgress`: from a block's animation start to its finish.
    private var keyboardAnimationInProgress = false
    /// How many blocks have run: a block's animation stops finished only if no later one took over
    /// (`setAnimationBeginsFromCurrentState:`), and only a finished stop clears the flag.
    private var blocksRun = 0
    /// The animation of each scheduled block, in the order they were scheduled (each block keeps its notification's).
    private var scheduledAnimations: [(duration: Double, curve: AnimationCurve)] = []
    /// The scroll view's frame and content size when last seen: a change is a `setFrame:` or
    /// `setContentSize:`, whose override recomputes the inset.
    private var lastGeometry: (frame: Rect, contentSize: Size)?
    /// Release 1.3.2, without the guards of 2019-20 (`setPitfalls`).
    package private(set) var pitfalls = false

    /// Creates the strategy.
    package init() {}

    /// With pitfalls it is release 1.3.2: see the file's head for the guards it lacks.
    package mutating func setPitfalls(_ on: Bool) {
        pitfalls = on
    }

    /// WillChangeFrame records the keyboard and schedules the adjustment; WillHide restores the
    /// insets; a field's begin editing re-centres it while the keyboard is up.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        let hook = geometryHook(views: &views)
        let outcome: StrategyOutcome
        switch message {
        case .delegate(let call):
            activeField.follow(call)
            let begins = call.method.beginsEditing
            outcome = begins ? scrollToActiveTextField(views: &views) : .nothing
        case .notification(let notification) where notification.name == .keyboardWillChangeFrame:
            outcome = keyboardWillChangeFrame(notification.userInfo, views: views)
        case .notification(let notification) where notification.name == .keyboardWillHide:
            outcome = keyboardWillHide(notification.userInfo, views: &views)
        case .notification, .scrollView:
            outcome = .nothing
        }
        return hook.map { StrategyOutcome(actions: [$0] + outcome.actions, animationDuration: outcome.animationDuration,
                                          animationCurve: outcome.animationCurve, deferred: outcome.deferred) } ?? outcome
    }

    /// The block scheduled 0.01 s after a frame change (the inset, the field centred, the indicator
    /// insets), and the ends of the animations that clear the flags.
    package mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        if work.token == Self.scrollAnimationEnds {
            ignoringNotifications = false
            return .nothing
        }
        if work.token.hasPrefix(Self.blockAnimationEnds) {
            if work.token == Self.blockAnimationEnds + String(blocksRun) { keyboardAnimationInProgress = false }
            return .nothing
        }
        guard work.token == Self.delayedAdjustment, !scheduledAnimations.isEmpty else { return .nothing }
        let hook = geometryHook(views: &views)
        let animation = scheduledAnimations.removeFirst()
        blocksRun += 1
        keyboardAnimationInProgress = true
        // 1.3.2 insets only while a field is being edited (03b524d made it unconditional).
        let insets = activeField.frame != nil || !pitfalls
        if insets { views.scrollView.contentInset = contentInsetForKeyboard(views.scrollView) }
        var details: [StrategyAction.Detail] = [.init("inset", .int(views.scrollView.contentInset.bottom)), .init("insets", .bool(insets)),
                                                 .init("cleared", .bool(keyboardRect.height == 0)),
                                                 .init("safeArea", .int(views.scrollView.safeAreaBottomAdjustment))]
        if let field = activeField.frame {
            views.scrollView.contentOffset.y = idealOffset(for: field, views: views)
            details.append(.init("offset", .int(views.scrollView.contentOffset.y)))
        }
        // The indicator insets it overwrites: after a hide, those the app had, which WillHide put back (TP#237).
        details.append(.init("indicatorBefore", .int(views.scrollView.scrollIndicatorInsets.bottom)))
        views.scrollView.scrollIndicatorInsets = views.scrollView.contentInset
        let action = StrategyAction(strategy: id, action: .insetAndCentre, details: details + [.init("centred", .bool(activeField.frame != nil))])
        return StrategyOutcome(actions: (hook.map { [$0] } ?? []) + [action], animationDuration: animation.duration,
                               animationCurve: animation.curve,
                               deferred: [.after(animation.duration, Self.blockAnimationEnds + String(blocksRun))])
    }

    /// `setFrame:` and `setContentSize:` of TPKeyboardAvoidingScrollView: when the scroll view's
    /// frame or content size changed since the strategy last saw it, and the keyboard is visible to
    /// it, the inset is worked out again from the rect it noted, against the bounds of now.
    private mutating func geometryHook(views: inout AppViews) -> StrategyAction? {
        let now = (frame: views.scrollView.frame, contentSize: views.scrollView.contentSize)
        defer { lastGeometry = now }
        guard let last = lastGeometry, last.frame != now.frame || last.contentSize != now.contentSize, keyboardVisible else { return nil }
        let before = views.scrollView.contentInset.bottom
        views.scrollView.contentInset = contentInsetForKeyboard(views.scrollView)
        return StrategyAction(strategy: id, action: .updateContentInset, details: [
            .init("frame", .rect(now.frame)), .init("keyboard", .rect(keyboardRect)),
            .init("before", .int(before)), .init("inset", .int(views.scrollView.contentInset.bottom)),
        ])
    }

    private mutating func keyboardWillChangeFrame(_ info: KeyboardUserInfo, views: AppViews) -> StrategyOutcome {
        // Era 3 posts no frame change, so there is always an end frame here.
        guard let frameEnd = info.frameEnd else { return .nothing }
        animationDuration = info.duration
        let begin = info.frameBegin.map { views.convert($0, from: .screen, to: .scrollView) } ?? .zero
        let end = views.convert(frameEnd, from: .screen, to: .scrollView)
        if end.isEmpty {
            // 1.3.2 returned here without clearing keyboardVisible (e5d34eb added that).
            if !pitfalls { keyboardVisible = false }
            return .nothing
        }
        if ignoringNotifications && (begin == end || pitfalls) {
            return StrategyOutcome(StrategyAction(strategy: id, action: .ignoredWhileScrolling, details: [
                .init("hide", .bool(false)), .init("same", .bool(begin == end)),
                .init("keyboard", .rect(end)),
            ]))
        }
        keyboardRect = end
        let captured = !keyboardVisible
        if captured {
            priorInsets = (views.scrollView.contentInset, views.scrollView.scrollIndicatorInsets)
        }
        keyboardVisible = true
        scheduledAnimations.append((info.duration, AnimationCurve(rawValue: info.curve)))
        return StrategyOutcome(actions: [StrategyAction(strategy: id, action: .keyboardFrameWillChange, details: [
            .init("keyboard", .rect(end)), .init("captured", .bool(captured)), .init("priorInset", .int(priorInsets.content.bottom)),
        ])], deferred: [.after(0.01, Self.delayedAdjustment)])
    }

    private mutating func keyboardWillHide(_ info: KeyboardUserInfo, views: inout AppViews) -> StrategyOutcome {
        let begin = info.frameBegin.map { views.convert($0, from: .screen, to: .scrollView) } ?? .zero
        let end = info.frameEnd.map { views.convert($0, from: .screen, to: .scrollView) } ?? .zero
        // 1.3.5 asks whether the keyboard was on screen (its begin frame); 1.3.2 asked the end frame,
        // which a drag-to-dismiss on an iPad under iOS 11 reported empty (TP#270).
        let tested = pitfalls ? end : begin
        if tested.isEmpty && !keyboardAnimationInProgress {
            return StrategyOutcome(StrategyAction(strategy: id, action: .hideIgnored, details: [
                .init("endFrame", .bool(pitfalls)), .init("keyboard", .rect(tested)),
            ]))
        }
        if ignoringNotifications && (begin == end || pitfalls) {
            return StrategyOutcome(StrategyAction(strategy: id, action: .ignoredWhileScrolling, details: [
                .init("hide", .bool(true)), .init("same", .bool(begin == end)),
                .init("keyboard", .rect(end)),
            ]))
        }
        guard keyboardVisible else { return .nothing }
        keyboardRect = .zero
        keyboardVisible = false
        views.scrollView.contentInset = priorInsets.content
        views.scrollView.scrollIndicatorInsets = priorInsets.indicator
        return StrategyOutcome(StrategyAction(strategy: id, action: .restorePriorInsets, details: [
            .init("inset", .int(priorInsets.content.bottom)), .init("offset", .int(views.scrollView.contentOffset.y)),
            .init("pastEnd", .int(max(views.scrollView.contentOffset.y - views.scrollView.maximumOffsetY, 0))),
        ]), animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
    }

    /// `scrollToActiveTextField`, on a field's begin editing: only while the keyboard is visible to
    /// it (a text field's comes before the keyboard's first frame change, so the block does that
    /// first scroll); the field is centred at once, animated over the last keyboard duration, and
    /// keyboard notifications are ignored until that animation ends.
    private mutating func scrollToActiveTextField(views: inout AppViews) -> StrategyOutcome {
        guard keyboardVisible, let field = activeField.frame else { return .nothing }
        ignoringNotifications = true
        let before = views.scrollView.contentOffset.y
        views.scrollView.contentOffset.y = idealOffset(for: field, views: views)
        return StrategyOutcome(actions: [StrategyAction(strategy: id, action: .scrollToActiveField, details: [
            .init("before", .int(before)), .init("offset", .int(views.scrollView.contentOffset.y))])], animationDuration: animationDuration, deferred: [.after(animationDuration, Self.scrollAnimationEnds)])
    }

    /// The content inset with its bottom replaced: the part of the keyboard above the scroll view's
    /// bottom edge, measured against the bounds of now but the keyboard's rect of when it came;
    /// the prior bottom once a hide has zeroed that rect (1.3.2: the formula's zero).
    private func contentInsetForKeyboard(_ scrollView: ScrollView) -> EdgeInsets {
        var inset = scrollView.contentInset
        if keyboardRect.height == 0 && !pitfalls {
            inset.bottom = priorInsets.content.bottom
        } else {
            let belowBottom = max(keyboardRect.maxY - scrollView.bounds.maxY, 0)
            inset.bottom = pitfalls ? keyboardRect.height - belowBottom : max(keyboardRect.height - belowBottom, 0)
        }
        return inset
    }

    /// The offset that puts the caret (a text field's text row, a text view's caret) in the middle
    /// of the rows between the raw insets, at least 20 pt below their top, within the clamps
    /// measured from the adjusted top inset.
    private func idealOffset(for field: Rect, views: AppViews) -> Int {
        let scrollView = views.scrollView
        let viewable = scrollView.frame.height - scrollView.contentInset.top - scrollView.contentInset.bottom
        let caret = views.textViewCaret.flatMap { field.contains($0.origin) ? $0 : nil }
            ?? Rect(x: field.x, y: field.y, width: field.width, height: 1)
        let top = scrollView.adjustedContentInset.top
        let padding = max((viewable - caret.height) / 2, views.rows(points: Self.minimumPaddingPoints))
        let offset = min(caret.y - padding - top, scrollView.contentSize.height - viewable - top)
        return max(offset, -top)
    }
}

extension TPKeyboardAvoidingStrategy {
    /// TPKeyboardAvoiding #269: the bottom inset counts the safe area that adjustedContentInset adds too.
    package static let safeAreaCountedTwice = Pitfall(rawValue: "safeAreaCountedTwice")
    /// TPKeyboardAvoiding #84: the hide leaves the offset past the end of the content.
    package static let offsetNotRestored = Pitfall(rawValue: "offsetNotRestored")
    /// TPKeyboardAvoiding #270 and #99 (release 1.3.2): a hide or a new keyboard frame dropped during the begin-editing scroll.
    package static let notificationDropped = Pitfall(rawValue: "notificationDropped")
    /// TPKeyboardAvoiding #99 and #180: setFrame: worked the inset out from a keyboard rect that no longer matches the keyboard.
    package static let staleKeyboardRect = Pitfall(rawValue: "staleKeyboardRect")
    /// TPKeyboardAvoiding #237: the block that ran after a hide copied the content inset over the indicator insets the app had.
    package static let indicatorInsetsLost = Pitfall(rawValue: "indicatorInsetsLost")

    /// The reports of §4.2 as they bite: the safe area counted twice, the offset left past the
    /// end, a notification dropped while ignoring, an inset from a stale rect, the indicator
    /// insets lost to a block that ran after the hide.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        var notices: [PitfallNotice] = []
        for (action, _) in step.actions(of: id) {
            switch action.action {
            case .insetAndCentre:
                if action.flag("cleared") == false, action.flag("insets") == true, let inset = action.number("inset"),
                   let safeArea = action.number("safeArea"), inset > 0, safeArea > 0 {
                    notices.append(step.notice(Self.safeAreaCountedTwice, id, [
                        .init("inset", .int(inset)), .init("safeArea", .int(safeArea)), .init("correct", .int(inset - safeArea)),
                    ]))
                }
                if action.flag("cleared") == true, let inset = action.number("inset"),
                   let before = action.number("indicatorBefore"), before != inset {
                    notices.append(step.notice(Self.indicatorInsetsLost, id, [.init("indicatorBefore", .int(before)), .init("inset", .int(inset))]))
                }
            case .restorePriorInsets:
                if let pastEnd = action.number("pastEnd"), pastEnd > 0 {
                    notices.append(step.notice(Self.offsetNotRestored, id, [
                        .init("pastEnd", .int(pastEnd)), .init("offset", .int(action.number("offset") ?? 0)),
                    ]))
                }
            case .ignoredWhileScrolling where action.flag("same") == false:
                notices.append(step.notice(Self.notificationDropped, id, [.init("hide", .bool(action.flag("hide") ?? false))]))
            case .updateContentInset:
                if let inset = action.number("inset"), let real = Self.keyboardOverlap(in: step), inset != real {
                    notices.append(step.notice(Self.staleKeyboardRect, id, [.init("inset", .int(inset)), .init("real", .int(real))]))
                }
            default:
                break
            }
        }
        return notices
    }

    /// The rows of the scroll view the keyboard covers where it comes to rest after `step`; nil while it is down.
    private static func keyboardOverlap(in step: PitfallStep) -> Int? {
        guard let keyboard = step.keyboardFrame else { return nil }
        let views = step.after.views
        let covered = views.convert(views.scrollView.bounds, from: .scrollView).intersection(keyboard)
        return covered.isEmpty ? 0 : covered.height
    }
}

extension StrategyID {
    /// TPKeyboardAvoiding 1.3.5's scroll view (`TPKeyboardAvoidingStrategy`).
    package static let tpKeyboardAvoiding = StrategyID(rawValue: "tpkeyboardavoiding")
}

extension StrategyAction.Name {
    /// TPKeyboardAvoiding's frame-change handler: the keyboard noted, the prior insets perhaps taken, the block scheduled.
    package static let keyboardFrameWillChange = Self(rawValue: "keyboardFrameWillChange")
    /// TPKeyboardAvoiding's block 0.01 s after a frame change: the inset and the field centred.
    package static let insetAndCentre = Self(rawValue: "insetAndCentre")
    /// TPKeyboardAvoiding's hide handler: the prior insets put back, the offset left.
    package static let restorePriorInsets = Self(rawValue: "restorePriorInsets")
    /// TPKeyboardAvoiding's begin-editing handler: the field centred while the keyboard is up.
    package static let scrollToActiveField = Self(rawValue: "scrollToActiveField")
    /// TPKeyboardAvoiding dropped a keyboard notification that came while its begin-editing scroll ran.
    package static let ignoredWhileScrolling = Self(rawValue: "ignoredWhileScrolling")
    /// TPKeyboardAvoiding's hide handler returned at once: the frame it tests was empty.
    package static let hideIgnored = Self(rawValue: "hideIgnored")
    /// TPKeyboardAvoiding's setFrame:/setContentSize: hook: the inset again from the rect it noted.
    package static let updateContentInset = Self(rawValue: "updateContentInset")
}
