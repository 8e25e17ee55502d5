import KeyboardSim
import KeyboardSimRender

/// A lesson in the terminal (a replayed tape with `Pause` lines): its inputs go in a stretch at a
/// time, up to the next cue; at a `Pause` the clock stops; the learner's keys are read through the
/// take-over rule of `LessonProgress`. The lesson's inputs are `replay.inputs`, as written; those
/// let in after the learner's turns go in `lessonDelay` later.
extension SessionModel {
    /// At the start of a lesson: its inputs up to the first cue are let in, the rest wait.
    mutating func beginLesson() {
        guard lesson?.waits == true else { return }
        timeline.discardUpcoming()
        released = 0
        lessonDelay = 0
        releaseLessonInputs()
    }

    /// Lets the lesson's inputs in while it plays, up to its next cue.
    mutating func releaseLessonInputs() {
        guard let lesson, lesson.waits, lesson.mode == .playing, let replay else { return }
        let limit = min(lesson.inputLimit, replay.inputs.count)
        guard limit > released else { return }
        let delay = lessonDelay
        timeline.schedule(replay.inputs[released..<limit].map { TimedInput(time: $0.time + delay, event: $0.event) })
        released = limit
    }

    /// Takes back the lesson's inputs that have not gone in yet (they wait for it to play again).
    mutating func withholdLessonInputs() {
        released -= timeline.upcoming.count
        timeline.discardUpcoming()
    }

    /// Runs the lesson up to `target`: its inputs go in and its cues pass in tape order, until a
    /// `Pause` (or its end) stops the clock; returns the instant it ran to.
    mutating func passLessonCues(upTo target: Double) -> Double {
        while true {
            feedDueInputs(by: target)
            let given = released - timeline.upcoming.count
            if let stop = lesson?.passCues(dueBy: target, inputsGiven: given) {
                withholdLessonInputs()
                clock.pause(atReal: realTime)
                clock.jump(to: stop, atReal: realTime)
                return stop
            }
            guard let lesson, lesson.mode == .playing, min(lesson.inputLimit, replay?.inputs.count ?? 0) > released else {
                return target
            }
            releaseLessonInputs()
        }
    }

    /// Does what `action` means in a lesson (`LessonProgress.respond`); returns false when the lesson ends.
    mutating func performInLesson(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        run(to: sessionTime)
        let now = sessionTime
        guard let response = lesson?.respond(to: action, at: now) else { return performAnywhere(action, for: event) }
        switch response {
        case .ignore:
            break
        case .end:
            return false
        case .session:
            return performAnywhere(action, for: event)
        case .phone:
            give(action, for: event)
        case .takePhone:
            withholdLessonInputs()
            clock.resume(atReal: realTime)
            give(action, for: event)
        case .hold:
            clock.pause(atReal: realTime)
            withholdLessonInputs()
        case .resume(let postponing):
            lessonDelay += postponing
            releaseLessonInputs()
            clock.resume(atReal: realTime)
        case .step:
            releaseLessonInputs()
            stepForward(notAfter: lesson?.nextStopCueTime)
            lesson?.hold(at: timeline.now)
            withholdLessonInputs()
            clock.jump(to: timeline.now, atReal: realTime)
        case .rewind(let time, let inputs):
            rebuildLesson(at: time, withInputs: inputs)
        }
        return true
    }

    /// Rebuilds the session from the start with the lesson's first `count` inputs as written, to
    /// `time`, held there: the learner's turns are undone.
    private mutating func rebuildLesson(at time: Double, withInputs count: Int) {
        clock.pause(atReal: realTime)
        queued = []
        recorded = []
        lessonDelay = 0
        layout = layout(terminal: replaySizes?.first ?? layout.terminal, orientation: configuration.orientation)
        timeline = SessionTimeline(comparing: Self.configurations(configuration, variants), screenSize: layout.simulatedScreenSize,
                                   upcoming: Array((replay?.inputs ?? []).prefix(count)))
        released = count
        feedDueInputs(by: time)
        timeline.play(to: time)
        clock.jump(to: time, atReal: realTime)
    }
}
