// Explanations of strategy `none` (NoStrategy.swift): it never acts, so only being installed and
// removed need words.

/// What the why panel says about the app that ignores the keyboard.
package struct NoStrategyExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = StrategyID.none
    /// The documents the listing retells.
    package let sources: [Source] = [.noHandling]
    /// What the view controller listens to once installed.
    package let listensTo = "nothing at all"

    /// An app that does nothing about the keyboard, as code.
    package var listingLines: [StrategyListing.Line] {
        [
            .init("class Form: UIViewController {", ranBy: [.installed]),
            .init("  override func viewDidLoad() {", ranBy: [.installed]),
            .init("    super.viewDidLoad()", ranBy: [.installed]),
            .init("    // observes no notification", ranBy: [.installed]),
            .init("    // and handles no editing call", ranBy: [.installed]),
            .init("  }"),
            .init("}"),
        ]
    }
}

extension NoStrategy {
    /// The why panel's words and listing for this strategy.
    package static var explanations: any StrategyExplanationCatalogue { NoStrategyExplanations() }
}
