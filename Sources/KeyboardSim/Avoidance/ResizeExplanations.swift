// Explanations of strategy `resize` (ResizeStrategy.swift): the iPhone OS 3 guide's listing, which
// the ScrollableViewController tutorial repeats, told in kbsim's words.

/// What the why panel says about each action of the resize strategy.
package struct ResizeExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.resize
    /// The documents the listing retells.
    package let sources: [Source] = [.guideIPhoneOS3Listing, .scrollableViewControllerTutorial]
    /// What the view controller listens to once installed.
    package let listensTo = "keyboardDidShow, keyboardDidHide and the fields' begin/end editing calls"

    /// The pitfalls of its source that kbsim catches.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        Pitfall.classicEntries([.shrinksTwice, .willHideWithoutDidHide], for: strategy)
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .keyboardWasShown: ExplanationTemplate(source: .guideIPhoneOS3Listing, title: "keyboardWasShown: shrinks the scroll view", steps: [
                .text("keyboardDidShow arrives; the keyboardShown flag is clear (or, with pitfalls on, not consulted), so the handler goes on."),
                .text("It reads the keyboard's size from the old bounds entry of the userInfo: {height.rows}."),
                .text("It takes {height.rows} off the scroll view's height: its frame becomes {frame}, {frame.height.rows} tall."),
                .choice(flag: "scrolled",
                        whenTrue: "It asks the shorter scroll view to show the active field's frame, and the content moved to do so.",
                        whenFalse: "It asks the shorter scroll view to show the active field's frame; the field was already inside, so nothing moved."),
                .text("It sets keyboardShown, so that the next keyboardDidShow before a hide is ignored."),
            ], whyVisible: .choice(flag: "scrolled",
                                    whenTrue: "{field} can be seen: the scroll view now ends above row {frame.maxY}, and the field was scrolled inside it.",
                                    whenFalse: "{field} can be seen: the scroll view now ends above row {frame.maxY}, and the field was inside it already."),
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the scroll view, {frame.height.rows} tall, still reaches row {frame.maxY}, so it shows the field under the keyboard."),
            .ignoredAlreadyShown: ExplanationTemplate(source: .guideIPhoneOS3Listing, title: "keyboardWasShown: returns early", steps: [
                .text("keyboardDidShow arrives again although no keyboardDidHide came: the field changed and the keyboard stayed."),
                .text("keyboardShown is still set, so the handler returns at once and the scroll view is not shortened a second time."),
            ], whyVisible: "{field} can be seen: the scroll view kept its shortened height, and the new field lies inside it (UIKit scrolls a new first responder inside the scroll view by itself when it has to; the log says when it did).",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the handler returned early, so nothing was adjusted for this keyboard, and the scroll view was shortened for an earlier one."),
            .keyboardWasHidden: ExplanationTemplate(source: .guideIPhoneOS3Listing, title: "keyboardWasHidden: grows the scroll view back", steps: [
                .text("keyboardDidHide arrives; the handler reads the departing keyboard's bounds height: {height.rows}."),
                .text("It adds {height.rows} back to the scroll view: its frame becomes {frame}."),
                .text("It clears keyboardShown, so the next keyboardDidShow shrinks the view again."),
            ], whyVisible: "{field} can be seen now that the scroll view has its rows back.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the scroll view grew back while a keyboard is still on screen."),
        ]
    }

    /// The iPhone OS 3 listing retold: the guard, the frame shrunk by the bounds' height and grown back.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("var keyboardShown = false", ranBy: [.installed]),
            .init("func keyboardWasShown(note) {", ranBy: [.keyboardWasShown, .ignoredAlreadyShown]),
            .init("  if keyboardShown { return }", ranBy: [.keyboardWasShown, .ignoredAlreadyShown],
                  pitfalls: [.willHideWithoutDidHide]),
            .init("  let h = note.bounds.height", ranBy: [.keyboardWasShown], live: "h = {height}"),
            .init("  scroll.frame.height -= h", ranBy: [.keyboardWasShown], live: "{frame}", pitfalls: [.shrinksTwice]),
            .init("  scrollRectToVisible(field)", ranBy: [.keyboardWasShown], live: "scrolled: {scrolled}"),
            .init("  keyboardShown = true", ranBy: [.keyboardWasShown]),
            .init("}"),
            .init("func keyboardWasHidden(note) {", ranBy: [.keyboardWasHidden]),
            .init("  let h = note.bounds.height", ranBy: [.keyboardWasHidden], live: "h = {height}"),
            .init("  scroll.frame.height += h", ranBy: [.keyboardWasHidden], live: "{frame}"),
            .init("  keyboardShown = false", ranBy: [.keyboardWasHidden]),
            .init("}"),
        ]
    }
}

extension ResizeStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { ResizeExplanations() }
}
