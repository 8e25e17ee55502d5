/// The classic strategies' pitfalls explained; a strategy's catalogue hands out the ones it has
/// (`StrategyExplanationCatalogue.pitfallEntries`).
extension Pitfall {
    /// The templates of `pitfalls` as they bite `strategy` (the listing cited follows the strategy).
    package static func classicEntries(_ pitfalls: [Pitfall], for strategy: StrategyID) -> [Pitfall: ExplanationTemplate] {
        Dictionary(uniqueKeysWithValues: pitfalls.compactMap { pitfall in pitfall.classicTemplate(for: strategy).map { (pitfall, $0) } })
    }

    /// The classic pitfalls, as the closed list of kbsim 1.0 and 1.1 named them.
    @available(*, deprecated, message: "pitfalls are open: StrategyCatalogue.pitfalls lists those of a catalogue's strategies")
    package static var allCases: [Pitfall] { classic }

    /// How this pitfall is explained when it bites `strategy`, as kbsim 1.0 and 1.1 explained it.
    @available(*, deprecated, message: "a strategy's catalogue explains its pitfalls: StrategyExplanationCatalogue.pitfallEntries")
    package func explanationTemplate(for strategy: StrategyID) -> ExplanationTemplate {
        classicTemplate(for: strategy) ?? PitfallNotice.unexplained(self)
    }

    /// How this classic pitfall is explained when it bites `strategy`; nil for another strategy's pitfall.
    func classicTemplate(for strategy: StrategyID) -> ExplanationTemplate? {
        switch self {
        case .heightFromFrameBegin:
            ExplanationTemplate(source: strategy == .extend ? .guideIOS7Listing5_3 : .guideIOS7Listing5_1,
                                title: "pitfall: the height came from frameBegin", steps: [
                .text("The handler takes the keyboard's height from frameBegin (the frame the keyboard had before this move) and reads {used.rows}."),
                .choice(flag: "frameKeys",
                        whenTrue: "The keyboard that arrived is {real.rows} tall: it grew (another keyboard type, a bar above the keys, a candidate bar), and frameBegin still describes the smaller one.",
                        whenFalse: "Notifications of this era carry no frame entries, so the lookup finds nothing and the height reads 0, while the keyboard is {real.rows} tall."),
                .text("Everything sized from it is {short.rows} short: the last {short.rows} of the content can no longer be brought above the keyboard."),
            ], whyVisible: "{field} can still be seen, but only because it is not among the {short.rows} the shortfall strands.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the adjustment is {short.rows} smaller than the keyboard. The height to use is the keyboard's real one: frameEnd's, or in iPhone OS 3 the bounds'.")
        case .originOnlyTest:
            ExplanationTemplate(source: .guideIOS7Listing5_1, title: "pitfall: only the field's corner is tested", steps: [
                .text("The handler asks only whether the active field's top-left corner lies in the view minus the keyboard."),
                .text("{field} is {rows.rows} tall and its top row, {fieldTop}, is above the keyboard's top at row {keyboardTop}, so the answer is yes and nothing scrolls."),
                .text("Its lower {covered.rows} are under the keyboard: nothing in the listing looks at the field's bottom edge."),
            ], whyVisible: "{field} can be seen after all: something else scrolled it.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: testing the whole frame, or its bottom edge, against the uncovered area would have scrolled it.")
        case .shrinksTwice:
            ExplanationTemplate(source: .guideIPhoneOS3Listing, title: "pitfall: the scroll view shrank twice", steps: [
                .text("Before iOS 11 every move to another field, and from iOS 11 a move between fields with different accessory views, posts keyboardDidShow again with no keyboardDidHide in between."),
                .text("The listing's keyboardShown flag is there to ignore that repeat; with pitfalls on it is left out."),
                .text("So the handler takes {height} more rows off a scroll view that was {before.rows} tall instead of {full}: it is now {after.rows}."),
                .text("keyboardDidHide gives back one keyboard height only, so the view stays {height.rows} short after the keyboard goes."),
            ], whyVisible: "{field} can still be seen, but the scroll view is {after.rows} tall and will stay short after the keyboard goes.",
               whyCovered: "{hiddenPart} cannot be seen: after shrinking twice the scroll view is {after.rows} tall.")
        case .offsetUnderKeyboard:
            ExplanationTemplate(source: .guideIOS7Listing5_3, title: "pitfall: field.y − height lands under the keyboard", steps: [
                .text("The listing scrolls to the field's top minus the keyboard height, offset {offset}: the field ends one keyboard height below the scroll view's top, at row {fieldTop}."),
                .text("That is just above the keyboard only when the scroll view is about twice as tall as the keyboard; here the keyboard starts at row {keyboardTop}."),
            ], whyVisible: "{field} can be seen after all: something else scrolled it.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the offset is measured from the scroll view's top, not from the keyboard.")
        case .offsetPastContent:
            ExplanationTemplate(source: .guideIOS7Listing5_3, title: "pitfall: field.y − height is outside the content", steps: [
                .text("The listing sets offset {offset} as computed, without comparing it with the range the scroll view can scroll, {minimum} to {maximum}."),
                .choice(flag: "belowRange",
                        whenTrue: "For a field near the top the result is below that range: the content is pulled down, with empty rows above it.",
                        whenFalse: "For a field near the bottom the result is beyond that range: the listing made the content view taller but left the scroll view's contentSize as it was."),
                .text("The next drag, page or automatic scroll puts the offset back into the range, and the field moves with it."),
            ], whyVisible: "{field} can be seen for now, until the next scroll pulls the offset back into range.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, and the next scroll will move the content again.")
        case .hardCodedKeyboardHeight:
            ExplanationTemplate(source: .cocoaWithLove, title: "pitfall: the keyboard height is a constant", steps: [
                .text("The article slides by a share of a keyboard height fixed in advance for each orientation: {assumed.rows} here."),
                .text("It reads no notification, so it cannot know that the keyboard on screen is {real.rows} tall (another keyboard type, a bar above the keys, another orientation or a larger screen)."),
                .text("The slide was worked out for a keyboard {difference.rows} away from the real one."),
            ], whyVisible: "{field} can be seen despite the wrong height: it was high enough already.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: the view moved for a {assumed}-row keyboard and a {real}-row one came.")
        case .textViewNeverSlides:
            ExplanationTemplate(source: .cocoaWithLove, title: "pitfall: text views never slide", steps: [
                .text("The article's handlers are text-field delegate methods; a text view never calls them."),
                .text("So when {field}, a text view, begins editing, the view stays where it is."),
            ], whyVisible: "{field} can be seen: it was above the keyboard already.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard: nothing moved for a text view.")
        case .willHideWithoutDidHide:
            ExplanationTemplate(source: .guideIPhoneOS3Notifications, title: "pitfall: a will-hide that never hides", steps: [
                .text("Focus moved to another field while the keyboard stayed on screen."),
                .text("Before iOS 11 (here era {era}) the old owner is still told the keyboard will hide, and the matching did-hide never follows: the keyboard does not go."),
                .choice(flag: "listensToWillHide",
                        whenTrue: "Listing 5-1 acts on the will-hide at once: the insets drop to zero, and come back only with the next keyboardDidShow.",
                        whenFalse: "The listing waits for a did-hide that never comes, so keyboardShown stays set; without that flag the next keyboardDidShow would shrink the view again."),
            ], whyVisible: "{field} can be seen once the new field's show notifications have been handled.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard while the strategy acts on a hide that did not happen.")
        default:
            nil
        }
    }
}
