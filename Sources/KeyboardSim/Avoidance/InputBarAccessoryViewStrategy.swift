// Strategy `inputbaraccessoryview`: InputBarAccessoryView's KeyboardManager (nathantannar4/
// InputBarAccessoryView, Sources/KeyboardManager/KeyboardManager.swift at 95ecd84), the keyboard
// manager of MessageKit's chat screens, bound to a chat's bar as its README shows:
// `bind(inputAccessoryView: bar)`. As written: the bar's bottom is constrained to its superview's
// bottom with the constant 0; keyboardWillShow (only while the constant is 0, the keyboard shown
// to it and the notification local) and keyboardWillChangeFrame (until keyboardDidHide) set the
// constant to min(-34, -endFrame.height + bottomGap), and keyboardWillHide back to 0, each inside
// the notification's animation. `bottomGap` is the iPad's only (a form sheet's gap); on an iPhone
// it is 0. The constant counts the keyboard's whole height from the superview's bottom, so when
// the superview ends above the screen's bottom — a container on the safe area's bottom, above a
// tab bar or the home indicator, as kbsim lays the bar out — the bar stops that many rows above
// the keyboard (InputBarAccessoryView #30: "a white padding that I suspect coming from the
// UITabBar"; the opt-in `withAdditionalBottomSpace` of PR #148 is not the default). The list is not
// the manager's: it insets nothing. `bind(to: scrollView)`, as the examples bind the list, adds a
// pan gesture: at each move of a finger dragging the list it takes the notification it cached (the
// last WillChangeFrame or DidChangeFrame, dropped at WillHide and DidHide) and sets the constant to
// the keyboard's height below the finger — max(finger, screen bottom − the cached keyboard's
// height) — so the bar rides the finger down with the keyboard, the tab bar's gap kept.
// `Set Pitfalls on` is 5.3 (f7f2296 to 860de39): the cache outlived the hide, and only a guard
// that its begin and end frames differ stood in the way — which a hide's frames always pass, so a
// drag on the list after the keyboard went raised the bar to where the keyboard had been
// (InputBarAccessoryView #207, fixed by PR #204).

/// InputBarAccessoryView's KeyboardManager, bound to the chat's input bar.
package struct InputBarAccessoryViewStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `inputbaraccessoryview`.
    package static let id = StrategyID(rawValue: "inputbaraccessoryview")
    /// One line for `kbsim strategies`.
    package static let summary = "InputBarAccessoryView's KeyboardManager (MessageKit's chats): the input bar's bottom constraint "
        + "set to the keyboard's whole height on WillShow and WillChangeFrame, back on WillHide; the list left as it is"
    /// A library, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.library
    /// What the why panel says of its actions.
    package static let explanations: any StrategyExplanationCatalogue = InputBarAccessoryViewExplanations()
    /// `isKeyboardHidden`: true until keyboardWillShow, and again from keyboardDidHide.
    private var isKeyboardHidden = true
    /// The bottom constraint's constant, in rows (0: the bar's bottom on its superview's bottom).
    private var constant = 0
    /// `cachedNotification`: the last WillChangeFrame or DidChangeFrame, the pan's starting point.
    private var cachedNotification: KeyboardUserInfo?
    /// Whether this is 5.3 (`Set Pitfalls on`): the cache is kept past the hide.
    private var pitfallsOn = false

    /// Plays 5.3, whose cached notification outlived the hide (`on`), or the manager as written.
    package mutating func setPitfalls(_ on: Bool) { pitfallsOn = on }

    /// Creates the manager, as `KeyboardManager()` does: observing the six keyboard notifications.
    package init() {}

    /// The bar held by its constraint in every layout pass: its bottom at the superview's bottom
    /// plus the constant. The superview ends where kbsim lays the bar to rest: the safe area's bottom.
    package mutating func layOut(_ views: inout AppViews) {
        guard var bar = views.inputBarFrame else { return }
        bar.origin.y = views.safeAreaBottom + constant - bar.height
        views.inputBarFrame = bar
    }

    /// The willShow, willChangeFrame and willHide callbacks of `bind(inputAccessoryView:)`, the
    /// flag didHide clears, the cache the notifications keep, and the pan gesture of `bind(to:)`.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard views.inputBarFrame != nil else { return .nothing }
        switch message {
        case .notification(let notification):
            return receive(notification, views: &views)
        case .scrollView(let call) where call.method == .scrollViewPanChanged:
            return pan(call, views: &views)
        default:
            return .nothing
        }
    }

    /// The callbacks, each inside the notification's animation; the cache kept or dropped after them.
    private mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome {
        let info = notification.userInfo
        defer {
            switch notification.name {
            case .keyboardWillChangeFrame, .keyboardDidChangeFrame: cachedNotification = info
            case .keyboardWillHide, .keyboardDidHide: if !pitfallsOn { cachedNotification = nil }
            default: break
            }
        }
        let action: StrategyAction.Name
        switch notification.name {
        case .keyboardWillShow:
            isKeyboardHidden = false
            guard constant == 0, info.isLocal else { return .nothing }
            constant = Self.raisedConstant(info, views: views)
            action = .inputBarWillShow
        case .keyboardWillChangeFrame:
            guard !isKeyboardHidden, info.isLocal else { return .nothing }
            constant = Self.raisedConstant(info, views: views)
            action = .inputBarWillChangeFrame
        case .keyboardWillHide:
            guard info.isLocal else { return .nothing }
            constant = 0
            action = .inputBarWillHide
        case .keyboardDidHide:
            isKeyboardHidden = true
            return .nothing
        default:
            return .nothing
        }
        layOut(&views)
        return StrategyOutcome(logged(action, views: views, keyboardTop: info.endFrame.minY - views.rootViewFrame.y),
                               animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
    }

    /// `handlePanGestureRecognizer`: the cached keyboard's height below the finger (never less
    /// than where it rests) becomes the constant, at once — no animation.
    private mutating func pan(_ call: ScrollViewCall, views: inout AppViews) -> StrategyOutcome {
        guard let cached = cachedNotification, let finger = call.location,
              // 5.3's guard: a cache whose frames are alike needs no adjustment.
              !pitfallsOn || cached.beginFrame != cached.endFrame,
              // A keyboard narrower than the list floats (an iPad's): the bar is left alone.
              cached.endFrame.width >= views.scrollView.frame.width else { return .nothing }
        let screenHeight = views.screenBounds.height
        let keyboardTop = max(finger.y, screenHeight - cached.endFrame.height)
        let raised = min(0, keyboardTop - screenHeight)
        guard raised != constant else { return .nothing }
        constant = raised
        layOut(&views)
        return StrategyOutcome(logged(.inputBarFollowsPan, views: views, keyboardTop: keyboardTop - views.rootViewFrame.y,
                                      keyboardShown: call.keyboardFrame != nil))
    }

    /// What the log says of a move: the constant, where the bar's bottom is, and how far it stands
    /// above `keyboardTop` (root view rows; 0 while the bar rests or the keyboard is off screen).
    /// A pan says too whether a keyboard is on screen at all (with none, there is no gap to speak of).
    private func logged(_ name: StrategyAction.Name, views: AppViews, keyboardTop: Int, keyboardShown: Bool? = nil) -> StrategyAction {
        let bar = views.inputBarFrame ?? .zero
        let gap = constant == 0 || keyboardTop >= views.rootViewFrame.height || keyboardShown == false ? 0 : keyboardTop - bar.maxY
        return StrategyAction(strategy: id, action: name, details: [
            .init("constant", .int(constant)), .init("bottom", .int(bar.maxY)), .init("gap", .int(gap)),
        ] + (keyboardShown.map { [.init("keyboard", .bool($0))] } ?? []))
    }

    /// `min(-34, -endFrame.height + bottomGap)`: the keyboard's whole height up from the superview's
    /// bottom, at least 34 points (bottomGap 0 on an iPhone).
    private static func raisedConstant(_ info: KeyboardUserInfo, views: AppViews) -> Int {
        min(-views.rows(points: 34), -info.endFrame.height)
    }
}

extension InputBarAccessoryViewStrategy {
    /// InputBarAccessoryView #30: the bar stops above the keyboard by the rows its superview ends above the screen's bottom.
    package static let barAboveKeyboard = Pitfall(rawValue: "barAboveKeyboard")

    /// InputBarAccessoryView #207 (5.3, `Set Pitfalls on`): a drag raises the bar with no keyboard on screen.
    package static let barRaisedWithoutKeyboard = Pitfall(rawValue: "barRaisedWithoutKeyboard")

    /// The gap between the bar and the keyboard, once the bar has been raised for it; a bar a pan raised over no keyboard.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        let actions = step.actions(of: id).map(\.0)
        let raisedAlone = actions.first { $0.action == .inputBarFollowsPan && $0.flag("keyboard") == false && ($0.number("constant") ?? 0) < 0 }
        let gapped = actions.first { $0.action != .inputBarWillHide && ($0.number("gap") ?? 0) > 0 }
        return (raisedAlone.map { [step.notice(Self.barRaisedWithoutKeyboard, id, [
            .init("constant", .int($0.number("constant") ?? 0)), .init("bottom", .int($0.number("bottom") ?? 0)),
        ])] } ?? [])
            + (gapped.map { [step.notice(Self.barAboveKeyboard, id, [.init("gap", .int($0.number("gap") ?? 0))])] } ?? [])
    }
}

extension StrategyAction.Name {
    /// The willShow callback: the bar's constraint raised by the keyboard's height.
    package static let inputBarWillShow = Self(rawValue: "inputBarWillShow")
    /// The willChangeFrame callback: the same, for a keyboard that changes.
    package static let inputBarWillChangeFrame = Self(rawValue: "inputBarWillChangeFrame")
    /// The willHide callback: the bar's constraint back to 0.
    package static let inputBarWillHide = Self(rawValue: "inputBarWillHide")
    /// The pan gesture of `bind(to:)`: the constraint set to the keyboard's height below the finger.
    package static let inputBarFollowsPan = Self(rawValue: "inputBarFollowsPan")
}
