// Explanations of strategy `inputbaraccessoryview` (InputBarAccessoryViewStrategy.swift):
// InputBarAccessoryView's KeyboardManager, told in kbsim's words, with the numbers each action logs.

extension Source {
    /// InputBarAccessoryView's KeyboardManager, `bind(inputAccessoryView:)`, as the repository has it.
    package static let inputBarAccessoryView = Source(
        document: "InputBarAccessoryView (nathantannar4)", edition: "95ecd84",
        listing: "KeyboardManager.swift, bind(inputAccessoryView:)", address: "https://github.com/nathantannar4/InputBarAccessoryView")
}

/// What the why panel says about each action of InputBarAccessoryView's KeyboardManager.
package struct InputBarAccessoryViewExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = InputBarAccessoryViewStrategy.id
    /// The documents the listing retells.
    package let sources: [Source] = [.inputBarAccessoryView]
    /// What the manager listens to once bound.
    package let listensTo = "keyboardWillShow, keyboardWillChangeFrame, keyboardWillHide and keyboardDidHide, and the list's pan gesture"

    /// The reports kbsim catches as they bite.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        [
            InputBarAccessoryViewStrategy.barAboveKeyboard: ExplanationTemplate(
                source: .inputBarAccessoryView, title: "pitfall: the bar stops above the keyboard (InputBarAccessoryView #30)", steps: [
                    .text("The manager raised the bar by the keyboard's whole height, counted from the bottom of the view that holds the bar."),
                    .text("That view ends above the screen's bottom (over a tab bar or the home indicator), so the bar stops {gap.rows} above the keyboard: the reporter's white padding."),
                ], whyVisible: "{field} can be seen, {gap.rows} above the keyboard.", whyCovered: .underKeyboard),
            InputBarAccessoryViewStrategy.barRaisedWithoutKeyboard: ExplanationTemplate(
                source: .inputBarAccessoryView, title: "pitfall: a drag raises the bar with no keyboard (InputBarAccessoryView #207)", steps: [
                    .text("The keyboard has gone, but this version (5.3, `Set Pitfalls on`) kept the notification it cached from the hide."),
                    .text("A drag on the list reached the pan gesture, which took that keyboard's height for the one below the finger: the bar's constraint went to {constant.rows}, its bottom to row {bottom}, over no keyboard."),
                ], whyVisible: "{field} can be seen, but floats where the keyboard was.", whyCovered: .underKeyboard),
        ]
    }

    /// What the why panel says of each action the manager's callbacks log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        let raise: [ExplanationStep] = [
            .text("It sets the bar's bottom constraint to the keyboard's whole height up from the bottom of the bar's view: {constant.rows} (at least 34 points), in the keyboard's own animation."),
            .text("The bar's bottom is now row {bottom}; the keyboard's top is {gap.rows} below it. The list is left as it was."),
        ]
        return [
            .inputBarWillShow: ExplanationTemplate(source: .inputBarAccessoryView, title: "willShow: the bar raised", steps: [
                .text("keyboardWillShow arrives while the bar rests, for this app's keyboard."),
            ] + raise, whyVisible: "{field} can be seen: the bar stands on or above the keyboard.", whyCovered: .underKeyboard),
            .inputBarWillChangeFrame: ExplanationTemplate(source: .inputBarAccessoryView, title: "willChangeFrame: the bar raised again", steps: [
                .text("keyboardWillChangeFrame arrives before keyboardDidHide: the manager takes the new frame's height, even the height of a keyboard that is leaving."),
            ] + raise, whyVisible: "{field} can be seen: the bar stands on or above the keyboard.", whyCovered: .underKeyboard),
            .inputBarWillHide: ExplanationTemplate(source: .inputBarAccessoryView, title: "willHide: the bar lowered", steps: [
                .text("keyboardWillHide arrives: the constraint goes back to 0, the bar's bottom to row {bottom}, in the keyboard's animation."),
            ], whyVisible: "{field} can be seen: the bar rests again.", whyCovered: .underKeyboard),
            .inputBarFollowsPan: ExplanationTemplate(source: .inputBarAccessoryView, title: "pan: the bar follows the finger", steps: [
                .text("A finger drags the list: the pan gesture `bind(to:)` added to it takes the last keyboard notification it cached."),
                .text("Below the finger, or where that keyboard rests if the finger is higher, it counts the keyboard's height and sets the constraint to it at once: {constant.rows}, the bar's bottom at row {bottom}."),
            ], whyVisible: "{field} can be seen: the bar rides the finger.", whyCovered: .underKeyboard),
        ]
    }

    /// bind(inputAccessoryView:)'s callbacks retold.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("bar.bottom = superview.bottom", ranBy: [.installed]),
            .init("on willShow(n) {", ranBy: [.inputBarWillShow]),
            .init("  if constant != 0 { return }", ranBy: [.inputBarWillShow]),
            .init("  constant = -n.endFrame.height", ranBy: [.inputBarWillShow], live: "{constant}",
                  pitfalls: [InputBarAccessoryViewStrategy.barAboveKeyboard]),
            .init("}"),
            .init("on willChangeFrame(n) {", ranBy: [.inputBarWillChangeFrame]),
            .init("  if isKeyboardHidden { return }", ranBy: [.inputBarWillChangeFrame]),
            .init("  constant = -n.endFrame.height", ranBy: [.inputBarWillChangeFrame], live: "{constant}",
                  pitfalls: [InputBarAccessoryViewStrategy.barAboveKeyboard]),
            .init("}"),
            .init("on willHide(n) { constant = 0 }", ranBy: [.inputBarWillHide], live: "bottom {bottom}"),
            .init("on pan(y) {", ranBy: [.inputBarFollowsPan]),
            .init("  if cached == nil { return }", ranBy: [.inputBarFollowsPan],
                  pitfalls: [InputBarAccessoryViewStrategy.barRaisedWithoutKeyboard]),
            .init("  top = max(y, H - cached.height)", ranBy: [.inputBarFollowsPan]),
            .init("  constant = top - H", ranBy: [.inputBarFollowsPan], live: "{constant}"),
            .init("}"),
        ]
    }
}
