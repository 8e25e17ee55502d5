/// An input and the virtual time it arrived at: one entry of a session's history.
public struct TimedInput: Hashable, Sendable {
    /// Virtual seconds since the session started.
    public var time: Double
    /// What arrived.
    public var event: InputEvent

    /// Creates an entry.
    public init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
