// Strategy `swiftui`: SwiftUI's keyboard safe area (iOS 14; Apple's documentation of
// `SafeAreaRegions.keyboard` and `ignoresSafeArea(_:edges:)`, WWDC23 10281; specification §3.2).
// The app writes no keyboard code: the keyboard's overlap is a safe-area region that shrinks the
// size SwiftUI proposes to the container, so the layout ends at the keyboard's top — the footer
// stands on it and the ScrollView ends at the footer's top (or on it) — moving with the
// keyboard's own animation. What is laid out against the bottom or centred moves too, covered
// or not (`alignment: center`: V8tr/KeyboardAvoidanceSwiftUI#11). `.ignoresSafeArea(.keyboard)`
// on the container (`ignoresSafeArea: keyboard`) turns the shrink off: nothing moves and the
// keyboard covers what it covers.
// From iOS 14 a focused single-line TextField in a ScrollView is scrolled to sit just above the
// keyboard (M: reported by many, documented by no Apple page); a multi-line field, backed by a
// text view, is not (L: VakhoKontridze/VComponents#6) — kbsim's own UIKit scroll of a new first
// responder still happens, as for every app. SwiftUI's avoidance does not exist before iOS 14
// (iOS 13 had none: V8tr/KeyboardAvoidanceSwiftUI#8), so in eras 3 and 7 nothing moves, and
// the first keyboard notification logs that once. It changes only the views it lays out, so it
// runs beside another strategy (a UIKit library that also moves them: double avoidance).

/// The layout shrunk by the keyboard's overlap, and the focused text field scrolled above it.
package struct SwiftUIStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `swiftui`.
    package static let id = StrategyID.swiftui
    /// One line for `kbsim strategies`.
    package static let summary = "SwiftUI's keyboard safe area (iOS 14): the layout shrinks by the keyboard's overlap and moves what is centred; a focused text field is scrolled above it"

    /// The single-line field being edited (content coordinates), nil while none or a text view is.
    private var focusedTextField: Rect?
    /// The keyboard's top in the root view's rows while it is on screen, nil when it is not.
    private var keyboardTop: Int?
    /// Whether the missing keyboard safe area (before iOS 14) has been logged.
    private var toldUnavailable = false

    /// Creates the strategy.
    package init() {}

    /// The Will notifications set the keyboard's region; a text field's begin-editing under a
    /// keyboard already up scrolls it above the keyboard.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard Self.avoidsKeyboard(views) else {
            guard case .notification = message, !toldUnavailable else { return .nothing }
            toldUnavailable = true
            return StrategyOutcome(StrategyAction(strategy: id, action: .keyboardSafeAreaUnavailable,
                                                  details: [.init("era", .int(views.era.rawValue))]))
        }
        switch message {
        case .scrollView:
            return .nothing
        case .delegate(let call):
            switch call.method {
            case .textFieldDidBeginEditing: focusedTextField = call.rect
            case .textFieldDidEndEditing, .textViewDidBeginEditing, .textViewDidEndEditing: focusedTextField = nil
            case .textFieldShouldBeginEditing, .textViewShouldBeginEditing, .textFieldShouldReturn, .textViewDidChange,
                 .textViewTextDidBeginEditing, .textViewTextDidEndEditing: return .nothing
            }
            guard call.method == .textFieldDidBeginEditing, keyboardTop != nil, let field = focusedTextField,
                  views.ignoresSafeArea != .keyboard, views.scrollView.scrollRectToVisible(field) else { return .nothing }
            return StrategyOutcome(StrategyAction(strategy: id, action: .revealFocusedField, details: [
                .init("offset", .int(views.scrollView.contentOffset.y)),
            ]))
        case .notification(let notification):
            guard [.keyboardWillShow, .keyboardWillChangeFrame, .keyboardWillHide].contains(notification.name) else { return .nothing }
            let info = notification.userInfo
            let top = notification.name == .keyboardWillHide ? nil : views.keyboardTop(info.endFrame)
            // WillShow repeats WillChangeFrame's frame: the region is already what it says.
            guard top != keyboardTop else { return .nothing }
            keyboardTop = top
            let overlap = top.map { max(0, Self.restBottom(views) - $0) } ?? 0
            guard views.ignoresSafeArea != .keyboard else {
                return StrategyOutcome(StrategyAction(strategy: id, action: .keyboardSafeArea,
                                                      details: [.init("overlap", .int(overlap)), .init("ignored", .bool(true))]))
            }
            let before = views
            let bottom = place(&views)
            var details: [StrategyAction.Detail] = [.init("overlap", .int(overlap)), .init("bottom", .int(bottom))]
            if let footer = views.footerFrame { details.append(.init("footer", .rect(footer))) }
            let stackMoved = before.contentAlignmentOffset - views.contentAlignmentOffset
            if stackMoved != 0 {
                details.append(.init("stackMoved", .int(stackMoved)))
                // Whether the focused field was ever in the keyboard's way: S-B is about one that was not.
                if let field = focusedTextField {
                    let wasCovered = !before.convert(field, from: .scrollView).intersection(info.endFrame).isEmpty
                    details.append(.init("fieldWasCovered", .bool(wasCovered)))
                }
            }
            if let field = focusedTextField, top != nil {
                details.append(.init("scrolled", .bool(views.scrollView.scrollRectToVisible(field))))
            }
            return StrategyOutcome(StrategyAction(strategy: id, action: .keyboardSafeArea, details: details),
                                   animationDuration: info.duration, animationCurve: AnimationCurve(rawValue: info.curve))
        }
    }

    /// The region holds in every layout pass: the layout ends at the keyboard's top while it is up.
    package mutating func layOut(_ views: inout AppViews) {
        if Self.avoidsKeyboard(views), views.ignoresSafeArea != .keyboard { place(&views) }
    }

    /// Whether the app's iOS has the keyboard safe area (iOS 14, in era 11, and later).
    private static func avoidsKeyboard(_ views: AppViews) -> Bool {
        views.era.hasSwiftUIKeyboardSafeArea
    }

    /// Where the layout ends with no keyboard (root view rows): the footer on the safe area's
    /// bottom; a ScrollView without one reaches the view's bottom, its content kept clear of the
    /// home indicator by the safe area.
    private static func restBottom(_ views: AppViews) -> Int {
        views.footerFrame == nil ? views.rootViewFrame.height : views.safeAreaBottom
    }

    /// Ends the layout at the keyboard's top (or where it rests); returns that row.
    @discardableResult
    private func place(_ views: inout AppViews) -> Int {
        let rest = Self.restBottom(views)
        let bottom = keyboardTop.map { min($0, rest) } ?? rest
        views.pinLayoutBottom(to: bottom)
        return bottom
    }
}

extension SwiftUIStrategy {
    /// The keyboard safe area moved a centred stack, and with it a focused text field the
    /// keyboard would not have covered (V8tr/KeyboardAvoidanceSwiftUI#11).
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        step.actions(of: id).compactMap { action, _ in
            guard action.action == .keyboardSafeArea, let moved = action.number("stackMoved"), moved > 0,
                  action.flag("fieldWasCovered") == false else { return nil }
            return step.notice(.movesUncoveredContent, id, [.init("moved", .int(moved)), .init("overlap", .int(action.number("overlap") ?? 0))])
        }
    }
}

extension Pitfall {
    /// `swiftui` moved a centred stack, and the focused field in it, though the keyboard never covered it.
    package static let movesUncoveredContent = Pitfall(rawValue: "movesUncoveredContent")
}

extension StrategyID {
    /// SwiftUI's keyboard safe area (`SwiftUIStrategy`).
    package static let swiftui = StrategyID(rawValue: "swiftui")
}

extension StrategyAction.Name {
    /// The keyboard's region changed: the layout now ends at the keyboard's top (or where it
    /// rests), or — `.ignoresSafeArea(.keyboard)`, logged `ignored` — keeps its size.
    package static let keyboardSafeArea = Self(rawValue: "keyboardSafeArea")
    /// A text field that began editing under the keyboard scrolled just above it.
    package static let revealFocusedField = Self(rawValue: "revealFocusedField")
    /// The app's iOS has no keyboard safe area (before iOS 14): nothing moves.
    package static let keyboardSafeAreaUnavailable = Self(rawValue: "keyboardSafeAreaUnavailable")
}
