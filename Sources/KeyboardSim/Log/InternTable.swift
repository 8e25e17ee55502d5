/// Distinct values, each stored once and named by a small number, counted by how many holders
/// use it: what lets the event log's hundred thousand entries share the few thousand geometries
/// and events a session repeats.
///
/// A value no holder uses any more keeps its place until `collect()`, which frees such places
/// for new values to reuse: the table's memory follows what is in use, never what was ever
/// stored, and nothing is copied to shrink it (a copy of the table, even a passing one, would
/// stay in the process's memory).
struct InternTable<Value: Hashable & Sendable>: Sendable {
    /// The values by number; a freed place keeps its old value until it is reused.
    private var values: [Value] = []
    /// How many holders use each value; `freed` marks a place free for reuse.
    private var uses: [UInt32] = []
    /// The free places, reused before the table grows.
    private var freePlaces: [UInt32] = []
    /// An open-addressing hash index of the values not freed: each slot holds a value's number,
    /// or `empty`. Its size is a power of two at least twice the values it holds, so that a
    /// lookup probes a slot or two.
    private var slots: [UInt32] = []
    /// How many values the index holds.
    private var indexed = 0

    /// The mark of a free place in `uses`.
    private static var freed: UInt32 { .max }
    /// The mark of an empty slot in the index.
    private static var empty: UInt32 { .max }

    /// An empty table.
    init() {}

    /// How many places the table has, in use or free: what it costs in memory.
    var count: Int { values.count }

    /// The value numbered `number`.
    subscript(number: UInt32) -> Value { values[Int(number)] }

    /// The number of `value` for one more holder, stored first when it is new.
    mutating func retain(_ value: Value) -> UInt32 {
        if let number = find(value) {
            uses[Int(number)] += 1
            return number
        }
        let number: UInt32
        if let free = freePlaces.popLast() {
            number = free
            values[Int(number)] = value
            uses[Int(number)] = 1
        } else {
            // A log keeps far fewer entries than 2³², and a table never holds more values than that.
            number = UInt32(values.count)
            values.append(value)
            uses.append(1)
        }
        insert(number)
        return number
    }

    /// One more holder of the value numbered `number`.
    mutating func retain(number: UInt32) {
        uses[Int(number)] += 1
    }

    /// One holder fewer of the value numbered `number`; at none it stays findable until `collect()`.
    mutating func release(_ number: UInt32) {
        uses[Int(number)] -= 1
    }

    /// Frees the places of the values no holder uses, for new values to reuse.
    mutating func collect() {
        for number in uses.indices where uses[number] == 0 {
            uses[number] = Self.freed
            freePlaces.append(UInt32(number))
        }
        rebuildIndex()
    }

    // MARK: - The hash index

    /// The number of `value` if it is stored and not freed.
    private func find(_ value: Value) -> UInt32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = value.hashValue & mask
        while slots[slot] != Self.empty {
            if values[Int(slots[slot])] == value { return slots[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds the value numbered `number` to the index, growing it when it would be over half full.
    private mutating func insert(_ number: UInt32) {
        if (indexed + 1) * 2 > slots.count {
            rebuildIndex(holding: indexed + 1)
        } else {
            place(number)
            indexed += 1
        }
    }

    /// Puts `number` in the first empty slot from its value's hash.
    private mutating func place(_ number: UInt32) {
        let mask = slots.count - 1
        var slot = values[Int(number)].hashValue & mask
        while slots[slot] != Self.empty { slot = (slot + 1) & mask }
        slots[slot] = number
    }

    /// Rebuilds the index of every value not freed, sized for at least `minimum` of them.
    private mutating func rebuildIndex(holding minimum: Int = 0) {
        let kept = uses.indices.filter { uses[$0] != Self.freed }
        var size = 8
        while size < 2 * max(kept.count, minimum) { size *= 2 }
        slots = [UInt32](repeating: Self.empty, count: size)
        for number in kept { place(UInt32(number)) }
        indexed = kept.count
    }
}
