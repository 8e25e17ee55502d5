/// A strategy that could not answer a message: what went wrong, in words a user can act on
/// (a handler's timeout, a reply that is not the protocol, its exit, with its reply and its stderr).
public struct StrategyFailure: Hashable, Sendable, Error, CustomStringConvertible {
    /// The strategy that failed.
    public var strategy: StrategyID
    /// What went wrong, possibly over several lines.
    public var message: String

    /// A failure of `strategy`.
    public init(strategy: StrategyID, message: String) {
        self.strategy = strategy
        self.message = message
    }

    public var description: String { "strategy \(strategy): \(message)" }
}
