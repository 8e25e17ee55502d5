// Strategy `layoutguide`: an app whose scroll view's bottom and footer button are constrained to
// `view.keyboardLayoutGuide.topAnchor` (UIKeyboardLayoutGuide, iOS 15; Apple's documentation of
// the guide and WWDC21 10259, WWDC23 10281; specification §3.1). The app writes no notification
// code: UIKit moves the guide with the docked keyboard, and the constraints follow inside the
// keyboard's own animation — the same duration and curve, no delay of their own — including
// height changes (the QuickType bar, another keyboard type, a picker).
// kbsim's keyboard tells where it goes by the notifications UIKit posts as it starts to move,
// with the frames, duration and curve of that move, so the guide's top is placed from them: the
// keyboard's top while it is on screen, and with no keyboard the safe area's bottom — or the
// view's bottom when the app sets `usesBottomSafeArea` false (iOS 17). On that top stands the
// footer; the scroll view ends at the footer's top, or on the guide without a footer.
// `keyboardDismissPadding` (iOS 17) is UIKit's: it widens the interactive-dismissal zone (the
// Drag code). `followsUndockedKeyboard` changes nothing on an iPhone, whose keyboard never undocks.
// Before iOS 15 the guide does not exist: the app is left as laid out, and the first keyboard
// notification logs that once. From iOS 17 kbsim's notifications reach the app a little late
// (the keyboard's own process), and the guide follows them: the real guide does not wait.

/// The scroll view and the footer tied to the keyboard layout guide's top.
package struct LayoutGuideStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `layoutguide`.
    package static let id = StrategyID.layoutguide
    /// One line for `kbsim strategies`.
    package static let summary = "UIKeyboardLayoutGuide (iOS 15): the footer and the scroll view's bottom follow the keyboard's top in its own animation"

    /// The keyboard's top in the root view's rows while it is on screen (docked), nil when it is not.
    private var keyboardTop: Int?
    /// Whether the missing guide (before iOS 15) has been logged.
    private var toldUnavailable = false

    /// Creates the strategy.
    package init() {}

    /// Every Will notification moves the guide where the keyboard is heading, and so does a finger
    /// that holds the keyboard (the pan finds it there); delegate calls are not its business.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        if case .scrollView(let call) = message, call.method == .scrollViewPanChanged { return followFinger(call, views: &views) }
        guard case .notification(let notification) = message,
              [.keyboardWillShow, .keyboardWillChangeFrame, .keyboardWillHide].contains(notification.name) else { return .nothing }
        guard Self.guideExists(views) else {
            guard !toldUnavailable else { return .nothing }
            toldUnavailable = true
            return StrategyOutcome(StrategyAction(strategy: id, action: .guideUnavailable, details: [.init("era", .int(views.era.rawValue))]))
        }
        let info = notification.userInfo
        keyboardTop = notification.name == .keyboardWillHide ? nil : views.keyboardTop(info.endFrame)
        // WillShow repeats WillChangeFrame's frame: the constraints are already where it says.
        guard let action = followGuide(&views) else { return .nothing }
        return StrategyOutcome(action, animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
    }

    /// The guide follows the dismiss gesture (WWDC23 10281): while a finger holds the keyboard,
    /// which UIKit posts nothing about, the guide's top stays on the keyboard's, at once. Only a
    /// keyboard the guide already stands on: one it has not heard of yet (iOS 17's late
    /// notifications) it meets when the notification comes.
    private mutating func followFinger(_ call: ScrollViewCall, views: inout AppViews) -> StrategyOutcome {
        guard Self.guideExists(views), keyboardTop != nil, let keyboard = call.keyboardFrame else { return .nothing }
        // Taken to the screen's bottom, the keyboard is still there: the guide rests, ready to come back up with it.
        keyboardTop = views.keyboardTop(keyboard) ?? views.rootViewFrame.height
        return followGuide(&views).map { StrategyOutcome($0) } ?? .nothing
    }

    /// Places the footer and the scroll view on the guide; what the log says of it, nil when nothing moved.
    private func followGuide(_ views: inout AppViews) -> StrategyAction? {
        let before = views
        let guideTop = place(&views)
        guard views != before else { return nil }
        var details: [StrategyAction.Detail] = [.init("guideTop", .int(guideTop))]
        if let footer = views.footerFrame { details.append(.init("footer", .rect(footer))) }
        details.append(.init("scrollViewBottom", .int(views.scrollView.frame.maxY)))
        details.append(.init("keyboard", .bool(keyboardTop != nil)))
        return StrategyAction(strategy: id, action: .followGuide, details: details)
    }

    /// The constraints hold in every layout pass: the guide's top as it is now.
    package mutating func layOut(_ views: inout AppViews) {
        if Self.guideExists(views) { place(&views) }
    }

    /// Whether the app's iOS has `keyboardLayoutGuide` (iOS 15 and later).
    private static func guideExists(_ views: AppViews) -> Bool {
        views.era.hasKeyboardLayoutGuide
    }

    /// Lays the footer and the scroll view on the guide's top; returns that top (root view rows).
    @discardableResult
    private func place(_ views: inout AppViews) -> Int {
        // usesBottomSafeArea is an iOS 17 property: before it, the guide always rests on the safe area.
        let usesSafeArea = views.keyboardLayoutGuide.usesBottomSafeArea || !views.era.hasLayoutGuideIOS17Properties
        let rest = usesSafeArea ? views.safeAreaBottom : views.rootViewFrame.height
        let top = keyboardTop.map { min($0, rest) } ?? rest
        views.pinLayoutBottom(to: top)
        return top
    }
}

extension StrategyID {
    /// Constraints to the keyboard layout guide (`LayoutGuideStrategy`).
    package static let layoutguide = StrategyID(rawValue: "layoutguide")
}

extension StrategyAction.Name {
    /// The guide's top moved: the footer and the scroll view followed it.
    package static let followGuide = Self(rawValue: "followGuide")
    /// The app's iOS has no keyboard layout guide (before iOS 15): nothing follows the keyboard.
    package static let guideUnavailable = Self(rawValue: "guideUnavailable")
}
