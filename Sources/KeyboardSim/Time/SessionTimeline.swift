/// The present of a session that can pause, step to the next posted event and step back to the
/// previous one: the simulator now, the history that rebuilds any earlier instant, and the inputs
/// still to come (a tape's rest, or what a step back left ahead).
///
/// A step stops at every instant something is posted and, while something slides, at the frames
/// that divide the slide into `slideSteps` (nothing is posted between WillShow and DidShow, yet
/// that is where a field is under the keyboard on its way up).
///
/// Stepping back rebuilds the simulator from the history and keeps the inputs after that instant
/// as upcoming, so that moving forward again replays them and reaches the very same state; a new
/// input given in the past abandons that future instead (`discardUpcoming`).
///
/// A compare session has several phones that differ in one variant (a strategy, an era): every
/// input goes to all of them at the same instant, and they step together — to the next instant
/// any of them posts something or a frame of any one's slide, and back.
package struct SessionTimeline: Sendable {
    /// Everything applied so far, from the start (as the first phone's configuration).
    package private(set) var history: SessionHistory
    /// How each phone started; one for a session of one phone.
    package let configurations: [SessionConfiguration]
    /// Each phone now, in the order of `configurations`.
    package private(set) var simulators: [Simulator]
    /// Inputs waiting for their time, oldest first.
    package private(set) var upcoming: [TimedInput]

    /// The most instants `nextEventTime` looks through before deciding nothing more will be posted.
    static let longestLookahead = 10_000

    /// How many steps a slide under way takes (the keyboard's, or the views' a strategy animates):
    /// a quarter of a 0.25 s slide each, the keyboard 16 %, 50 % and 84 % of the way at the frames
    /// between (it eases in and out).
    package static let slideSteps = 4

    /// A session started as `configuration` on a screen of `screenSize` cells, with `upcoming`
    /// inputs (in time order) to apply when their time comes.
    package init(_ configuration: SessionConfiguration, screenSize: Size, upcoming: [TimedInput] = []) {
        self.init(comparing: [configuration], screenSize: screenSize, upcoming: upcoming)
    }

    /// A session of one phone per configuration (at least one), each on a screen of `screenSize`
    /// cells, given the same `upcoming` inputs.
    package init(comparing configurations: [SessionConfiguration], screenSize: Size, upcoming: [TimedInput] = []) {
        precondition(!configurations.isEmpty, "a session has a phone")
        history = SessionHistory(configuration: configurations[0], screenSize: screenSize)
        self.configurations = configurations
        simulators = configurations.map { Simulator($0, screenSize: screenSize) }
        self.upcoming = upcoming
    }

    /// The session now: the first phone.
    package var simulator: Simulator { simulators[0] }

    /// The next virtual time at which any phone's picture changes by itself.
    package var nextChangeTime: Double? { simulators.compactMap(\.nextChangeTime).min() }

    /// Whether something moves by itself on any phone.
    package var isAnimating: Bool { simulators.contains(where: \.isAnimating) }

    /// Virtual seconds since the session started.
    package var now: Double { simulator.now }

    /// Applies `event` at `time` (not before `now`) to every phone and records it; returns what it
    /// resolved to on the first phone and what every phone posted.
    @discardableResult
    package mutating func apply(_ event: InputEvent, at time: Double) -> (input: ResolvedInput, events: [TimedEvent]) {
        let time = max(time, now)
        history.record(event, at: time)
        let (input, events) = simulators[0].handleResolving(event, at: time)
        return (input, events + simulators.indices.dropFirst().flatMap { simulators[$0].handle(event, at: time) })
    }

    /// Takes the next upcoming input if its time has come by `time`; the caller applies it.
    package mutating func takeDueInput(by time: Double) -> TimedInput? {
        guard let next = upcoming.first, next.time <= time else { return nil }
        return upcoming.removeFirst()
    }

    /// Adds `inputs` (in time order, none before the upcoming ones) to those still to come: a
    /// lesson lets its tape's inputs in a stretch at a time, up to its next `Pause`.
    package mutating func schedule(_ inputs: [TimedInput]) {
        upcoming += inputs
    }

    /// Forgets the upcoming inputs: what a step back left ahead no longer follows from a changed past.
    package mutating func discardUpcoming() {
        upcoming.removeAll()
    }

    /// Applies the upcoming inputs due by `time` and runs the clock to it; returns what was posted.
    @discardableResult
    package mutating func play(to time: Double) -> [TimedEvent] {
        var events: [TimedEvent] = []
        while let due = takeDueInput(by: time) { events += apply(due.event, at: due.time).events }
        return events + simulators.indices.flatMap { simulators[$0].advance(to: time) }
    }

    /// When something is next posted — by an upcoming input or an animation ending — or nil when
    /// nothing will be without new input.
    package func nextEventTime() -> Double? {
        var ahead = self
        for _ in 0..<Self.longestLookahead {
            guard let next = [ahead.upcoming.first?.time, ahead.nextChangeTime].compactMap({ $0 }).min() else {
                return nil
            }
            if !ahead.play(to: next).isEmpty { return next }
        }
        return nil
    }

    /// Where the next step stops: the next instant something is posted, or a frame of a slide under
    /// way if that comes first; nil when nothing will move or be posted without new input.
    package func nextStopTime() -> Double? {
        let frame = simulators.flatMap(Self.slideFrameTimes).filter { $0 > now }.min()
        return [nextEventTime(), frame].compactMap { $0 }.min()
    }

    /// Where the step back from `now` stops: the last frame before `now` of a slide under way at
    /// the previous posted instant, else that instant (the start when there is none).
    package func previousStopTime() -> Double {
        let event = previousEventTime() ?? 0
        let frame = configurations.map { history.simulator(at: event, as: $0) }.flatMap(Self.slideFrameTimes)
            .filter { $0 > event && $0 < now }.max()
        return frame ?? event
    }

    /// The instants inside the slides under way on `simulator` that divide each into `slideSteps`.
    static func slideFrameTimes(_ simulator: Simulator) -> [Double] {
        let slides = [simulator.keyboard.animation.map { ($0.start, $0.duration) },
                      simulator.app.viewAnimation.map { ($0.start, $0.duration) }].compactMap { $0 }
        return slides.flatMap { start, duration in
            (1..<slideSteps).map { start + duration * Double($0) / Double(slideSteps) }
        }
    }

    /// Runs to where the next step stops (`nextStopTime`); returns it, or nil when there is none.
    @discardableResult
    package mutating func stepForward() -> Double? {
        guard let time = nextStopTime() else { return nil }
        play(to: time)
        return time
    }

    /// The last instant before `now` at which something was posted, or nil when there is none.
    package func previousEventTime() -> Double? {
        configurations.compactMap { history.eventTimes(through: now, as: $0).last { $0 < now } }.max()
    }

    /// Goes back to where the previous step stopped (`previousStopTime`); returns it, or nil at the start already.
    @discardableResult
    package mutating func stepBack() -> Double? {
        guard now > 0 else { return nil }
        let time = previousStopTime()
        rewind(to: time)
        return time
    }

    /// Rebuilds the session as it was at `time` (not after `now`); the inputs after it become upcoming.
    package mutating func rewind(to time: Double) {
        let time = min(time, now)
        upcoming = history.removeInputs(after: time) + upcoming
        simulators = configurations.map { history.simulator(at: time, as: $0) }
    }
}
