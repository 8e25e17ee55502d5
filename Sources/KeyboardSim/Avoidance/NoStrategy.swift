// Strategy `none`: no source; the app does nothing and the keyboard covers what it covers.

/// The app that ignores the keyboard.
package struct NoStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `none`.
    package static let id = StrategyID.none
    /// What `kbsim strategies` says it does.
    package static let summary = "Nothing at all: the keyboard covers what it covers."
    /// kbsim's own, as `kbsim strategies` groups it.
    package static let origin = StrategyOrigin.builtIn

    /// Creates the strategy.
    package init() {}

    /// Does nothing, whatever arrives.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
}
