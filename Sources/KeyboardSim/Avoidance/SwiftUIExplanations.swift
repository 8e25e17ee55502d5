// Explanations of strategy `swiftui` (SwiftUIStrategy.swift): SwiftUI's keyboard safe area,
// told in kbsim's words, with the numbers each action logs.

/// What the why panel says about each action of the SwiftUI strategy.
package struct SwiftUIExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.swiftui
    /// The documents the listing retells.
    package let sources: [Source] = [.swiftUIKeyboardSafeArea]
    /// What the view controller listens to once installed.
    package let listensTo = "no notification: SwiftUI lays its views out inside the keyboard's safe area"

    /// The pitfall of the keyboard safe area that kbsim catches (the museum's swiftui-11).
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        [
            .movesUncoveredContent: ExplanationTemplate(source: .swiftUIKeyboardSafeArea, title: "pitfall: content the keyboard never covered moved", steps: [
                .text("The keyboard's safe area shrank the container by {overlap.rows}; the stack centred in it re-centred {moved.rows} higher."),
                .text("{field} was never under the keyboard, yet it moved with the stack: SwiftUI moves what is centred or laid against the bottom by design (V8tr's KeyboardAvoidanceSwiftUI #11)."),
            ], whyVisible: "{field} can be seen, {moved.rows} higher than it was: .ignoresSafeArea(.keyboard) on the full-screen container (the form key ignoresSafeArea: keyboard) keeps it still.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, after moving {moved.rows} for it."),
        ]
    }

    /// What the why panel says of each action the strategy's own handlers log.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .keyboardSafeArea: ExplanationTemplate(source: .swiftUIKeyboardSafeArea, title: "the keyboard safe area changed", steps: [
                .text("The keyboard moves; SwiftUI makes its overlap with the view, {overlap.rows}, a safe-area region, in the keyboard's own animation."),
                .choice(flag: "ignored",
                        whenTrue: "The container ignores that region (.ignoresSafeArea(.keyboard)): nothing is laid out again, nothing moves, and the keyboard covers what it covers.",
                        whenFalse: "The size proposed to the container shrinks by it: the layout now ends at row {bottom}, a footer standing on it, the ScrollView ending above the footer (or on it). What is centred or laid against the bottom moves too, covered or not (V8tr's KeyboardAvoidanceSwiftUI #11); a focused single-line TextField in the ScrollView is scrolled just above the keyboard (reported, not documented by Apple)."),
            ], whyVisible: "{field} can be seen: above the keyboard's top, where the layout now ends unless the container ignores the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} out of sight: with .ignoresSafeArea(.keyboard) nothing avoids the keyboard; otherwise SwiftUI scrolls a single-line field above it, not a multi-line one (a text view), and only inside a ScrollView."),
            .revealFocusedField: ExplanationTemplate(source: .swiftUIKeyboardSafeArea, title: "the focused TextField scrolled above the keyboard", steps: [
                .text("A single-line TextField began editing under the keyboard that is already up."),
                .text("The ScrollView scrolls it just above the keyboard: offset {offset} (iOS 14 on; reported, not documented by Apple)."),
            ], whyVisible: "{field} can be seen: it sits just above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} out of sight: the ScrollView could not scroll far enough."),
            .keyboardSafeAreaUnavailable: ExplanationTemplate(source: .swiftUIKeyboardSafeArea, title: "no keyboard safe area before iOS 14", steps: [
                .text("The app runs on era {era}: SwiftUI avoids the keyboard from iOS 14 (iOS 13 had no avoidance, and before it no SwiftUI)."),
                .text("Nothing moves for the keyboard (kbsim logs this once)."),
            ], whyVisible: "{field} happens to be above the keyboard.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: nothing avoids it before iOS 14."),
        ]
    }

    /// The view, as an app writes it, and what SwiftUI does with the keyboard.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("// iOS 14 on; before, nothing", ranBy: [.keyboardSafeAreaUnavailable], live: "era {era}"),
            .init("VStack {", ranBy: [.installed]),
            .init("  ScrollView { fields }", ranBy: [.revealFocusedField], live: "offset {offset}"),
            .init("  Button(footer)", ranBy: [.keyboardSafeArea]),
            .init("}", ranBy: [.keyboardSafeArea], live: "ends at row {bottom}", pitfalls: [.movesUncoveredContent]),
            .init("// .ignoresSafeArea(.keyboard)", ranBy: [.keyboardSafeArea], when: .init("ignored", is: true)),
            .init("// keyboard region: overlap", ranBy: [.keyboardSafeArea], live: "{overlap}"),
        ]
    }
}

extension SwiftUIStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { SwiftUIExplanations() }
}

extension Source {
    /// Apple's documentation of SwiftUI's keyboard safe area (iOS 14) and the WWDC session on the keyboard (`swiftui`).
    package static let swiftUIKeyboardSafeArea = Source(
        document: "Apple, “SafeAreaRegions.keyboard” and “ignoresSafeArea(_:edges:)” (iOS 14); WWDC23 10281 “Keep up with the keyboard”",
        edition: "", listing: "the keyboard safe area",
        address: "https://developer.apple.com/documentation/swiftui/safearearegions/keyboard")
}
