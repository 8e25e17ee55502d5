// Strategy `iqkeyboardmanager-6`: IQKeyboardManager 6.5.16, where it differed from version 8 (issue
// 27's library specification, §1). The geometry is version 8's (IQKeyboardManagerStrategy.swift),
// run on version 6's triggers and measures.

/// IQKeyboardManager 6.5.16: the same geometry, told only of WillShow, WillHide and begin-editing.
package struct IQKeyboardManager6Strategy: AvoidanceStrategy {
    /// The name `--strategy` and `Set Strategy` know it by: `iqkeyboardmanager-6`.
    package static let id = StrategyID.iqKeyboardManager6
    /// One line for `kbsim strategies`.
    package static let summary = "IQKeyboardManager 6.5.16: on WillShow (or begin-editing under a shown keyboard) scrolls, then moves "
        + "the root view's frame origin; restores it on WillHide"
    private var base = IQKeyboardManagerStrategy(version: .v6, name: Self.id)

    /// Creates the strategy.
    package init() {}

    /// As version 8's strategy, with version 6's triggers and measures.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        base.receive(message, views: &views)
    }

    /// Version 6's pitfalls: the gap and the inset of the safe-area lines (6.5.13 on).
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] { base.pitfalls(in: step) }
}
