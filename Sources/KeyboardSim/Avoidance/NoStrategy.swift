// Strategy `none`: no source; the app does nothing and the keyboard covers what it covers.

/// The app that ignores the keyboard.
public struct NoStrategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `none`.
    public static let id = StrategyID.none

    /// Creates the strategy.
    public init() {}

    /// Does nothing, whatever arrives.
    public mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
}
