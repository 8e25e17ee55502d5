/// The session's teaching log: every posted event, every action UIKit takes by itself and every
/// pitfall notice, each with its time and the geometry it left — the whole session, up to a
/// generous capacity.
///
/// Appending is amortised O(1): the oldest entries are dropped a chunk at a time (a quarter of
/// the capacity), never one by one from the front of a large array.
public struct EventLog: Sendable {
    /// How many entries are kept at least before the oldest are dropped.
    public let capacity: Int
    /// The entries recorded and not yet dropped (plus, between compactions, some that were).
    private var storage: [LogEntry] = []
    /// How many entries at the front of `storage` are dropped but not yet removed.
    private var droppedInStorage = 0
    /// The sequence number the next entry gets.
    public private(set) var nextSequence = 0
    /// The geometry before the first kept entry: the session's start, or the last dropped entry's.
    public private(set) var geometryBeforeFirst: GeometrySnapshot

    /// The capacity of a session's log: a long session's whole scrollback.
    public static let sessionCapacity = 100_000

    /// An empty log keeping at most `capacity` entries, starting from `initialGeometry`.
    public init(capacity: Int = EventLog.sessionCapacity, initialGeometry: GeometrySnapshot) {
        self.capacity = max(1, capacity)
        geometryBeforeFirst = initialGeometry
    }

    /// The kept entries, oldest first.
    public var entries: ArraySlice<LogEntry> { storage[droppedInStorage...] }

    /// The posted events among the kept entries, oldest first.
    public var events: [TimedEvent] {
        entries.compactMap { entry in entry.event.map { TimedEvent(time: entry.time, event: $0) } }
    }

    /// Records what happened at `time`, with the geometry it left.
    public mutating func record(_ kind: LogEntry.Kind, at time: Double, geometry: GeometrySnapshot) {
        storage.append(LogEntry(sequence: nextSequence, time: time, kind: kind, geometry: geometry))
        nextSequence += 1
        let excess = storage.count - droppedInStorage - capacity
        guard excess > 0 else { return }
        droppedInStorage += excess
        geometryBeforeFirst = storage[droppedInStorage - 1].geometry
        // Removing from the front moves everything after it: done once per chunk, it costs O(1) per entry.
        if droppedInStorage >= max(1, capacity / 4) {
            storage.removeFirst(droppedInStorage)
            droppedInStorage = 0
        }
    }

    /// The kept entry numbered `sequence`, or nil when it was dropped or is yet to come.
    public func entry(sequence: Int) -> LogEntry? {
        let offset = sequence - firstSequence
        guard offset >= 0, offset < storage.count - droppedInStorage else { return nil }
        return storage[droppedInStorage + offset]
    }

    /// The sequence number of the oldest kept entry (`nextSequence` when the log is empty).
    public var firstSequence: Int { nextSequence - (storage.count - droppedInStorage) }

    /// The geometry just before entry `sequence`: the previous entry's, or the start's.
    public func geometry(before sequence: Int) -> GeometrySnapshot {
        entry(sequence: sequence - 1)?.geometry ?? geometryBeforeFirst
    }
}
