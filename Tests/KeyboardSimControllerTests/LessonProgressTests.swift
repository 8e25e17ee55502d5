import KeyboardSim
import KeyboardSimController
import KeyboardSimRender
import Testing
import TestTiming

/// A lesson's narration and the take-over rule, on plain values: no terminal, no clock.
@Suite("Lesson progress: narration, pauses, step back to the previous Say, the learner's turn", .timed)
struct LessonProgressTests {
    /// Lesson 3's shape: Say A, an input, Pause at 0.35; Say B at the same instant, two inputs,
    /// Pause at 1.05; Say C, one input; the end at 2.0.
    static let cues = [
        NarrationCue(time: 0, inputsBefore: 0, kind: .say("A")),
        NarrationCue(time: 0.35, inputsBefore: 1, kind: .pause),
        NarrationCue(time: 0.35, inputsBefore: 1, kind: .say("B")),
        NarrationCue(time: 1.05, inputsBefore: 3, kind: .pause),
        NarrationCue(time: 1.05, inputsBefore: 3, kind: .say("C")),
    ]

    static func lesson() -> LessonProgress { LessonProgress(cues: cues, end: 2.0, inputCount: 4) }

    /// The lesson played to `time` with every input due given.
    static func played(to time: Double, inputsGiven: Int = 4) -> (LessonProgress, Double?) {
        var progress = lesson()
        let stop = progress.passCues(dueBy: time, inputsGiven: inputsGiven)
        return (progress, stop)
    }

    /// The lesson gone on from its second pause, Say C in force.
    static func pastSecondPause() -> LessonProgress {
        var (progress, _) = played(to: 0.5)
        _ = progress.respond(to: .togglePause, at: 0.35)
        _ = progress.passCues(dueBy: 1.2, inputsGiven: 3)
        _ = progress.respond(to: .togglePause, at: 1.05)
        return progress
    }

    @Test("the narration at a time: the Says passed, the last in force; a Pause holds before the Say that shares its instant")
    func narrationAtATime() {
        #expect(Self.played(to: 0).0.says == ["A"])
        let (atPause, stop) = Self.played(to: 0.5)
        #expect(stop == 0.35)
        #expect(atPause.says == ["A"], "Say B shares the pause's instant but comes after it")
        #expect(atPause.mode == .held)
    }

    @Test("a cue waits for the inputs written before it, even when its time has come")
    func cueWaitsForItsInputs() {
        let (progress, stop) = Self.played(to: 0.5, inputsGiven: 0)
        #expect(stop == nil)
        #expect(progress.mode == .playing)
        #expect(progress.inputLimit == 1, "only the input before the pause may go in")
    }

    @Test("the pause instants are the tape's; a lesson waits at its end too")
    func pauseInstants() {
        let progress = Self.lesson()
        #expect(progress.pauseTimes == [0.35, 1.05])
        #expect(progress.waits)
        #expect(progress.script.last?.kind == .end)
        #expect(!LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("only"))], end: 1, inputCount: 0).waits,
                "Say lines without a Pause only narrate")
    }

    @Test("Space at a pause goes on: the Pause is passed and the next Say shown")
    func continueFromAPause() {
        var (progress, _) = Self.played(to: 0.5)
        #expect(progress.respond(to: .togglePause, at: 0.35) == .resume(postponing: 0))
        #expect(progress.mode == .playing)
        #expect(progress.passCues(dueBy: 0.35, inputsGiven: 1) == nil)
        #expect(progress.says == ["A", "B"])
        #expect(progress.passCues(dueBy: 1.2, inputsGiven: 3) == 1.05)
        #expect(progress.says == ["A", "B"])
    }

    @Test("the step-back key goes to the start of the current step (right after the Pause before it), and from there to the previous step's")
    func stepBackToTheStepStart() {
        var (progress, _) = Self.played(to: 0.5)
        _ = progress.respond(to: .togglePause, at: 0.35)
        _ = progress.passCues(dueBy: 1.2, inputsGiven: 3)
        #expect(progress.says == ["A", "B"])
        #expect(!progress.isAtStepStart)
        // Held at the second pause: the start of step B, Pause 1 passed, B's one input written before it.
        #expect(progress.respond(to: .stepBack, at: 1.05) == .rewind(time: 0.35, inputs: 1))
        #expect(progress.says == ["A", "B"])
        #expect(progress.mode == .held)
        #expect(progress.isAtStepStart)
        // There already: to the start of step A.
        #expect(progress.respond(to: .stepBack, at: 0.35) == .rewind(time: 0, inputs: 0))
        #expect(progress.says == ["A"])
        // The first step has none before it: its start again.
        #expect(progress.respond(to: .stepBack, at: 0) == .rewind(time: 0, inputs: 0))
        // After the step back Space plays the first step again, to the first pause.
        #expect(progress.respond(to: .togglePause, at: 0) == .resume(postponing: 0))
        #expect(!progress.isAtStepStart)
        #expect(progress.passCues(dueBy: 0.5, inputsGiven: 1) == 0.35)
    }

    @Test("in the last step, back goes to its start (Pause 2 passed, three inputs), then to step B's")
    func stepBackFromTheThirdStep() {
        var progress = Self.pastSecondPause()
        _ = progress.passCues(dueBy: 1.5, inputsGiven: 3)
        #expect(progress.says == ["A", "B", "C"])
        #expect(progress.respond(to: .stepBack, at: 1.5) == .rewind(time: 1.05, inputs: 3))
        #expect(progress.says == ["A", "B", "C"])
        #expect(progress.respond(to: .stepBack, at: 1.05) == .rewind(time: 0.35, inputs: 1))
        #expect(progress.says == ["A", "B"])
    }

    @Test("a turn taken or a step made at a step's start leaves it: back goes to that step's start again, not the previous one")
    func stepBackAfterMovingFromTheStart() {
        var (progress, _) = Self.played(to: 0.5)
        _ = progress.respond(to: .togglePause, at: 0.35)
        _ = progress.passCues(dueBy: 0.4, inputsGiven: 1)
        #expect(progress.respond(to: .stepBack, at: 0.4) == .rewind(time: 0.35, inputs: 1))
        #expect(progress.respond(to: .phone, at: 0.35) == .takePhone)
        #expect(progress.respond(to: .stepBack, at: 2) == .rewind(time: 0.35, inputs: 1), "the turn is undone, the step kept")
        #expect(progress.respond(to: .stepForward, at: 0.35) == .step)
        progress.hold(at: 0.35)
        #expect(progress.respond(to: .stepBack, at: 0.35) == .rewind(time: 0.35, inputs: 1), "a step at the very instant moved on too")
        // The help and the log change nothing: still at the start.
        #expect(progress.respond(to: .help, at: 0.35) == .session)
        #expect(progress.respond(to: .eventLog, at: 0.35) == .session)
        #expect(progress.respond(to: .stepBack, at: 0.35) == .rewind(time: 0, inputs: 0))
    }

    @Test("F7 while the lesson plays holds it and steps; held, it steps; at the end it does nothing")
    func stepWhilePlaying() {
        var progress = Self.lesson()
        #expect(progress.respond(to: .stepForward, at: 0.1) == .step)
        progress.hold(at: 0.2)
        #expect(progress.mode == .held)
        #expect(progress.respond(to: .stepForward, at: 0.2) == .step)
        #expect(progress.mode == .playing)
        var end = Self.pastSecondPause()
        _ = end.passCues(dueBy: 3, inputsGiven: 4)
        #expect(end.isAtEnd)
        #expect(end.respond(to: .stepForward, at: 2) == .ignore)
        #expect(end.isAtEnd)
    }

    @Test("F7 at a Pause passes it into the next step (its Say shown, its inputs let in), and Space then goes on to the next Pause")
    func stepAtAPause() {
        var (progress, _) = Self.played(to: 0.5)
        #expect(progress.heldPause == 1)
        #expect(progress.nextStopCueTime == 0.35)
        #expect(progress.respond(to: .stepForward, at: 0.35) == .step)
        #expect(progress.passCues(dueBy: 0.35, inputsGiven: 1) == nil)
        #expect(progress.says == ["A", "B"])
        #expect(progress.inputLimit == 3, "step B's inputs may go in")
        #expect(progress.nextStopCueTime == 1.05, "the step goes no further than the next Pause")
        progress.hold(at: 0.35)
        #expect(progress.respond(to: .goOn, at: 0.35) == .resume(postponing: 0))
        #expect(progress.passCues(dueBy: 1.2, inputsGiven: 3) == 1.05, "the next Pause, not the one stepped past")
    }

    @Test("the log key works in a lesson whoever has the phone, and moves nothing on")
    func eventLogKey() {
        var (progress, _) = Self.played(to: 0.5)
        #expect(KeyMap.lesson.action(for: .key(.function(4))) == .eventLog)
        #expect(KeyMap.lesson.action(for: .key(.control("l"))) == .eventLog)
        #expect(progress.respond(to: .eventLog, at: 0.35) == .session)
        #expect(progress.mode == .held)
        _ = progress.respond(to: .phone, at: 0.35)
        #expect(progress.respond(to: .eventLog, at: 1) == .session)
        #expect(progress.mode == .yourTurn)
        var playing = Self.lesson()
        #expect(playing.respond(to: .eventLog, at: 0.1) == .session)
        #expect(playing.mode == .playing)
    }

    @Test("at a pause F2, F3 and Ctrl-R take the phone and do what they say at once: the first press is not spent on taking it",
          arguments: [(KeyPress.function(2), SessionAction.nextEra), (.function(3), .nextStrategy), (.control("r"), .rotate)])
    func phoneSettingKeysTakeThePhone(key: KeyPress, action: SessionAction) {
        var (progress, _) = Self.played(to: 0.5)
        #expect(KeyMap.lesson.action(for: .key(key)) == action, "the lesson's map names the key's own action")
        #expect(progress.respond(to: action, at: 0.35) == .takePhone)
        #expect(progress.mode == .yourTurn)
        #expect(progress.keyMap.action(for: .key(key)) == action, "on the turn the key does the same")
    }

    @Test("the take-over rule: at a pause the first phone input takes the phone; then every key is the phone's until F5")
    func takeOver() {
        var (progress, _) = Self.played(to: 0.5)
        // The lesson's map, its help line keeping the keys the Say lines ask for.
        #expect(progress.keyMap.bindings.map(\.inputs) == KeyMap.lesson.bindings.map(\.inputs))
        #expect(progress.keyMap.bindings.map(\.action) == KeyMap.lesson.bindings.map(\.action))
        #expect(KeyMap.lesson.action(for: .key(.character("x"))) == .phone)
        #expect(progress.respond(to: .phone, at: 0.35) == .takePhone)
        #expect(progress.mode == .yourTurn)
        // On the learner's turn the phone's own map applies: Space and Enter type.
        #expect(progress.keyMap.bindings.map(\.inputs) == KeyMap.interactive.bindings.map(\.inputs))
        #expect(progress.keyMap.bindings.map(\.action) == KeyMap.interactive.bindings.map(\.action))
        #expect(progress.keyMap.helpLine(severalInputMethods: false).contains("F5 give back"))
        #expect(progress.keyMap.action(for: .key(.character(" "))) == .phone)
        #expect(progress.keyMap.action(for: .key(.returnKey)) == .phone)
        #expect(progress.respond(to: .phone, at: 2) == .phone)
        #expect(progress.respond(to: .nextStrategy, at: 2) == .phone)
        // F5 gives the phone back: the turn is undone, the session rebuilt to the pause the turn
        // began at (0.35 s, the one input written before it), and held there, Say A still in force.
        let back = progress.respond(to: .togglePause, at: 5)
        #expect(back == .rewind(time: 0.35, inputs: 1))
        #expect(progress.mode == .held)
        #expect(progress.says == ["A"])
        #expect(progress.cues == progress.script, "the cues ahead keep the times the tape wrote")
        #expect(progress.keyMap.bindings.map(\.action) == KeyMap.lesson.bindings.map(\.action), "the lesson's keys again")
        // Space then goes on from that pause, as if no turn had been taken.
        #expect(progress.respond(to: .goOn, at: 0.35) == .resume(postponing: 0))
        #expect(progress.mode == .playing)
        #expect(progress.passCues(dueBy: 0.35, inputsGiven: 1) == nil)
        #expect(progress.says == ["A", "B"])
        #expect(progress.passCues(dueBy: 1.2, inputsGiven: 3) == 1.05)
    }

    @Test("a turn taken while held between pauses is given back at its step's start")
    func giveBackBetweenPauses() {
        var (progress, _) = Self.played(to: 0.5)
        _ = progress.respond(to: .goOn, at: 0.35)
        _ = progress.passCues(dueBy: 0.7, inputsGiven: 2)
        #expect(progress.respond(to: .togglePause, at: 0.7) == .hold)
        #expect(progress.respond(to: .phone, at: 0.7) == .takePhone)
        #expect(progress.respond(to: .togglePause, at: 3) == .rewind(time: 0.35, inputs: 1))
        #expect(progress.mode == .held)
        #expect(progress.says == ["A", "B"])
    }

    @Test("while the lesson plays, phone input is ignored and Space holds it; held, the phone may be taken")
    func playingIgnoresThePhone() {
        var progress = Self.lesson()
        #expect(progress.respond(to: .phone, at: 0.1) == .ignore)
        #expect(progress.mode == .playing)
        #expect(progress.respond(to: .togglePause, at: 0.1) == .hold)
        #expect(progress.mode == .held)
        #expect(progress.respond(to: .phone, at: 0.1) == .takePhone)
    }

    @Test("the end holds the last Say; going on from it does nothing, only the quit key ends the lesson")
    func theEnd() {
        var progress = Self.pastSecondPause()
        #expect(progress.passCues(dueBy: 3, inputsGiven: 4) == 2.0)
        #expect(progress.isAtEnd)
        #expect(progress.says.last == "C")
        #expect(progress.respond(to: .togglePause, at: 2) == .ignore)
        #expect(progress.isAtEnd)
        #expect(progress.respond(to: .quit, at: 2) == .end)
    }

    @Test("F5 after the learner's turn at the end holds the final screen at the end, and F5 again does nothing")
    func theEndAfterYourTurn() {
        var progress = Self.pastSecondPause()
        _ = progress.passCues(dueBy: 3, inputsGiven: 4)
        #expect(progress.respond(to: .phone, at: 2) == .takePhone)
        #expect(progress.mode == .yourTurn)
        #expect(progress.respond(to: .togglePause, at: 5) == .hold)
        #expect(progress.mode == .held)
        #expect(progress.isAtEnd)
        #expect(progress.respond(to: .togglePause, at: 5) == .ignore)
        #expect(progress.isAtEnd)
    }

    @Test("a tape that only narrates follows the clock, back and forth")
    func narrationFollowsTheClock() {
        var progress = LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("one")),
                                             NarrationCue(time: 1, inputsBefore: 2, kind: .say("two"))], end: 2, inputCount: 3)
        progress.follow(to: 1.5)
        #expect(progress.says == ["one", "two"])
        progress.follow(to: 0.5)
        #expect(progress.says == ["one"])
    }
}
