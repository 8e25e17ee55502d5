// Explanations of strategy `auto` (AutoStrategy.swift): kbsim's own technique, after
// IQKeyboardManager and TPKeyboardAvoiding.

/// What the why panel says about each action of the auto strategy.
package struct AutoExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.auto
    /// The documents the listing retells.
    package let sources: [Source] = [.kbsimAuto]
    /// What the view controller listens to once installed.
    package let listensTo = "every keyboard Will notification, every editing call and the list's pan gesture"

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .adjust: ExplanationTemplate(source: .kbsimAuto, title: "adjust: insets by the overlap and scrolls the least", steps: [
                .text("A keyboard Will notification, a new field or a text view changing height sets it off; it takes the keyboard's end frame (from the centre and bounds where there is no frame entry)."),
                .text("It counts the scroll view's rows that frame covers, {overlap}, and makes the bottom inset {inset}, never less than it was before the keyboard came."),
                .text("It scrolls as little as shows the whole field and one free row below it: offset {offset}, moving with the keyboard's own animation."),
            ], whyVisible: "{field} can be seen: the inset matches the keyboard actually on screen, and the scroll keeps the field's last row above it.",
               whyCovered: .choice(flag: "fitsAboveKeyboard",
                                    whenTrue: "{coveredPart} {coveredPart.is} under the keyboard for now: this adjustment came before auto heard of the field (its begin-editing call follows the notification here), so it scrolled for no field; the next adjustment scrolls it.",
                                    whenFalse: "{hiddenPart} cannot be seen: the field is taller than the room between the scroll view's top (row {windowTop}) and the keyboard (row {keyboardTop}), so its top is kept in view.")),
            .restore: ExplanationTemplate(source: .kbsimAuto, title: "restore: puts the geometry back", steps: [
                .text("The keyboard is leaving (or is off screen); it puts back exactly the inset and the scroll position it saved before its first adjustment: inset {inset}, offset {offset}."),
            ], whyVisible: "{field} can be seen as it was before the keyboard came.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard in the layout as it was before the keyboard came: the keyboard is still on its way down."),
            .followKeyboard: ExplanationTemplate(source: .kbsimAuto, title: "followKeyboard: the bar rides the keyboard the finger holds", steps: [
                .text("A finger is taking the keyboard down (interactive dismissal), and UIKit posts nothing while it does; the list's pan gesture says where the keyboard is: its top at row {keyboardTop}."),
                .text("The input bar stands on it at once, {inputBar}; the list's inset waits for the notification that comes when the finger lifts."),
            ], whyVisible: "{field} can be seen: the bar stays on the keyboard's top.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard the finger holds."),
        ]
    }

    /// kbsim's own technique: the overlap from the end frame, the least scroll, an exact restore.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("// on each Will… and field change", ranBy: [.installed]),
            .init("func adjust(to end: Rect) {", ranBy: [.adjust]),
            .init("  old = old ?? (inset, offset)", ranBy: [.adjust]),
            .init("  let overlap = scroll.frame ∩ end", ranBy: [.adjust], live: "{overlap.rows}"),
            .init("  inset = max(old.inset, overlap)", ranBy: [.adjust], live: "{inset}"),
            .init("  let wanted = field.frame + 1 row", ranBy: [.adjust]),
            .init("  offset = leastOffset(to: wanted)", ranBy: [.adjust], live: "{offset}"),
            .init("}"),
            .init("func restore() {", ranBy: [.restore]),
            .init("  (inset, offset) = old", ranBy: [.restore], live: "{inset}, {offset}"),
            .init("  old = nil", ranBy: [.restore]),
            .init("}"),
            .init("func pan(keyboard: Rect) {", ranBy: [.followKeyboard]),
            .init("  bar.bottom = keyboard.top", ranBy: [.followKeyboard], live: "{keyboardTop}"),
            .init("}"),
        ]
    }
}

extension AutoStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { AutoExplanations() }
}
