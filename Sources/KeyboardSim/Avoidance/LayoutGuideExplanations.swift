// Explanations of strategy `layoutguide` (LayoutGuideStrategy.swift): constraints to the
// keyboard layout guide, told in kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the layout-guide strategy.
package struct LayoutGuideExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.layoutguide
    /// The documents the listing retells.
    package let sources: [Source] = [.keyboardLayoutGuide]
    /// What the view controller listens to once installed.
    package let listensTo = "no notification: its footer and scroll view are constrained to the keyboard layout guide's top"

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .followGuide: ExplanationTemplate(source: .keyboardLayoutGuide, title: "the keyboard layout guide moved", steps: [
                .text("The keyboard starts to move; UIKit moves view.keyboardLayoutGuide with it, in the keyboard's own animation: the same duration and curve, no delay."),
                .text("The guide's top is now row {guideTop} of the view: the keyboard's top while it is docked, the safe area's bottom (or the view's bottom, with usesBottomSafeArea false) when it is away."),
                .text("The constraints follow: the footer's bottom on the guide's top, the scroll view's bottom at the footer's top (or on the guide), row {scrollViewBottom}. No notification code runs."),
            ], whyVisible: "{field} can be seen: UIKit scrolled the new first responder into what the shortened scroll view shows, and the footer stands on the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} out of sight, though the scroll view ends on the keyboard: UIKit scrolls a field in only when it becomes first responder, not when the guide moves later."),
            .guideUnavailable: ExplanationTemplate(source: .keyboardLayoutGuide, title: "no keyboard layout guide before iOS 15", steps: [
                .text("The app runs on era {era}: UIView.keyboardLayoutGuide exists from iOS 15, so its constraints were never made."),
                .text("Nothing follows the keyboard: the footer stays on the safe area's bottom and the scroll view keeps its frame (kbsim logs this once)."),
            ], whyVisible: "{field} happens to be above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: without the guide nothing moves (choose era 15 or later, or another strategy)."),
        ]
    }

    /// The constraints, as an app writes them in viewDidLoad.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("// iOS 15 on; before, no guide", ranBy: [.guideUnavailable], live: "era {era}"),
            .init("let guide = view", ranBy: [.installed]),
            .init("  .keyboardLayoutGuide", ranBy: [.installed]),
            .init("guide.usesBottomSafeArea = …", ranBy: [.installed]),
            .init("footer.bottomAnchor", ranBy: [.followGuide]),
            .init("  == guide.topAnchor", ranBy: [.followGuide], live: "row {guideTop}"),
            .init("scroll.bottomAnchor", ranBy: [.followGuide]),
            .init("  == footer.topAnchor", ranBy: [.followGuide], live: "row {scrollViewBottom}"),
            .init("// UIKit moves the guide"),
            .init("// in the keyboard's animation"),
        ]
    }
}

extension LayoutGuideStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { LayoutGuideExplanations() }
}

extension Source {
    /// Apple's documentation of UIKeyboardLayoutGuide (iOS 15) and the WWDC sessions that present it (`layoutguide`).
    package static let keyboardLayoutGuide = Source(
        document: "Apple, “UIKeyboardLayoutGuide” (iOS 15); WWDC21 10259 “Your guide to keyboard layout”; WWDC23 10281 “Keep up with the keyboard”",
        edition: "", listing: "constraints to view.keyboardLayoutGuide.topAnchor",
        address: "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide")
}
