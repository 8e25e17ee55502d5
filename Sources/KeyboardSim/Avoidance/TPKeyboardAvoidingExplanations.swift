// Explanations of strategy `tpkeyboardavoiding` (TPKeyboardAvoidingStrategy.swift): TPKeyboardAvoiding
// 1.3.5's category on UIScrollView, told in kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the TPKeyboardAvoiding strategy.
public struct TPKeyboardAvoidingExplanations: StrategyExplanationCatalogue {
    /// The strategy these explanations are of.
    public let strategy = StrategyID.tpKeyboardAvoiding

    /// Creates the catalogue.
    public init() {}

    /// What the why panel says of each action the strategy logs.
    public var entries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .keyboardFrameWillChange: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "keyboardWillShow: (on a frame change) notes the keyboard", steps: [
                .text("keyboardWillChangeFrame arrives (TPKeyboardAvoiding listens to it under the name keyboardWillShow:); it converts frameEnd into the scroll view's own coordinates as they are now, offset included: its top is row {keyboard.y} there, and it keeps that rect."),
                .choice(flag: "captured",
                        whenTrue: "The keyboard was not visible to it, so it takes the insets as they are now as the prior ones to restore on hide (bottom {priorInset}).",
                        whenFalse: "The keyboard was already visible to it, so the prior insets stay those it took before (bottom {priorInset})."),
                .text("It changes nothing yet: it schedules the adjustment 0.01 s later, with this notification's duration and curve."),
            ], whyVisible: "{field} can be seen; the adjustment comes 0.01 s after the keyboard starts to move.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the inset and the scroll come 0.01 s after this notification."),
            .insetAndCentre: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "the block 0.01 s later: the inset, the field centred", steps: [
                .text("The block scheduled by the frame change runs: the bottom inset becomes the part of the keyboard's noted rect above the scroll view's bottom edge, {inset}, in place of the one before, the safe area not counted out (zero rows once a hide has cleared the rect: then the prior bottom)."),
                .choice(flag: "centred",
                        whenTrue: "It puts the caret in the middle of the rows left between the insets, at least one row from the top, even if the field was already in sight: offset {offset}.",
                        whenFalse: "No field is being edited, so nothing is centred."),
                .text("It copies the whole content inset into the indicator insets."),
            ], whyVisible: "{field} can be seen: the caret was centred in the rows above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the centring offset is clamped with the adjusted top inset but the room was measured with the raw insets, or the block ran for a keyboard that has moved since."),
            .restorePriorInsets: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "keyboardWillHide: the prior insets back, the offset left", steps: [
                .text("keyboardWillHide arrives; it forgets the keyboard's rect and puts back the content and indicator insets it took at the first frame change (bottom {inset})."),
                .text("It never puts back the scroll position: the offset stays {offset}, past the end of a short form until the user drags (the maintainer declined restoring it, PR #153)."),
            ], whyVisible: "{field} can still be seen where the centring left it.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone yet."),
            .installed: .installed(.tpKeyboardAvoiding, listensTo: "keyboardWillChangeFrame, keyboardWillHide and the fields' begin editing"),
            .removed: .removed(.tpKeyboardAvoiding),
        ]
    }

    /// TPKeyboardAvoiding retold: the rect noted, the block 0.01 s later, the insets restored on hide.
    public var listing: StrategyListing {
        StrategyListing(sources: [.tpKeyboardAvoiding], lines: [
            .init("func willShow(note) { // frame chg", ranBy: [.installed, .keyboardFrameWillChange]),
            .init("  rect = convert(note.frameEnd)", ranBy: [.keyboardFrameWillChange], live: "top {keyboard.y}"),
            .init("  if !visible { prior = insets }", ranBy: [.keyboardFrameWillChange]),
            .init("  visible = true", ranBy: [.keyboardFrameWillChange]),
            .init("  after(0.01) {", ranBy: [.keyboardFrameWillChange]),
            .init("    inset.bottom = rect above maxY", ranBy: [.insetAndCentre], live: "{inset}"),
            .init("    offset = centre(caret, 20)", ranBy: [.insetAndCentre]),
            .init("    indicatorInsets = inset", ranBy: [.insetAndCentre]),
            .init("  }"),
            .init("}"),
            .init("func willHide(note) {", ranBy: [.restorePriorInsets]),
            .init("  rect = .zero; visible = false", ranBy: [.restorePriorInsets]),
            .init("  insets = prior // not offset", ranBy: [.restorePriorInsets], live: "{inset}"),
            .init("}"),
        ])
    }
}

extension TPKeyboardAvoidingStrategy {
    /// The why panel's words and listing for this strategy.
    public static var explanations: any StrategyExplanationCatalogue { TPKeyboardAvoidingExplanations() }
}

extension Source {
    /// TPKeyboardAvoiding 1.3.5 (`tpkeyboardavoiding`): the category on UIScrollView at commit 3217d62.
    public static let tpKeyboardAvoiding = Source(
        document: "TPKeyboardAvoiding 1.3.5 (michaeltyson/TPKeyboardAvoiding, commit 3217d62)", edition: "",
        listing: "the category TPKeyboardAvoidingAdditions on UIScrollView: keyboardWillShow:, keyboardWillHide:, contentInsetForKeyboard, idealOffsetForView:",
        address: "https://github.com/michaeltyson/TPKeyboardAvoiding/blob/3217d62/TPKeyboardAvoiding/UIScrollView%2BTPKeyboardAvoidingAdditions.m")
}
