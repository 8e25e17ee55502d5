/// An observer that keeps the most recent posted events with their times, for the log pane.
public struct EventLog: Hashable, Sendable {
    /// How many events are kept; older ones are dropped.
    public let capacity: Int
    public private(set) var entries: [TimedEvent] = []

    /// Creates an empty log keeping at most `capacity` events.
    public init(capacity: Int = 200) {
        self.capacity = capacity
    }

    /// Records events in the order they were posted.
    public mutating func record(_ events: [TimedEvent]) {
        entries.append(contentsOf: events)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
