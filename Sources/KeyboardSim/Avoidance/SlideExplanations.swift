// Explanations of strategy `slide` (SlideStrategy.swift): the Cocoa with Love article, told in
// kbsim's words.

/// What the why panel says about each action of the slide strategy.
package struct SlideExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.slide
    /// The documents the listing retells.
    package let sources: [Source] = [.cocoaWithLove]
    /// What the view controller listens to once installed.
    package let listensTo = "the text fields' begin/end editing calls only"

    /// The pitfalls of its source that kbsim catches.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        Pitfall.classicEntries([.hardCodedKeyboardHeight, .textViewNeverSlides], for: strategy)
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .textFieldDidBeginEditing: ExplanationTemplate(source: .cocoaWithLove, title: "textFieldDidBeginEditing: slides the view up", steps: [
                .text("A text field begins editing; the handler finds the field's middle row in window coordinates: {midline}."),
                .text("It measures where that row falls between 20% and 80% of the view's height, clamped to the ends: {fractionPercent}% of the way down."),
                .text("It takes that share of its own fixed keyboard height for the orientation (never the notification's) and rounds down: {distance.rows}."),
                .text("It moves the whole view up by {distance.rows}, animated over 0.3 s, and remembers the distance."),
            ], whyVisible: .choice(flag: "distance.zero",
                                    whenTrue: "{field} can be seen, and the view did not move: for a field this high the article's share of its keyboard height rounds down to 0 rows.",
                                    whenFalse: .choice(flag: "keyboardUp",
                                                       whenTrue: "{field} can be seen: lifting the view {distance.rows} took its last row, {fieldBottom}, above the keyboard's top at row {keyboardTop}.",
                                                       whenFalse: "{field} can be seen with the view lifted {distance.rows}; the keyboard is not up at this moment, so nothing covers it yet.")),
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the view went up {distance.rows}, {fractionPercent}% of a keyboard height fixed in advance, a share set by where the field sat, not by where the keyboard is."),
            .textFieldDidEndEditing: ExplanationTemplate(source: .cocoaWithLove, title: "textFieldDidEndEditing: slides the view back", steps: [
                .text("The text field stops editing; the handler moves the view down by the {distance.rows} it remembered, over 0.3 s."),
                .text("It reads no keyboard notification: where the keyboard is plays no part."),
            ], whyVisible: "{field} can be seen once the view is back in place.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the view went back down when the previous field stopped editing, and at this moment nothing lifts it for {field}."),
        ]
    }

    /// The article retold: a share of a fixed keyboard height, by where the field's middle falls.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("let kb = portrait ? \(SlideStrategy.portraitKeyboardHeight) : \(SlideStrategy.landscapeKeyboardHeight)", ranBy: [.installed], pitfalls: [.hardCodedKeyboardHeight]),
            .init("var distance = 0"),
            .init("func textFieldDidBeginEditing(f) {", ranBy: [.textFieldDidBeginEditing],
                  pitfalls: [.textViewNeverSlides]),
            .init("  let mid = window(f).midY", ranBy: [.textFieldDidBeginEditing], live: "{midline}"),
            .init("  let H = view.height", ranBy: [.textFieldDidBeginEditing]),
            .init("  let x = (mid - 0.2*H) / (0.6*H)", ranBy: [.textFieldDidBeginEditing]),
            .init("  let share = min(max(x, 0), 1)", ranBy: [.textFieldDidBeginEditing], live: "{fractionPercent}%"),
            .init("  distance = floor(kb * share)", ranBy: [.textFieldDidBeginEditing], live: "{distance}"),
            .init("  animate(0.3) { y -= distance }", ranBy: [.textFieldDidBeginEditing]),
            .init("}"),
            .init("func textFieldDidEndEditing(f) {", ranBy: [.textFieldDidEndEditing]),
            .init("  animate(0.3) { y += distance }", ranBy: [.textFieldDidEndEditing], live: "{distance}"),
            .init("}"),
        ]
    }
}

extension SlideStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { SlideExplanations() }
}
