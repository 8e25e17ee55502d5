/// Work a strategy asks the main queue to run later, as a handler does with
/// `DispatchQueue.main.async { … }` or `asyncAfter(deadline: .now() + 0.01) { … }`: not a closure
/// but a token the strategy is handed back (`AvoidanceStrategy.receive(_:views:)`), so the
/// simulation stays a value that a step back rebuilds exactly.
public struct DeferredWork: Hashable, Sendable {
    /// Virtual seconds after the message's handling; 0 runs it once that handling is done, at the same instant.
    public var delay: Double
    /// What the strategy wants done, in its own words; it gets this back when the time comes.
    public var token: String

    /// Work to run `delay` seconds after the message's handling (never before it).
    public init(after delay: Double, token: String) {
        self.delay = max(0, delay)
        self.token = token
    }

    /// `DispatchQueue.main.async`: after the current message's handling, at the same instant.
    public static func async(_ token: String) -> DeferredWork {
        DeferredWork(after: 0, token: token)
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)` on the virtual clock.
    public static func after(_ seconds: Double, _ token: String) -> DeferredWork {
        DeferredWork(after: seconds, token: token)
    }
}
