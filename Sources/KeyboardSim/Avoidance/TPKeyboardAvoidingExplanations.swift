// Explanations of strategy `tpkeyboardavoiding` (TPKeyboardAvoidingStrategy.swift): TPKeyboardAvoiding
// 1.3.5's category on UIScrollView, told in kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the TPKeyboardAvoiding strategy.
package struct TPKeyboardAvoidingExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.tpKeyboardAvoiding
    /// The documents the listing retells.
    package let sources: [Source] = [.tpKeyboardAvoiding]
    /// What the view controller listens to once installed.
    package let listensTo = "keyboardWillChangeFrame, keyboardWillHide and the fields' begin editing"

    /// Creates the catalogue.
    package init() {}

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
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
                .choice(flag: "insets",
                        whenTrue: .choice(flag: "cleared",
                                          whenTrue: "The block scheduled by a frame change runs after a hide has cleared the keyboard's rect: the bottom inset becomes the prior one, {inset} (PR #288; release 1.3.2's formula gives 0 here and loses a custom inset, TPKeyboardAvoiding #237).",
                                          whenFalse: "The block scheduled by the frame change runs: the bottom inset becomes the part of the keyboard's noted rect above the scroll view's bottom edge, {inset}, in place of the one before. The safe area below is not counted out, though adjustedContentInset adds it too: on a phone with a home indicator the content ends that far above the keyboard (TPKeyboardAvoiding #269)."),
                        whenFalse: "No field is being edited, and release 1.3.2 insets only for one: the inset stays {inset}."),
                .choice(flag: "centred",
                        whenTrue: "It puts the caret in the middle of the rows left between the insets, at least 20 pt from the top, even if the field was already in sight: offset {offset}.",
                        whenFalse: "No field is being edited, so nothing is centred."),
                .text("It copies the whole content inset into the indicator insets: custom indicator insets are lost."),
            ], whyVisible: "{field} can be seen: the caret was centred in the rows above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the centring offset is clamped with the adjusted top inset but the room was measured with the raw insets, or the block ran for a keyboard that has moved since."),
            .restorePriorInsets: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "keyboardWillHide: the prior insets back, the offset left", steps: [
                .text("keyboardWillHide arrives; it forgets the keyboard's rect and puts back the content and indicator insets it took at the first frame change (bottom {inset})."),
                .choice(flag: "pastEnd.zero",
                        whenTrue: "It never puts back the scroll position: the offset stays {offset}, which is still within the content.",
                        whenFalse: "It never puts back the scroll position: the offset stays {offset}, {pastEnd.rows} past the end of the content, a blank band at the bottom until the user drags (TPKeyboardAvoiding #84; the maintainer declined restoring it, PR #153)."),
            ], whyVisible: "{field} can still be seen where the centring left it.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone yet."),
            .scrollToActiveField: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "scrollToActiveTextField: a new field centred", steps: [
                .text("A field began editing while the keyboard is visible to TPKeyboardAvoiding, so it centres the caret at once between the insets of now: offset {before} → {offset}, animated over the last keyboard duration."),
                .text("Until that animation ends it ignores keyboard notifications whose begin and end frames are equal (release 1.3.2: every keyboard notification)."),
            ], whyVisible: "{field} can be seen: it was centred above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the centring used the inset of the keyboard before this one."),
            .ignoredWhileScrolling: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "a keyboard notification ignored during the scroll", steps: [
                .choice(flag: "hide",
                        whenTrue: "keyboardWillHide arrives while the begin-editing scroll animates, and TPKeyboardAvoiding returns at once: the prior insets are not put back and the keyboard stays visible to it, so the inset stays after the keyboard has gone (TPKeyboardAvoiding #270).",
                        whenFalse: "keyboardWillChangeFrame arrives while the begin-editing scroll animates, and TPKeyboardAvoiding returns at once: the keyboard's new rect (top {keyboard.y}) is not noted and no block is scheduled; a rotation lost so leaves the upright inset and offset (TPKeyboardAvoiding #99)."),
                .choice(flag: "same",
                        whenTrue: "Its begin and end frames are equal, the case the ignoring is meant for.",
                        whenFalse: "Its frames differ: release 1.3.2 ignores every notification then; 1.3.5 drops only those whose frames are equal (e45a445, 2019)."),
            ], whyVisible: "{field} can be seen, but the insets are those of before this notification.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the notification that would have moved it was ignored."),
            .hideIgnored: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "keyboardWillHide returned: an empty frame", steps: [
                .choice(flag: "endFrame",
                        whenTrue: "Release 1.3.2 tests the hide's end frame, {keyboard}, and it is empty, with no keyboard animation of its own running: it returns without putting the insets back. An iPad under iOS 11 reports an empty end frame for a drag to dismiss, so the inset stays (TPKeyboardAvoiding #270; 7b895e2 tests the begin frame instead).",
                        whenFalse: "The hide's begin frame, {keyboard}, is empty and no keyboard animation of its own is running: the keyboard was not on screen, so it returns without putting the insets back."),
            ], whyVisible: "{field} can be seen, but the inset of the keyboard stays.",
               whyCovered: .underKeyboard),
            .updateContentInset: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "setFrame:/setContentSize: the inset again", steps: [
                .text("The scroll view's frame (now {frame}) or its content size changed while the keyboard is visible to TPKeyboardAvoiding, and its override works the bottom inset out again: {before} → {inset}."),
                .text("It measures the keyboard's rect noted at the last frame change, in the scroll view's coordinates of then (top {keyboard.y}), against the bounds of now: after a rotation or a scroll since, the two disagree (TPKeyboardAvoiding #99, #180)."),
            ], whyVisible: "{field} can be seen.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the inset was worked out from the keyboard's old rect."),
        ]
    }

    /// The reports of §4.2 kbsim catches as they bite, each naming its report.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        [
            TPKeyboardAvoidingStrategy.safeAreaCountedTwice: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "pitfall: the safe area counted twice (TPKeyboardAvoiding #269)", steps: [
                .text("contentInsetForKeyboard made the bottom inset {inset}: all of the keyboard above the scroll view's bottom edge, the home indicator's {safeArea.rows} included."),
                .text("From iOS 11 UIKit adds those {safeArea.rows} to adjustedContentInset as well, so at the end of the content a band of {safeArea.rows} stays empty above the keyboard; the inset should be {correct}."),
            ], whyVisible: "{field} can be seen; scrolled to the end, the content stops {safeArea.rows} above the keyboard.",
               whyCovered: .underKeyboard),
            TPKeyboardAvoidingStrategy.offsetNotRestored: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "pitfall: the offset never restored (TPKeyboardAvoiding #84)", steps: [
                .text("keyboardWillHide put the prior insets back but left the offset at {offset}, which the centring chose while the inset made room."),
                .text("Without the inset that is {pastEnd.rows} past the end of the content: a blank band at the bottom until the user drags (restoring the offset was declined, PR #153)."),
            ], whyVisible: "{field} can be seen, but the form is scrolled {pastEnd.rows} past its end.",
               whyCovered: .underKeyboard),
            TPKeyboardAvoidingStrategy.notificationDropped: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "pitfall: a keyboard notification dropped (release 1.3.2)", steps: [
                .text("Release 1.3.2 ignores every keyboard notification while its begin-editing scroll animates; this one's frames differed, so 1.3.5 would have taken it (e45a445)."),
                .choice(flag: "hide",
                        whenTrue: "It was the hide: the keyboard's inset stays after the keyboard has gone, and the keyboard stays visible to it, so the next keyboard takes no prior insets (TPKeyboardAvoiding #270).",
                        whenFalse: "It was a new keyboard frame: the inset stays the old keyboard's; after a rotation the upright inset and offset stay (TPKeyboardAvoiding #99)."),
            ], whyVisible: "{field} can be seen, but the insets are those of a keyboard that has changed.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the notification that would have moved it was dropped."),
            TPKeyboardAvoidingStrategy.indicatorInsetsLost: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "pitfall: the indicator insets lost after the hide (TPKeyboardAvoiding #237)", steps: [
                .text("The keyboard went before the block its frame change scheduled 0.01 s earlier had run: a resign in the same instant, as a table's code does (PR #233). keyboardWillHide put back the app's insets, then the block ran."),
                .text("The hide had cleared the keyboard's rect, so the bottom inset stayed the prior one, {inset} (PR #288); but the block still copied the whole content inset into the indicator insets: the app's bottom indicator inset of {indicatorBefore.rows} became {inset.rows}, and nothing puts it back."),
            ], whyVisible: "{field} can be seen, but the scroll indicator now runs to {inset.rows} from the bottom where the app stopped it {indicatorBefore.rows} above.",
               whyCovered: .underKeyboard),
            TPKeyboardAvoidingStrategy.staleKeyboardRect: ExplanationTemplate(source: .tpKeyboardAvoiding, title: "pitfall: the inset from a stale keyboard rect (TPKeyboardAvoiding #99, #180)", steps: [
                .text("The scroll view's new frame made its setFrame: override work the inset out again from the keyboard rect it kept, in the coordinates of before: {inset}."),
                .text("The keyboard now covers {real.rows} of the scroll view: the two disagree."),
            ], whyVisible: "{field} can be seen, but the inset is {inset} where the keyboard covers {real}.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the inset was worked out from the keyboard's old rect."),
        ]
    }

    /// TPKeyboardAvoiding retold: the rect noted, the block 0.01 s later, the insets restored on hide.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("func willShow(note) { // frame chg", ranBy: [.installed, .keyboardFrameWillChange, .ignoredWhileScrolling]),
            .init("  guard !ignoring || begin != end", ranBy: [.ignoredWhileScrolling],
                  pitfalls: [TPKeyboardAvoidingStrategy.notificationDropped]),
            .init("  rect = convert(note.frameEnd)", ranBy: [.keyboardFrameWillChange], live: "top {keyboard.y}"),
            .init("  if !visible { prior = insets }", ranBy: [.keyboardFrameWillChange]),
            .init("  visible = true; after(0.01) {", ranBy: [.keyboardFrameWillChange]),
            .init("    inset.bottom = rect above maxY", ranBy: [.insetAndCentre], live: "{inset}",
                  pitfalls: [TPKeyboardAvoidingStrategy.safeAreaCountedTwice]),
            .init("    offset = centre(caret, 20)", ranBy: [.insetAndCentre]),
            .init("    indicatorInsets = inset } }", ranBy: [.insetAndCentre],
                  pitfalls: [TPKeyboardAvoidingStrategy.indicatorInsetsLost]),
            .init("func willHide(note) {", ranBy: [.restorePriorInsets, .hideIgnored]),
            .init("  guard !note.frameBegin.isEmpty", ranBy: [.hideIgnored]),
            .init("  rect = .zero; visible = false", ranBy: [.restorePriorInsets]),
            .init("  insets = prior } // not offset", ranBy: [.restorePriorInsets], live: "{inset}",
                  pitfalls: [TPKeyboardAvoidingStrategy.offsetNotRestored]),
            .init("func beginEditing() { // visible", ranBy: [.scrollToActiveField]),
            .init("  ignoring = true; centre() }", ranBy: [.scrollToActiveField], live: "{offset}"),
            .init("func setFrame(f) { recompute() }", ranBy: [.updateContentInset], live: "{inset}",
                  pitfalls: [TPKeyboardAvoidingStrategy.staleKeyboardRect]),
        ]
    }
}

extension TPKeyboardAvoidingStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { TPKeyboardAvoidingExplanations() }
}

extension Source {
    /// TPKeyboardAvoiding 1.3.5 (`tpkeyboardavoiding`): the category on UIScrollView at commit 3217d62.
    package static let tpKeyboardAvoiding = Source(
        document: "TPKeyboardAvoiding 1.3.5 (michaeltyson/TPKeyboardAvoiding, commit 3217d62)", edition: "",
        listing: "the category TPKeyboardAvoidingAdditions on UIScrollView: keyboardWillShow:, keyboardWillHide:, contentInsetForKeyboard, idealOffsetForView:",
        address: "https://github.com/michaeltyson/TPKeyboardAvoiding/blob/3217d62/TPKeyboardAvoiding/UIScrollView%2BTPKeyboardAvoidingAdditions.m")
}
