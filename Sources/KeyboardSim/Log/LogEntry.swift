/// One line of the session's teaching log: what happened, when, and the geometry it left.
package struct LogEntry: Hashable, Sendable {
    /// What a log entry records.
    package enum Kind: Hashable, Sendable {
        /// A notification, delegate call or strategy action the simulator posted (what transcripts show).
        case event(SimEvent)
        /// Something UIKit did by itself, with no event for the app.
        case uikit(UIKitAction)
        /// A pitfall caught biting in the step that recorded it.
        case pitfall(PitfallNotice)
    }

    /// Its place in the session: 0 for the first entry ever recorded, never reused, so that a
    /// selection keeps pointing at the same entry while new ones arrive and old ones are dropped.
    package var sequence: Int
    /// The virtual time it was recorded at.
    package var time: Double
    /// What it records.
    package var kind: Kind
    /// The geometry right after it was recorded.
    package var geometry: GeometrySnapshot

    /// Creates an entry.
    package init(sequence: Int, time: Double, kind: Kind, geometry: GeometrySnapshot) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.geometry = geometry
    }

    /// The posted event, if the entry is one.
    package var event: SimEvent? {
        if case .event(let event) = kind { event } else { nil }
    }
}
