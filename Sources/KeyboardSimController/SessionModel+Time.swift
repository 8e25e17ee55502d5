import KeyboardSim
import KeyboardSimRender

/// How the session moves in time: input queued while paused, steps forward and back, and the
/// inputs fed to the simulator at their virtual time.
extension SessionModel {
    /// Applies the input that waited for time to move, at the paused instant; returns whether it posted anything.
    @discardableResult
    mutating func flushQueue() -> Bool {
        let postedBefore = postedCount
        let waiting = queued
        queued = []
        for (action, event) in waiting { give(action, for: event) }
        return postedCount != postedBefore
    }

    /// Pauses, then runs to where the next step stops (`SessionTimeline.nextStopTime`), no later
    /// than `limit`. What is posted at the paused instant itself — input that came due there (a
    /// lesson's next input, let in by the step), or input queued while paused — is a stop of its
    /// own: the screen has not shown it yet.
    mutating func stepForward(notAfter limit: Double? = nil) {
        let postedBefore = postedCount
        run(to: sessionTime)
        clock.pause(atReal: realTime)
        if postedCount != postedBefore || flushQueue() { return }
        // A lesson that reached its `Pause` on the way holds there.
        if lesson?.mode == .held { return }
        guard let time = [timeline.nextStopTime(), limit].compactMap({ $0 }).min() else { return }
        run(to: time)
        clock.jump(to: timeline.now, atReal: realTime)
    }

    /// Pauses, then rebuilds the session where the previous step stopped (`SessionTimeline.stepBack`);
    /// what followed stays ahead, to be replayed as time moves on.
    mutating func stepBack() {
        run(to: sessionTime)
        clock.pause(atReal: realTime)
        guard timeline.stepBack() != nil else { return }
        recorded.removeLast(recorded.count - timeline.history.inputs.count)
        layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
        clock.jump(to: timeline.now, atReal: realTime)
    }

    /// New input from the person at the terminal: after a step back, it replaces the future that was
    /// kept (a lesson's inputs are not that future: they wait for their turn).
    mutating func feedNew(_ event: InputEvent) {
        if lesson?.waits == true {
            withholdLessonInputs()
            feed(event, at: sessionTime)
            releaseLessonInputs()
            return
        }
        timeline.discardUpcoming()
        feed(event, at: sessionTime)
    }

    /// The one way input reaches the simulator: applied, and kept in the timeline's history.
    mutating func feed(_ event: InputEvent, at time: Double) {
        let (input, events) = timeline.apply(event, at: time)
        recorded.append((input, layout.terminal))
        postedCount += events.count
    }

    /// The simulator's clock now: virtual seconds, from the command's real time through time control.
    var sessionTime: Double {
        clock.time(atReal: realTime)
    }

    /// Feeds the upcoming inputs (the tape's, or what a step back left ahead) due by `time`, then
    /// runs the simulator's clock to it (a lesson stops at its next `Pause` on the way).
    mutating func run(to time: Double) {
        let time = lesson?.waits == true ? passLessonCues(upTo: time) : time
        feedDueInputs(by: time)
        postedCount += timeline.play(to: time).count
        if let lesson, !lesson.waits { self.lesson?.follow(to: timeline.now) }
    }

    /// Feeds the upcoming inputs due by `time`.
    mutating func feedDueInputs(by time: Double) {
        while let next = timeline.takeDueInput(by: time) {
            if case .rotate(let orientation, _) = next.event {
                // The phone turns in this terminal: its screen is what the layout gives it now.
                layout = layout(terminal: layout.terminal, orientation: orientation)
                feed(.rotate(orientation, screen: layout.simulatedScreenSize), at: next.time)
            } else if case .resize = next.event, replaySizes != nil {
                // The tape's own resize: the terminal it names, as the headless player lays it out.
                feed(next.event, at: next.time)
                layout = layout(terminal: laidOutTerminal, orientation: simulator.orientation)
            } else {
                feed(next.event, at: next.time)
            }
        }
    }
}
