/// A strategy that keeps Listing 5-2's `activeField` from the delegate calls and otherwise acts
/// on the keyboard notifications alone, as the guides' listings and the common handler do: the
/// delegate calls are followed here once, so that each strategy writes only its handlers.
package protocol NotificationStrategy: AvoidanceStrategy {
    /// `activeField`, kept as Listing 5-2 keeps it.
    var activeField: ActiveField { get set }
    /// Reacts to a posted keyboard notification, knowing the field `activeField` holds.
    mutating func receive(_ notification: KeyboardNotification, views: inout AppViews) -> StrategyOutcome
}

extension NotificationStrategy {
    /// A delegate call only moves `activeField` (Listing 5-2's two methods); a notification goes
    /// to the strategy's handlers.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        switch message {
        case .delegate(let call):
            activeField.follow(call)
            return .nothing
        case .notification(let notification):
            return receive(notification, views: &views)
        case .scrollView:
            return .nothing
        }
    }
}
