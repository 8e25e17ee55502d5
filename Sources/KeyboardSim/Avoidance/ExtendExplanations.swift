// Explanations of strategy `extend` (ExtendStrategy.swift): Listing 5-3 of the iOS 7 guide, told
// in kbsim's words.

/// What the why panel says about each action of the extend strategy.
package struct ExtendExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.extend
    /// The documents the listing retells.
    package let sources: [Source] = [.guideIOS7Listing5_3]
    /// What the view controller listens to once installed.
    package let listensTo = "keyboardDidShow and the fields' begin/end editing calls (the listing has no hide handler)"

    /// The pitfalls of its source that kbsim catches.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        Pitfall.classicEntries([.heightFromFrameBegin, .offsetUnderKeyboard, .offsetPastContent], for: strategy)
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .keyboardWasShown: ExplanationTemplate(source: .guideIOS7Listing5_3, title: "keyboardWasShown: extends the content view", steps: [
                .text("keyboardDidShow arrives; the handler takes the keyboard's height from frameBegin: {height.rows}."),
                .text("It makes the fields' superview {height.rows} taller, {contentHeight.rows} in all; the scroll view's own contentSize is left as it was."),
                .text("It scrolls to the active field's top minus the keyboard height, offset {offset}, and sets it as is, without comparing it with the content's range."),
            ], whyVisible: "{field} can be seen: one keyboard height below the scroll view's top happens to lie above the keyboard on this screen.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the offset puts the field one keyboard height ({height.rows}) below the scroll view's top, and here that is under the keyboard, which starts at row {keyboardTop}."),
        ]
    }

    /// Listing 5-3 retold: a taller content view and an offset of the field's top minus the height.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("// on keyboardDidShow only:", ranBy: [.installed]),
            .init("// nothing is undone when it hides"),
            .init("func keyboardWasShown(note) {", ranBy: [.keyboardWasShown]),
            .init("  let h = note.frameBegin.height", ranBy: [.keyboardWasShown], live: "h = {height}",
                  pitfalls: [.heightFromFrameBegin]),
            .init("  content.frame.height += h", ranBy: [.keyboardWasShown], live: "{contentHeight}"),
            .init("  let y = field.minY - h", ranBy: [.keyboardWasShown], live: "y = {offset}",
                  pitfalls: [.offsetUnderKeyboard]),
            .init("  scroll.setContentOffset(y: y)", ranBy: [.keyboardWasShown], live: "{offset}",
                  pitfalls: [.offsetPastContent]),
            .init("}"),
        ]
    }
}

extension ExtendStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { ExtendExplanations() }
}
