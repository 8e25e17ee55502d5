// Explanations of strategies `iqkeyboardmanager` and `iqkeyboardmanager-6`
// (IQKeyboardManagerStrategy.swift): IQKeyboardManager's adjustPosition and restorePosition, told
// in kbsim's words with the numbers each action logs, naming the reports its museum tapes reproduce.

/// What the why panel says about each action of IQKeyboardManager, version 8 or 6.
package struct IQKeyboardManagerExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy: StrategyID
    /// The version the listing retells.
    package let sources: [Source]

    /// The catalogue of `strategy`, one of the two versions.
    package init(strategy: StrategyID = .iqKeyboardManager) {
        self.strategy = strategy
        sources = [strategy == .iqKeyboardManager6 ? .iqKeyboardManager6 : .iqKeyboardManager8]
    }

    /// What the view controller listens to once installed.
    package var listensTo: String {
        strategy == .iqKeyboardManager6
            ? "keyboardWillShow, keyboardWillHide and the fields' begin/end editing calls"
            : "all six keyboard notifications and the fields' begin/end editing calls"
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        let trigger = strategy == .iqKeyboardManager6
            ? "keyboardWillShow brought a new frame, or a field began editing under a keyboard already shown"
            : "a keyboard notification brought a new height (the ones after it with the same height are dropped), or a field began editing under a shown keyboard"
        let entries: [StrategyAction.Name: ExplanationTemplate] = [
            .adjustPosition: ExplanationTemplate(source: source, title: "adjustPosition: scroll, then move the root view", steps: [
                .text("\(trigger.prefix(1).uppercased() + trigger.dropFirst()): the library adjusts for {field}."),
                .text("It grows the keyboard ({keyboard.rows}) by keyboardDistance, 10 pt = {distance.rows}, and again by the root view's bottom safe area captured at the start, {safeAreaBottom.rows}: {kbSize.rows} count as covered."),
                .text("The field's bottom must clear that, plus the root view's bottom layout margin ({guideBottom.rows}): it must go up {moveUp.rows} (at most to the navigation bar)."),
                .text("The scroll view absorbs what it can — its offset becomes {offset}, never clamped to its content — and its bottom inset becomes the grown keyboard's overlap less its own safe area: {inset.rows}, keyboardDistance and the safe area included, so scrolled to its end the content stops that far above the keyboard (IQKeyboardManager #441)."),
                .text("The rest moves the root view's frame origin, inside the keyboard's animation: it is now at row {origin}."),
            ], whyVisible: .choice(flag: "safeAreaBottom.zero",
                                    whenTrue: "{field} can be seen, {gap.rows} above the keyboard's top at row {keyboardTop}: keyboardDistance.",
                                    whenFalse: "{field} can be seen, {gap.rows} above the keyboard's top at row {keyboardTop}: keyboardDistance is {distance.rows}, but the bottom safe area ({safeAreaBottom.rows}) and the bottom margin ({guideBottom.rows}) were counted too — the gap of IQKeyboardManager #2011."),
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the library measured a keyboard of {keyboard.rows}, and has not heard of one since."),
            .restorePosition: ExplanationTemplate(source: source, title: "restorePosition: the root view back", steps: [
                .text("The keyboard has gone (a hide, or a height of 0): the root view's origin goes back to where it began, row {origin}."),
                .text("The scroll view's insets go back to what they were ({inset.rows} at the bottom); its offset is not restored (restoreContentOffset is off)."),
                .choice(flag: "clamped",
                        whenTrue: "Its offset was past the content's end as if it had no insets, so it was clamped to {offset}, ignoring the insets.",
                        whenFalse: "Its offset stays at {offset}."),
            ], whyVisible: "{field} can be seen with the views back in place.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone yet: the library restored the views for a hide."),
            .restoreOrigin: ExplanationTemplate(source: source, title: "the root view's origin back, no hide", steps: [
                .text("The keyboard's height became 0 in another orientation than the one the library captured when it started: sendEvent sends no hide, it only puts the root view's origin back, to row {origin}."),
                .text("restorePosition does not run: the scroll view keeps the bottom inset the library gave it, {inset.rows}, with no keyboard to make room for — the view not pulled back of IQKeyboardManager #331."),
            ], whyVisible: "{field} can be seen; the scroll view still has the inset and offset the library gave it for the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the library thinks the keyboard has gone."),
            .changeWithoutField: ExplanationTemplate(source: source, title: "a change of keyboard with no field", steps: [
                .choice(flag: "hide",
                        whenTrue: "keyboardWillHide reported a keyboard {keyboard.rows} high: iOS 26 puts the accessory's frame in a hide's end frame, and this version of IQKeyboardNotification believes it, so the library sees a change of height, not a hide (IQKeyboardManager #2124).",
                        whenFalse: "The keyboard's height changed to {keyboard.rows} while no field is being edited: the library sends a change. On iOS 26 a hide with an accessory starts so, its WillChangeFrame carrying the accessory's frame (IQKeyboardManager #2124): only a hide read as height 0 restores the views."),
                .text("With no field being edited adjustPosition does nothing — and restorePosition never runs: the scroll view keeps its bottom inset of {inset.rows} and its offset."),
            ], whyVisible: "{field} can be seen.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the library adjusted nothing."),
        ]
        // 6.5.16 has no sendEvent: a hide is a WillHide, and it restores whatever the orientation.
        return strategy == .iqKeyboardManager6 ? entries.filter { $0.key != .changeWithoutField && $0.key != .restoreOrigin } : entries
    }

    /// The reports the museum reproduces, explained as they bite (6.5.16 has the first two).
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        var entries: [Pitfall: ExplanationTemplate] = [
            .keyboardDistancePlusSafeArea: ExplanationTemplate(source: source, title: "pitfall: IQKeyboardManager #2011, the gap is not keyboardDistance", steps: [
                .text("keyboardDistance is {distance.rows}, but the field stopped {gap.rows} above the keyboard: {extra.rows} too many."),
                .text("getKeyboardSize grew the keyboard by the root view's bottom safe area as well as by keyboardDistance, and getMoveUpDistance added the root view's bottom layout margin, which on a phone with a home indicator is that safe area again (IQKeyboardManager #2011, #2050, #2027)."),
            ], whyVisible: "{field} can be seen, {extra.rows} higher than keyboardDistance asks.",
               whyCovered: .underKeyboard),
            .insetCountsKeyboardDistance: ExplanationTemplate(source: source, title: "pitfall: IQKeyboardManager #441, the inset counts keyboardDistance", steps: [
                .text("The bottom inset, {inset.rows}, is the keyboard grown by keyboardDistance and the bottom safe area: {extra.rows} more than the keyboard covers."),
                .text("Scrolled to its end, the content stops {extra.rows} above the keyboard, a blank band (IQKeyboardManager #441; PR #1655 proposed leaving keyboardDistance out of the inset)."),
            ], whyVisible: "{field} can be seen; the band shows only at the content's end.",
               whyCovered: .underKeyboard),
        ]
        if strategy == .iqKeyboardManager {
            entries[.hideReportsAccessoryHeight] = ExplanationTemplate(source: source, title: "pitfall: IQKeyboardManager #2124, a hide read as a keyboard", steps: [
                .text("keyboardWillHide's frame is iOS 26's accessory frame on the screen's bottom rows, {keyboard.rows} high; the library, before IQKeyboardNotification 1.0.6, measured it as a keyboard still up."),
                .text("So it sent a change, not a hide: restorePosition did not run, and the scroll view keeps its bottom inset of {inset.rows} with no keyboard (IQKeyboardManager #2124)."),
            ], whyVisible: "{field} can be seen; the views stay as adjusted for the keyboard that has gone.",
               whyCovered: .underKeyboard)
            entries[.hideInAnotherOrientation] = ExplanationTemplate(source: source, title: "pitfall: IQKeyboardManager #331, a hide in another orientation", steps: [
                .text("The hide reached the library after the phone turned: the orientation differs from the one its root configuration captured."),
                .text("sendEvent then sends no hide: only the root view's origin goes back, and the scroll view keeps its bottom inset of {inset.rows} (IQKeyboardManager #331, #269)."),
            ], whyVisible: "{field} can be seen; the content is still pushed up for a keyboard that is not there.",
               whyCovered: .underKeyboard)
        }
        return entries
    }

    /// adjustPosition, sendEvent (version 8) and restorePosition retold, in rows.
    package var listingLines: [StrategyListing.Line] {
        let adjust: [StrategyListing.Line] = [
            .init("func adjustPosition(kb) {", ranBy: [.installed, .adjustPosition]),
            .init("  // margins = view.safeAreaInsets"),
            .init("  let k = kb.h + dist + safeB", ranBy: [.adjustPosition], live: "{kbSize}",
                  pitfalls: [.keyboardDistancePlusSafeArea]),
            .init("  let up = maxY-(H-k)+marginB", ranBy: [.adjustPosition], live: "{moveUp}"),
            .init("  scroll.offset.y += up", ranBy: [.adjustPosition], live: "{offset}"),
            .init("  scroll.inset.b = k - below", ranBy: [.adjustPosition], live: "{inset}",
                  pitfalls: [.insetCountsKeyboardDistance]),
            .init("  view.frame.y -= rest", ranBy: [.adjustPosition], live: "{origin}"),
            .init("}"),
        ]
        let send: [StrategyListing.Line] = strategy == .iqKeyboardManager6 ? [] : [
            .init("func sendEvent(kb) {", ranBy: [.changeWithoutField, .restoreOrigin]),
            .init("  if kb.h > 0 { adjust }", ranBy: [.changeWithoutField], live: "{keyboard}",
                  pitfalls: [.hideReportsAccessoryHeight]),
            .init("  else if turned { y = beginY }", ranBy: [.restoreOrigin], live: "{origin}",
                  pitfalls: [.hideInAnotherOrientation]),
            .init("  else { restorePosition() } }"),
        ]
        let restore: [StrategyListing.Line] = [
            .init("func restorePosition() {", ranBy: [.restorePosition]),
            .init("  y = beginY; inset = started", ranBy: [.restorePosition], live: "{inset}"),
            .init("  offset = min(offset, max) }", ranBy: [.restorePosition], live: "{offset}"),
        ]
        return adjust + send + restore
    }
}

extension IQKeyboardManagerStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { IQKeyboardManagerExplanations(strategy: id) }
}

extension IQKeyboardManager6Strategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { IQKeyboardManagerExplanations(strategy: id) }
}

extension Source {
    /// IQKeyboardManager 8 (`iqkeyboardmanager`).
    package static let iqKeyboardManager8 = Source(
        document: "IQKeyboardManager (hackiftekhar)", edition: "8, a55dbfc9 (2026-02-24)",
        listing: "IQKeyboardManager+Position.swift adjustPosition / restorePosition",
        address: "https://github.com/hackiftekhar/IQKeyboardManager")
    /// IQKeyboardManager 6.5.16 (`iqkeyboardmanager-6`).
    package static let iqKeyboardManager6 = Source(
        document: "IQKeyboardManager (hackiftekhar)", edition: "6.5.16 (2023-10-19)",
        listing: "IQKeyboardManager+Position.swift adjustPosition / restorePosition",
        address: "https://github.com/hackiftekhar/IQKeyboardManager/tree/6.5.16")
}
