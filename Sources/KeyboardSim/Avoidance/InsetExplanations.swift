// Explanations of strategy `inset` (InsetStrategy.swift): Listing 5-1 of the iOS 7 guide, told
// in kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the inset strategy.
package struct InsetExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.inset
    /// The documents the listing retells.
    package let sources: [Source] = [.guideIOS7Listing5_1]
    /// What the view controller listens to once installed.
    package let listensTo = "keyboardDidShow, keyboardWillHide and the fields' begin/end editing calls"

    /// The pitfalls of its source that kbsim catches.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        Pitfall.classicEntries([.heightFromFrameBegin, .originOnlyTest, .willHideWithoutDidHide], for: strategy)
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .keyboardWasShown: ExplanationTemplate(source: .guideIOS7Listing5_1, title: "keyboardWasShown: sets the bottom inset", steps: [
                .text("keyboardDidShow arrives; the handler takes the keyboard's height from the frameBegin entry of its userInfo: {inset.rows}."),
                .text("It gives the scroll view a bottom content inset of {inset.rows}, and the same scroll-indicator inset, so the content can move that much further up."),
                .text("It takes the view's frame, removes {inset.rows} from its bottom, and asks whether the active field's frame origin, its top-left corner in the content's coordinates (counted from the top of the form, the scroll not taken off), is inside what is left."),
                .choice(flag: "scrolled",
                        whenTrue: "The corner is outside, so it calls scrollRectToVisible with the field's frame, and the content moved.",
                        whenFalse: "Either the corner is inside, or the scroll it then asks for finds the field already in view: the content stays where UIKit put it."),
            ], whyVisible: .lastRowAboveKeyboard,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the listing checks only the field's top-left corner, and trusts the height frameBegin gave it."),
            .keyboardWillBeHidden: ExplanationTemplate(source: .guideIOS7Listing5_1, title: "keyboardWillBeHidden: removes the inset", steps: [
                .text("keyboardWillHide arrives; the handler does not look at the notification at all."),
                .text("It sets the bottom content inset and the scroll-indicator inset back to zero ({inset})."),
            ], whyVisible: .seenWithoutInset,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone: the inset is zero until the next keyboardDidShow."),
        ]
    }

    /// Listing 5-1 retold: the height from frameBegin, the insets, the test of the field's corner.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("func keyboardWasShown(note) {", ranBy: [.installed, .keyboardWasShown]),
            .init("  let h = note.frameBegin.height", ranBy: [.keyboardWasShown], live: "h = {inset}",
                  pitfalls: [.heightFromFrameBegin]),
            .init("  contentInset.bottom = h", ranBy: [.keyboardWasShown], live: "{inset}"),
            .init("  indicatorInsets.bottom = h", ranBy: [.keyboardWasShown]),
            .init("  var room = view.frame", ranBy: [.keyboardWasShown]),
            .init("  room.height -= h", ranBy: [.keyboardWasShown]),
            .init("  let corner = field.origin", ranBy: [.keyboardWasShown]),
            .init("  if !room.contains(corner) {", ranBy: [.keyboardWasShown], pitfalls: [.originOnlyTest]),
            .init("    scrollRectToVisible(field)", ranBy: [.keyboardWasShown], when: .init("scrolled", is: true)),
            .init("  }"),
            .init("}"),
            .init("func keyboardWillBeHidden(note) {", ranBy: [.keyboardWillBeHidden]),
            .init("  contentInset = .zero", ranBy: [.keyboardWillBeHidden], live: "{inset}",
                  pitfalls: [.willHideWithoutDidHide]),
            .init("  indicatorInsets = .zero", ranBy: [.keyboardWillBeHidden]),
            .init("}"),
        ]
    }
}

extension InsetStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { InsetExplanations() }
}
