// Strategy `slide`: Cocoa with Love, "Sliding UITextFields around to avoid the keyboard" (2008),
// the textFieldDidBeginEditing: / textFieldDidEndEditing: pair, as written.
// Pitfalls kept: the keyboard height is a constant chosen once (216/162 there; here the default
// keyboard's rows on an 80x24 terminal), so a taller keyboard covers the field anyway; only text
// fields slide — the listing implements no UITextView delegate, so a text view never moves; the
// notifications are never read at all.

/// Slides the whole view up by a fraction of a hard-coded keyboard height while a field is edited.
package struct SlideStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `slide`.
    package static let id = StrategyID.slide
    /// What `kbsim strategies` says it does.
    package static let summary = "On DidBeginEditing slides the whole view up by a share of a hard-coded keyboard height, by where the field sits; slides back on DidEndEditing."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn

    /// KEYBOARD_ANIMATION_DURATION: the article's own constant, not the keyboard's 0.25 s.
    package static let animationDuration = 0.3
    /// MINIMUM_SCROLL_FRACTION and MAXIMUM_SCROLL_FRACTION, in tenths: the top and bottom zones.
    /// Tenths keep the arithmetic exact, so a midline exactly half-way gives exactly half.
    package static let minimumScrollTenths = 2
    /// MAXIMUM_SCROLL_FRACTION, in tenths: where the bottom zone begins.
    package static let maximumScrollTenths = 8
    /// PORTRAIT_KEYBOARD_HEIGHT, in rows: the default keyboard's height on an 80x24 terminal.
    package static let portraitKeyboardHeight = 10
    /// LANDSCAPE_KEYBOARD_HEIGHT, in rows.
    package static let landscapeKeyboardHeight = 9

    /// `animatedDistance`: how far the view went up for the field being edited.
    private var animatedDistance = 0

    /// Creates the strategy.
    package init() {}

    /// textFieldDidBeginEditing: slides up; textFieldDidEndEditing: slides back by the same distance.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .delegate(let call) = message else { return .nothing }
        switch call.method {
        case .textFieldDidBeginEditing:
            return StrategyOutcome(slideUp(for: call.rect, views: &views), animationDuration: Self.animationDuration)
        case .textFieldDidEndEditing:
            return StrategyOutcome(slideBack(views: &views), animationDuration: Self.animationDuration)
        default: return .nothing
        }
    }

    /// The fraction of the keyboard height a field whose midline is at `midline` (window
    /// coordinates) moves by, in a view at `viewRect`: 0 in the top zone, 1 in the bottom one.
    package static func heightFraction(midline: Double, viewRect: Rect) -> Double {
        let numerator = 10 * (midline - Double(viewRect.y)) - Double(minimumScrollTenths * viewRect.height)
        let denominator = Double((maximumScrollTenths - minimumScrollTenths) * viewRect.height)
        return min(max(numerator / denominator, 0), 1)
    }

    private mutating func slideUp(for fieldRect: Rect, views: inout AppViews) -> StrategyAction {
        // [self.view.window convertRect:textField.bounds fromView:textField], with model geometry.
        let root = views.rootViewFrame
        let textFieldRect = views.convert(fieldRect, from: .scrollView)
        let viewRect = root
        let midline = Double(textFieldRect.y) + 0.5 * Double(textFieldRect.height)
        let fraction = Self.heightFraction(midline: midline, viewRect: viewRect)
        let keyboardHeight = views.interfaceOrientation == .portrait ? Self.portraitKeyboardHeight : Self.landscapeKeyboardHeight
        animatedDistance = Int((Double(keyboardHeight) * fraction).rounded(.down))
        views.rootViewFrame.origin.y -= animatedDistance
        return StrategyAction(strategy: id, action: .textFieldDidBeginEditing, details: [
            .init("midline", .int(Int(midline.rounded(.down)))),
            .init("fractionPercent", .int(Int((fraction * 100).rounded()))),
            .init("distance", .int(animatedDistance)),
        ])
    }

    private mutating func slideBack(views: inout AppViews) -> StrategyAction {
        views.rootViewFrame.origin.y += animatedDistance
        return StrategyAction(strategy: id, action: .textFieldDidEndEditing, details: [.init("distance", .int(animatedDistance))])
    }
}

extension StrategyAction.Name {
    /// The article's textFieldDidBeginEditing: (the slide up).
    package static let textFieldDidBeginEditing = Self(rawValue: "textFieldDidBeginEditing")
    /// The article's textFieldDidEndEditing: (the slide back).
    package static let textFieldDidEndEditing = Self(rawValue: "textFieldDidEndEditing")
}

extension SlideStrategy {
    /// The article's pitfalls, when the keyboard has arrived over the field being edited (at its
    /// DidShow, or at a change of field when the keyboard is already still): a text view never
    /// slides, and the hard-coded height is not the keyboard's.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        guard let index = step.after.focusedIndex, step.coveredRows > 0 else { return [] }
        let didShow = step.events.contains { $0.event.name == KeyboardNotification.Name.keyboardDidShow.rawValue }
        let began = step.events.contains {
            guard case .delegate(let call) = $0.event else { return false }
            return call.method.beginsEditing
        }
        guard didShow || (began && step.after.keyboard.animation == nil) else { return [] }
        if step.after.form.fields[index].kind == .textView {
            return [step.notice(.textViewNeverSlides, id, [.init("coveredRows", .int(step.coveredRows))])]
        }
        let assumed = step.after.views.interfaceOrientation == .portrait ? Self.portraitKeyboardHeight : Self.landscapeKeyboardHeight
        guard let real = step.keyboardFrame?.height, real != assumed else { return [] }
        return [step.notice(.hardCodedKeyboardHeight, id, [
            .init("assumed", .int(assumed)), .init("real", .int(real)), .init("difference", .int(abs(real - assumed))),
        ])]
    }
}
