/// Everything a session was given — how it started and every input with its virtual time — from
/// which any instant of it can be rebuilt.
///
/// The simulation is deterministic, so the past is not stored but recomputed: a fresh simulator
/// fed the same inputs at the same times reaches the same state and posts the same events.
package struct SessionHistory: Sendable {
    /// How the session started.
    package let configuration: SessionConfiguration
    /// The screen the session's front gave the simulator at the start.
    package let screenSize: Size
    /// The inputs applied so far, in the order (and so the time order) they were applied.
    package private(set) var inputs: [TimedInput] = []

    /// An empty history of a session started as `configuration` on a screen of `screenSize` cells.
    package init(configuration: SessionConfiguration, screenSize: Size) {
        self.configuration = configuration
        self.screenSize = screenSize
    }

    /// Notes that `event` was applied at `time` (never earlier than the last input).
    package mutating func record(_ event: InputEvent, at time: Double) {
        inputs.append(TimedInput(time: time, event: event))
    }

    /// The session as it was at `time`: every input up to and including `time`, then the clock run
    /// to it; as `configuration` (by default the history's own) — a compared phone's variant.
    package func simulator(at time: Double, as configuration: SessionConfiguration? = nil) -> Simulator {
        var simulator = Simulator(configuration ?? self.configuration, screenSize: screenSize)
        for input in inputs where input.time <= time { _ = simulator.handle(input.event, at: input.time) }
        _ = simulator.advance(to: time)
        return simulator
    }

    /// The distinct instants, ascending, at which something was posted up to `time`: where
    /// stepping stops; as `configuration` (by default the history's own).
    package func eventTimes(through time: Double, as configuration: SessionConfiguration? = nil) -> [Double] {
        var simulator = Simulator(configuration ?? self.configuration, screenSize: screenSize)
        var times: [Double] = []
        func note(_ events: [TimedEvent]) {
            for event in events where times.last != event.time { times.append(event.time) }
        }
        for input in inputs where input.time <= time { note(simulator.handle(input.event, at: input.time)) }
        note(simulator.advance(to: time))
        return times
    }

    /// Forgets the inputs after `time` and returns them, oldest first (a step back keeps them as the future).
    package mutating func removeInputs(after time: Double) -> [TimedInput] {
        let kept = inputs.prefix { $0.time <= time }.count
        defer { inputs.removeSubrange(kept...) }
        return Array(inputs[kept...])
    }
}
