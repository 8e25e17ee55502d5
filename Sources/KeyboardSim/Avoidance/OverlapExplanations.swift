// Explanations of strategy `overlap` (OverlapStrategy.swift): the common modern handler, told in
// kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the overlap strategy.
package struct OverlapExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.overlap
    /// The documents the listing retells.
    package let sources: [Source] = [.commonOverlapHandler]
    /// What the view controller listens to once installed.
    package let listensTo = "keyboardWillChangeFrame, keyboardWillHide and the fields' begin/end editing calls"

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .adjustForKeyboard: ExplanationTemplate(source: .commonOverlapHandler, title: "adjustForKeyboard: insets by the overlap", steps: [
                .text("keyboardWillChangeFrame arrives; the handler takes frameEnd and converts it from the screen into the scroll view's own coordinates: its top is row {keyboard.y} there."),
                .choice(flag: "safeArea.positive",
                        whenTrue: "The rows of the scroll view that frame covers, less the {safeArea.rows} of the home indicator's strip that adjustedContentInset already keeps clear from iOS 11, {inset.rows}, become the bottom content inset and the indicator inset.",
                        whenFalse: "The rows of the scroll view that frame covers, {inset.rows}, become the bottom content inset and the indicator inset: here adjustedContentInset keeps no home indicator's rows clear, as this scroll view does not reach one."),
                .choice(flag: "scrolled",
                        whenTrue: "It calls scrollRectToVisible with the active field's frame, and the content moved.",
                        whenFalse: "It calls scrollRectToVisible with the active field's frame if it knows one, and the content did not move."),
            ], whyVisible: .lastRowAboveKeyboard,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the handler scrolls only when the keyboard's frame changes, not when another field is chosen under a keyboard that stays."),
            .restoreInsets: ExplanationTemplate(source: .commonOverlapHandler, title: "restoreInsets: the insets back to zero", steps: [
                .text("keyboardWillHide arrives; the handler sets the bottom content inset and the indicator inset back to zero ({inset})."),
            ], whyVisible: .seenWithoutInset,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone yet: the inset is zero until the next keyboardWillChangeFrame."),
        ]
    }

    /// The common handler retold: frameEnd converted, the overlap less the safe area as the inset, the field scrolled in.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("func willChangeFrame(note) {", ranBy: [.installed, .adjustForKeyboard]),
            .init("  let end = scroll.convert(", ranBy: [.adjustForKeyboard]),
            .init("    note.frameEnd, from: nil)", ranBy: [.adjustForKeyboard], live: "top {keyboard.y}"),
            .init("  let overlap = bounds ∩ end", ranBy: [.adjustForKeyboard]),
            .init("  let inset = overlap - safeBottom", ranBy: [.adjustForKeyboard], live: "{inset}"),
            .init("  contentInset.bottom = inset", ranBy: [.adjustForKeyboard]),
            .init("  indicatorInsets.bottom = inset", ranBy: [.adjustForKeyboard]),
            .init("  scrollRectToVisible(field)", ranBy: [.adjustForKeyboard]),
            .init("}"),
            .init("func willHide(note) {", ranBy: [.restoreInsets]),
            .init("  contentInset.bottom = 0", ranBy: [.restoreInsets], live: "{inset}"),
            .init("  indicatorInsets.bottom = 0", ranBy: [.restoreInsets]),
            .init("}"),
        ]
    }
}

extension OverlapStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { OverlapExplanations() }
}

extension Source {
    /// The common modern handler (`overlap`): frameEnd converted to the view, the overlap as the inset.
    package static let commonOverlapHandler = Source(
        document: "Hacking with Swift, “How to adjust a UIScrollView to fit the keyboard”", edition: "",
        listing: "adjustForKeyboard, with the overlap in place of the height, less the bottom safe area",
        address: "https://www.hackingwithswift.com/example-code/uikit/how-to-adjust-a-uiscrollview-to-fit-the-keyboard")
}
