// Strategy `none`: no source; the app does nothing and the keyboard covers what it covers.

/// The app that ignores the keyboard.
public struct NoStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `none`.
    public static let id = StrategyID.none
    /// What `kbsim strategies` says it does.
    public static let summary = "Nothing at all: the keyboard covers what it covers."
    /// kbsim's own, as `kbsim strategies` groups it.
    public static let origin = StrategyOrigin.builtIn

    /// Creates the strategy.
    public init() {}

    /// Does nothing, whatever arrives.
    public mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
}
