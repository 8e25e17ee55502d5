import KeyboardSim

/// The events `Expect event` and `Expect no event` look at: those posted since the last line
/// that gave the phone input (`TapeAction.givesInput`) — the tap's or key's own, including what
/// its animation posts during a `Sleep` after it — and not an event of an earlier action.
///
/// `Expect pitfall` and `Expect no pitfall` look at the pitfalls that bit in the same window.
///
/// Several `Expect event` lines in a row check an order: each looks only after the event the one
/// before it found. `Expect no event` looks at the whole window.
struct EventWindow {
    /// The line that opened the window, nil before the first input.
    private(set) var opener: TapeCommand?
    /// Every event posted since `opener`.
    private var events: [TimedEvent] = []
    /// How many of `events` the `Expect event` lines since `opener` have passed over.
    private var matched = 0
    /// Every pitfall that bit since `opener`, in order.
    private(set) var pitfalls: [Pitfall] = []

    /// Starts a new window at `command`, which gives the phone input.
    mutating func open(at command: TapeCommand) {
        opener = command
        events.removeAll(keepingCapacity: true)
        pitfalls.removeAll()
        matched = 0
    }

    /// Adds the pitfalls that bit.
    mutating func append(_ bitten: [Pitfall]) {
        pitfalls += bitten
    }

    /// Whether `pitfall` bit in the window.
    func contains(_ pitfall: Pitfall) -> Bool {
        pitfalls.contains(pitfall)
    }

    /// The pitfalls of the window, in words: "pitfalls since line 3 (Tap city): shrinksTwice".
    var pitfallDescription: String {
        let since = opener.map { "since line \($0.line) (\($0.source))" } ?? "since the start"
        if pitfalls.isEmpty { return "no pitfall \(since)" }
        return "pitfalls \(since): " + pitfalls.map(\.rawValue).joined(separator: ", ")
    }

    /// Adds what the simulator posted.
    mutating func append(_ posted: [TimedEvent]) {
        events += posted
    }

    /// Whether `kind` was posted after the event the previous `Expect event` found; if so, the
    /// next one looks after this one.
    mutating func find(_ kind: SimEvent.Kind) -> Bool {
        guard let index = events[matched...].firstIndex(where: { $0.event.kind == kind }) else { return false }
        matched = index + 1
        return true
    }

    /// Whether `kind` was posted at all in the window.
    func contains(_ kind: SimEvent.Kind) -> Bool {
        events.contains { $0.event.kind == kind }
    }

    /// What the window holds, in words: "events since line 3 (Tap city): keyboardWillShow, …";
    /// `afterMatch` leaves out what earlier `Expect event` lines passed over.
    func description(afterMatch: Bool) -> String {
        let since = opener.map { "since line \($0.line) (\($0.source))" } ?? "since the start"
        let shown = afterMatch ? events[matched...] : events[...]
        let after = afterMatch && matched > 0 ? " after \(events[matched - 1].event.name)" : ""
        if shown.isEmpty { return "no event \(since)\(after)" }
        return "events \(since)\(after): " + shown.map(\.event.name).joined(separator: ", ")
    }
}
