import KeyboardSim

/// Where the terminal session's attention is in the event log: on the phone (the log only
/// follows), on a selected entry of the list, or in that entry's details. It belongs to the
/// session, not the simulation: stepping back or a new event leaves it where it is.
///
/// The selection is an entry's sequence number, so it stays on the same entry while new ones
/// arrive and whatever the screen's size; an entry dropped from the log's front gives way to
/// the oldest one kept.
package struct EventLogCursor: Hashable, Sendable {
    /// How deep into the log the session is.
    package enum Level: Hashable, Sendable {
        /// Keys go to the phone; the log shows its latest entries.
        case phone
        /// Keys move the selection through the list.
        case list
        /// The selected entry's full details are open.
        case details
    }

    /// How many entries PageUp and PageDown move, and rows in the details.
    package static let pageSize = 10

    /// How deep into the log the session is.
    package private(set) var level: Level = .phone
    /// The selected entry's sequence number, while the log has the selection.
    package private(set) var selectedSequence: Int?
    /// The first row of the details shown (they may be longer than the pane).
    package private(set) var detailsScroll = 0

    /// On the phone, nothing selected.
    package init() {}

    /// Whether the log has the selection (keys do not reach the phone).
    package var hasSelection: Bool { level != .phone }

    /// The selected entry of `log`: the one selected, or the oldest kept when it was dropped.
    package func selectedEntry(in log: EventLog) -> LogEntry? {
        guard hasSelection, let selectedSequence, !log.entries.isEmpty else { return nil }
        return log.entry(sequence: max(selectedSequence, log.firstSequence)) ?? log.entries.last
    }

    /// The log key: from the phone into the list at the latest entry; from the log back to the phone.
    package mutating func toggle(in log: EventLog) {
        if hasSelection {
            self = EventLogCursor()
        } else {
            level = .list
            selectedSequence = log.entries.last?.sequence
        }
    }

    /// Handles a key while the log has the selection; every key is the log's then.
    package mutating func handle(_ key: KeyPress, in log: EventLog) {
        switch (level, key) {
        case (.phone, _): break
        case (.list, .up): move(by: -1, in: log)
        case (.list, .down): move(by: 1, in: log)
        case (.list, .pageUp): move(by: -Self.pageSize, in: log)
        case (.list, .pageDown): move(by: Self.pageSize, in: log)
        case (.list, .home): select(log.entries.first?.sequence)
        case (.list, .end): select(log.entries.last?.sequence)
        case (.list, .returnKey):
            guard selectedEntry(in: log) != nil else { return }
            level = .details
            detailsScroll = 0
        case (.list, .escape): self = EventLogCursor()
        case (.details, .up): detailsScroll = max(0, detailsScroll - 1)
        case (.details, .down): detailsScroll += 1
        case (.details, .pageUp): detailsScroll = max(0, detailsScroll - Self.pageSize)
        case (.details, .pageDown): detailsScroll += Self.pageSize
        case (.details, .home): detailsScroll = 0
        case (.details, .escape): level = .list
        default: break
        }
    }

    /// Keeps the details' first row within `rows` rows shown `visible` at a time (the renderer
    /// knows how many there are once it has wrapped them).
    package mutating func clampDetailsScroll(rows: Int, visible: Int) {
        detailsScroll = min(detailsScroll, max(0, rows - visible))
    }

    /// Moves the selection `steps` entries (negative: older), stopping at either end.
    private mutating func move(by steps: Int, in log: EventLog) {
        guard let current = selectedEntry(in: log)?.sequence, let last = log.entries.last?.sequence else { return }
        select(min(max(current + steps, log.firstSequence), last))
    }

    private mutating func select(_ sequence: Int?) {
        guard let sequence else { return }
        selectedSequence = sequence
    }
}
