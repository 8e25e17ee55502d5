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
// the manager's: it insets nothing. Its pan gesture (`bind(to: scrollView)`) is not bound here.

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
    /// The superview's bottom in the root view's rows: where the bar rests, as the screen lays it out.
    private var superviewBottom: Int?

    /// Creates the manager, as `KeyboardManager()` does: observing the six keyboard notifications.
    package init() {}

    /// The bar held by its constraint in every layout pass: its bottom at the superview's bottom plus the constant.
    package mutating func layOut(_ views: inout AppViews) {
        guard var bar = views.inputBarFrame else { return }
        // While the constraint is at rest the screen's layout says where the superview ends (a rotation moves it).
        if constant == 0 { superviewBottom = bar.maxY }
        guard let bottom = superviewBottom else { return }
        bar.origin.y = bottom + constant - bar.height
        views.inputBarFrame = bar
    }

    /// The willShow, willChangeFrame and willHide callbacks of `bind(inputAccessoryView:)`, and the flag didHide clears.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, views.inputBarFrame != nil else { return .nothing }
        let info = notification.userInfo
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
        let bar = views.inputBarFrame ?? .zero
        // How far the bar's bottom stands above the keyboard's top, where it ends on screen.
        let keyboardTop = info.endFrame.minY - views.rootViewFrame.y
        let gap = constant == 0 || keyboardTop >= views.rootViewFrame.height ? 0 : keyboardTop - bar.maxY
        return StrategyOutcome(StrategyAction(strategy: id, action: action, details: [
            .init("constant", .int(constant)), .init("bottom", .int(bar.maxY)), .init("gap", .int(gap)),
        ]), animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
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

    /// The gap between the bar and the keyboard, once the bar has been raised for it.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        step.actions(of: id).compactMap { action, _ in
            guard action.action != .inputBarWillHide, let gap = action.number("gap"), gap > 0 else { return nil }
            return step.notice(Self.barAboveKeyboard, id, [.init("gap", .int(gap))])
        }.prefix(1).map { $0 }
    }
}

extension StrategyAction.Name {
    /// The willShow callback: the bar's constraint raised by the keyboard's height.
    package static let inputBarWillShow = Self(rawValue: "inputBarWillShow")
    /// The willChangeFrame callback: the same, for a keyboard that changes.
    package static let inputBarWillChangeFrame = Self(rawValue: "inputBarWillChangeFrame")
    /// The willHide callback: the bar's constraint back to 0.
    package static let inputBarWillHide = Self(rawValue: "inputBarWillHide")
}
