// Strategy `tpkeyboardavoiding`: TPKeyboardAvoiding 1.3.5, github.com/michaeltyson/TPKeyboardAvoiding
// at commit 3217d62 (2020-11-08), file TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m:
// TPKeyboardAvoiding_keyboardWillShow: (registered for WillChangeFrame by TPKeyboardAvoidingScrollView.m
// setupKeyboardAvoiding), TPKeyboardAvoiding_keyboardWillHide:, TPKeyboardAvoiding_contentInsetForKeyboard
// and TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:, retold in kbsim's words from
// issue 27's specification of the library (its §2).
// Its behaviour is kept as written, bugs included (§4.2): the bottom inset replaces the one before
// and ignores the safe area adjustedContentInset adds (TP-A); the field is centred even when it was
// already in sight; the offset is never put back on hide, so a short form stays scrolled past its
// end (TP-B); the block the frame change schedules 0.01 s later still runs after a hide that came
// first, and copies the content inset into the indicator insets (TP-C); the keyboard's rect is kept
// in the scroll view's coordinates of the moment it arrived, so a later scroll skews the inset.
// Not modelled yet: the begin-editing re-centring (scrollToActiveTextField), ignoringNotifications,
// the keyboard-animation-in-progress guard of the hide, contentSize and pagingEnabled, and the
// setFrame:/setContentSize: recompute hooks.

/// TPKeyboardAvoiding's scroll view: the keyboard's overlap as the inset and the field centred, 0.01 s after each frame change.
public struct TPKeyboardAvoidingStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `tpkeyboardavoiding`.
    public static let id = StrategyID.tpKeyboardAvoiding
    /// `kMinimumScrollOffsetPadding`, 20 pt: the least room kept above the centred caret. kbsim's
    /// strategies work in rows and are not told the phone's points, so it is one row, what 20 pt
    /// come to on an iPhone drawn in 40 to 60 rows (as AutoStrategy's margin is a row).
    public static let minimumPadding = 1
    /// The token of the work the frame change schedules (`dispatch_after` 0.01 s).
    static let delayedAdjustment = "insetAndCentre"

    /// The first responder beneath the scroll view, from the delegate calls.
    private var activeField = ActiveField()
    /// `keyboardVisible`: set by a frame change, cleared by a hide or an empty end frame.
    private var keyboardVisible = false
    /// `keyboardRect`: the end frame in the scroll view's coordinates at the moment it came; zero after a hide.
    private var keyboardRect = Rect.zero
    /// `priorInset` and `priorScrollIndicatorInsets`, taken at the first frame change after a hide.
    private var priorInsets = (content: EdgeInsets.zero, indicator: EdgeInsets.zero)
    /// The animation of each scheduled block, in the order they were scheduled (each block keeps its notification's).
    private var scheduledAnimations: [(duration: Double, curve: AnimationCurve)] = []

    /// Creates the strategy.
    public init() {}

    /// WillChangeFrame records the keyboard and schedules the adjustment; WillHide restores the insets.
    public mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        switch message {
        case .delegate(let call):
            activeField.follow(call)
            return .nothing
        case .notification(let notification) where notification.name == .keyboardWillChangeFrame:
            return keyboardWillChangeFrame(notification.userInfo, views: views)
        case .notification(let notification) where notification.name == .keyboardWillHide:
            return keyboardWillHide(notification.userInfo, views: &views)
        case .notification:
            return .nothing
        }
    }

    /// The block scheduled 0.01 s after a frame change: the inset, the field centred, the indicator insets.
    public mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        guard work.token == Self.delayedAdjustment, !scheduledAnimations.isEmpty else { return .nothing }
        let animation = scheduledAnimations.removeFirst()
        views.scrollView.contentInset = contentInsetForKeyboard(views.scrollView)
        var details: [StrategyAction.Detail] = [.init("inset", .int(views.scrollView.contentInset.bottom))]
        if let field = activeField.frame {
            let inset = views.scrollView.contentInset
            let viewable = views.scrollView.frame.height - inset.top - inset.bottom
            views.scrollView.contentOffset.y = idealOffset(for: field, viewable: viewable, views: views)
            details.append(.init("offset", .int(views.scrollView.contentOffset.y)))
        }
        views.scrollView.scrollIndicatorInsets = views.scrollView.contentInset
        return StrategyOutcome(StrategyAction(strategy: id, action: .insetAndCentre, details: details + [.init("centred", .bool(activeField.frame != nil))]),
                               animationDuration: animation.duration, animationCurve: animation.curve)
    }

    private mutating func keyboardWillChangeFrame(_ info: KeyboardUserInfo, views: AppViews) -> StrategyOutcome {
        // Era 3 posts no frame change, so there is always an end frame here.
        guard let frameEnd = info.frameEnd else { return .nothing }
        let end = views.convert(frameEnd, from: .screen, to: .scrollView)
        if end.isEmpty {
            keyboardVisible = false
            return .nothing
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
        guard !begin.isEmpty, keyboardVisible else { return .nothing }
        keyboardRect = .zero
        keyboardVisible = false
        views.scrollView.contentInset = priorInsets.content
        views.scrollView.scrollIndicatorInsets = priorInsets.indicator
        return StrategyOutcome(StrategyAction(strategy: id, action: .restorePriorInsets, details: [
            .init("inset", .int(priorInsets.content.bottom)), .init("offset", .int(views.scrollView.contentOffset.y)),
        ]), animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
    }

    /// The content inset with its bottom replaced: the part of the keyboard above the scroll view's
    /// bottom edge, measured against the bounds of now but the keyboard's rect of when it came;
    /// the prior bottom once a hide has zeroed that rect.
    private func contentInsetForKeyboard(_ scrollView: ScrollView) -> EdgeInsets {
        var inset = scrollView.contentInset
        if keyboardRect.height == 0 {
            inset.bottom = priorInsets.content.bottom
        } else {
            let belowBottom = max(keyboardRect.maxY - scrollView.bounds.maxY, 0)
            inset.bottom = max(keyboardRect.height - belowBottom, 0)
        }
        return inset
    }

    /// The offset that puts the caret (a text field's text row, a text view's caret) in the middle
    /// of `viewable` rows, at least `minimumPadding` below the top, within the clamps measured from
    /// the adjusted top inset (while `viewable` was measured from the raw insets).
    private func idealOffset(for field: Rect, viewable: Int, views: AppViews) -> Int {
        let caret = views.textViewCaret.flatMap { field.contains($0.origin) ? $0 : nil }
            ?? Rect(x: field.x, y: field.y, width: field.width, height: 1)
        let top = views.scrollView.adjustedContentInset.top
        let padding = max((viewable - caret.height) / 2, Self.minimumPadding)
        let offset = min(caret.y - padding - top, views.scrollView.contentSize.height - viewable - top)
        return max(offset, -top)
    }
}

extension StrategyID {
    /// TPKeyboardAvoiding 1.3.5's scroll view (`TPKeyboardAvoidingStrategy`).
    public static let tpKeyboardAvoiding = StrategyID(rawValue: "tpkeyboardavoiding")
}

extension StrategyAction.Name {
    /// TPKeyboardAvoiding's frame-change handler: the keyboard noted, the prior insets perhaps taken, the block scheduled.
    public static let keyboardFrameWillChange = Self(rawValue: "keyboardFrameWillChange")
    /// TPKeyboardAvoiding's block 0.01 s after a frame change: the inset and the field centred.
    public static let insetAndCentre = Self(rawValue: "insetAndCentre")
    /// TPKeyboardAvoiding's hide handler: the prior insets put back, the offset left.
    public static let restorePriorInsets = Self(rawValue: "restorePriorInsets")
}
