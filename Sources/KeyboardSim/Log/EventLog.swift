/// The session's teaching log: every posted event, every action UIKit takes by itself and every
/// pitfall notice, each with its time and the geometry it left — the whole session, up to a
/// generous capacity.
///
/// It is compact: an entry is kept as its time and two numbers (16 bytes), naming its kind and
/// its geometry in tables that store each distinct value once. A session repeats itself — most
/// entries leave the geometry as the one before did, and the same notifications come back with
/// the same frames — so a full log costs a few megabytes, where a copy of each entry's values
/// cost 376 bytes an entry.
///
/// Appending is O(1): once the log is full, the newest record takes the oldest one's place in
/// a ring, and a quarter of the capacity later the tables free the values no kept entry uses
/// any more, for new ones to take their places.
package struct EventLog: Sendable {
    /// How many entries are kept before the oldest are dropped.
    package let capacity: Int
    /// The kept entries, a ring once it is full: the oldest is at `oldest`.
    private var records: [Record] = []
    /// Where the oldest kept record is in `records` (0 until the ring is full).
    private var oldest = 0
    /// Records dropped since the tables last freed what no entry uses.
    private var droppedSinceCollection = 0
    /// The distinct kinds of the kept entries.
    private var kinds = InternTable<LogEntry.Kind>()
    /// The distinct geometries of the kept entries, and the one before the first.
    private var geometries = InternTable<GeometrySnapshot>()
    /// The number of the geometry before the first kept entry in `geometries`.
    private var geometryBeforeFirstNumber: UInt32
    /// The sequence number the next entry gets.
    package private(set) var nextSequence = 0

    /// One kept entry: its time, and its kind and geometry by their numbers in the tables.
    private struct Record: Sendable {
        var time: Double
        var kind: UInt32
        var geometry: UInt32
    }

    /// The capacity of a session's log: a long session's whole scrollback.
    package static let sessionCapacity = 100_000

    /// An empty log keeping at most `capacity` entries, starting from `initialGeometry`.
    package init(capacity: Int = EventLog.sessionCapacity, initialGeometry: GeometrySnapshot) {
        self.capacity = max(1, capacity)
        geometryBeforeFirstNumber = geometries.retain(initialGeometry)
    }

    /// The geometry before the first kept entry: the session's start, or the last dropped entry's.
    package var geometryBeforeFirst: GeometrySnapshot { geometries[geometryBeforeFirstNumber] }

    /// The kept entries, oldest first, indexed by their sequence numbers.
    package var entries: Entries { Entries(log: self) }

    /// The posted events among the kept entries, oldest first.
    package var events: [TimedEvent] {
        entries.compactMap { entry in entry.event.map { TimedEvent(time: entry.time, event: $0) } }
    }

    /// The sequence number of the oldest kept entry (`nextSequence` when the log is empty).
    package var firstSequence: Int { nextSequence - records.count }

    /// Records what happened at `time`, with the geometry it left.
    package mutating func record(_ kind: LogEntry.Kind, at time: Double, geometry: GeometrySnapshot) {
        let record = Record(time: time, kind: retain(kind), geometry: retain(geometry))
        nextSequence += 1
        guard records.count == capacity else {
            // Grown by doubling but never past the capacity: a full log has no room it cannot use.
            if records.count == records.capacity { records.reserveCapacity(min(capacity, max(16, 2 * records.count))) }
            records.append(record)
            return
        }
        let dropped = records[oldest]
        records[oldest] = record
        oldest = (oldest + 1) % capacity
        // The dropped entry's geometry becomes the one before the first: its use moves there.
        geometries.release(geometryBeforeFirstNumber)
        geometryBeforeFirstNumber = dropped.geometry
        kinds.release(dropped.kind)
        droppedSinceCollection += 1
        // Freeing goes through the whole table: done once per quarter of the capacity, it costs O(1) per entry.
        if droppedSinceCollection >= max(1, capacity / 4) {
            droppedSinceCollection = 0
            kinds.collect()
            geometries.collect()
        }
    }

    /// The number of `kind` in its table, for one more entry; a text view posts the same
    /// textViewDidChange at key after key, which a comparison with the last entry finds without hashing.
    private mutating func retain(_ kind: LogEntry.Kind) -> UInt32 {
        if let last = records.isEmpty ? nil : records[position(of: nextSequence - 1)].kind, kinds[last] == kind {
            kinds.retain(number: last)
            return last
        }
        return kinds.retain(kind)
    }

    /// The number of `geometry` in its table, for one more entry; most entries leave the
    /// geometry as the previous one did, which a comparison finds without hashing.
    private mutating func retain(_ geometry: GeometrySnapshot) -> UInt32 {
        if let last = records.isEmpty ? nil : records[position(of: nextSequence - 1)].geometry, geometries[last] == geometry {
            geometries.retain(number: last)
            return last
        }
        return geometries.retain(geometry)
    }

    /// Where the kept entry numbered `sequence` is in `records`.
    private func position(of sequence: Int) -> Int {
        let offset = oldest + sequence - firstSequence
        return offset < records.count ? offset : offset - records.count
    }

    /// The kept entry numbered `sequence`, or nil when it was dropped or is yet to come.
    package func entry(sequence: Int) -> LogEntry? {
        guard sequence >= firstSequence, sequence < nextSequence else { return nil }
        let record = records[position(of: sequence)]
        return LogEntry(sequence: sequence, time: record.time, kind: kinds[record.kind], geometry: geometries[record.geometry])
    }

    /// The geometry just before entry `sequence`: the previous entry's, or the start's.
    package func geometry(before sequence: Int) -> GeometrySnapshot {
        guard sequence - 1 >= firstSequence, sequence - 1 < nextSequence else { return geometryBeforeFirst }
        return geometries[records[position(of: sequence - 1)].geometry]
    }

    /// How many places the log's table of geometries has (some free for reuse, some of dropped
    /// entries until the next collection): far fewer than its entries, since equal geometry is shared.
    var storedGeometryCount: Int { geometries.count }

    /// How many places the log's table of kinds has (as `storedGeometryCount`).
    var storedKindCount: Int { kinds.count }

    /// The kept entries, oldest first: a collection indexed by sequence number whose entries are
    /// put together from the log's tables as they are read.
    package struct Entries: RandomAccessCollection, Equatable, Sendable {
        /// The log read.
        let log: EventLog

        /// The oldest kept entry's sequence number.
        package var startIndex: Int { log.firstSequence }
        /// The sequence number the next entry will get.
        package var endIndex: Int { log.nextSequence }

        /// The entry numbered `sequence`, which must be kept.
        package subscript(sequence: Int) -> LogEntry {
            guard let entry = log.entry(sequence: sequence) else { preconditionFailure("entry \(sequence) is not kept") }
            return entry
        }

        /// Whether two logs keep the same entries (sequence numbers included).
        package static func == (lhs: Entries, rhs: Entries) -> Bool {
            lhs.count == rhs.count && lhs.elementsEqual(rhs)
        }
    }
}
