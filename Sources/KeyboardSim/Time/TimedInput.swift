/// An input and the virtual time it arrived at: one entry of a session's history.
package struct TimedInput: Hashable, Sendable {
    /// Virtual seconds since the session started.
    package var time: Double
    /// What arrived.
    package var event: InputEvent

    /// Creates an entry.
    package init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
