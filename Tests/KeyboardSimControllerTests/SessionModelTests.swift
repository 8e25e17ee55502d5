import KeyboardSim
import KeyboardSimController
import KeyboardSimForms
import KeyboardSimRender
import Testing
import TestTiming

/// A strategy kbsim does not ship, for F3 to find in the session's own catalogue.
private struct DoNothingStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "do-nothing")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
}

/// A strategy whose handler cannot answer: it fails on the first notification, as an `exec:`
/// handler that exits does.
private struct FailingStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "failing")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification = message else { return .nothing }
        return .failed(StrategyFailure(strategy: id, message: "the handler exited with status 1 without replying"))
    }
}

/// The interactive session's state machine on plain values: commands in, made-up real times, no
/// terminal and no clock.
@Suite("The interactive session's model: time control, panes, strategies, lessons, replays and quitting, without a terminal", .timed)
struct SessionModelTests {
    static let form: Form = {
        let bundled = BundledForms.defaultForm
        return try! FormLoader.parse(bundled.source, path: bundled.fileName)
    }()

    /// A session of the default form in a 100x30 terminal, started at real time 0.
    static func started(_ configure: (inout SessionConfiguration) -> Void = { _ in }) -> SessionModel {
        var configuration = SessionConfiguration(form: form, strategy: .inset)
        configure(&configuration)
        var model = SessionModel(configuration)
        model.start(terminal: Size(width: 100, height: 30), atRealTime: 0)
        return model
    }

    /// The key press `key` at real time `seconds`.
    static func press(_ key: KeyPress, _ model: inout SessionModel, at seconds: Double) -> [SessionEffect] {
        model.apply(.terminal(.key(key)), atRealTime: seconds)
    }

    /// Whether the keyboard has said it has shown.
    static func hasShown(_ model: SessionModel) -> Bool {
        model.simulator.log.entries.contains { entry in
            if case .notification(let notification) = entry.event { notification.name == .keyboardDidShow } else { false }
        }
    }

    static let pause = KeyPress.function(5), slowMotion = KeyPress.function(6), step = KeyPress.function(7),
               stepBack = KeyPress.function(8), eventLog = KeyPress.function(4)

    @Test("paused, virtual time stands still however much real time passes; resumed, it runs on from where it stood")
    func pauseFreezesVirtualTime() {
        var model = Self.started()
        _ = model.apply(.tick, atRealTime: 1)
        #expect(model.simulator.now == 1)
        _ = Self.press(Self.pause, &model, at: 1)
        _ = model.apply(.tick, atRealTime: 5)
        #expect(model.clock.isPaused)
        #expect(model.simulator.now == 1)
        #expect(model.time(atRealTime: 60) == 1)
        _ = Self.press(Self.pause, &model, at: 6)
        _ = model.apply(.tick, atRealTime: 7)
        #expect(model.simulator.now == 2, "the four paused seconds are not virtual time")
    }

    @Test("slow motion runs virtual time at half the real rate, then a quarter")
    func slowMotion() {
        var model = Self.started()
        _ = Self.press(Self.slowMotion, &model, at: 2)
        _ = model.apply(.tick, atRealTime: 4)
        #expect(model.simulator.now == 3)
        _ = Self.press(Self.slowMotion, &model, at: 4)
        _ = model.apply(.tick, atRealTime: 8)
        #expect(model.simulator.now == 4)
    }

    @Test("F7 pauses and stops at each next stop of the slide until the keyboard has shown; F8 steps back to the stop before")
    func stepForwardAndBack() throws {
        var model = Self.started()
        _ = Self.press(.tab, &model, at: 0)
        _ = Self.press(Self.pause, &model, at: 0)
        var stops: [Double] = []
        while !Self.hasShown(model) {
            let expected = try #require(model.timeline.nextStopTime(), "the slide has a next stop")
            _ = Self.press(Self.step, &model, at: Double(stops.count + 1))
            #expect(model.simulator.now == expected)
            stops.append(model.simulator.now)
            try #require(stops.count < 20)
        }
        try #require(stops.count >= 2)
        #expect(stops == stops.sorted() && Set(stops).count == stops.count, "each step moves on")
        #expect(model.time(atRealTime: 100) == stops.last, "a step leaves the clock paused")
        _ = Self.press(Self.stepBack, &model, at: 101)
        #expect(model.simulator.now == stops[stops.count - 2])
        #expect(!Self.hasShown(model))
    }

    @Test("input given while paused waits, counted in the queue, and goes in at the paused instant on a step")
    func inputWaitsWhilePaused() {
        var model = Self.started()
        _ = model.apply(.tick, atRealTime: 0.5)
        _ = Self.press(Self.pause, &model, at: 0.5)
        _ = Self.press(.tab, &model, at: 2)
        _ = model.apply(.tick, atRealTime: 3)
        #expect(model.simulator.focusedIndex == nil, "the Tab waits for time to move")
        _ = Self.press(Self.step, &model, at: 4)
        #expect(model.simulator.focusedIndex == 0)
        #expect(model.simulator.now == 0.5, "the queued Tab posted: the step stops at once, at the paused instant")
        #expect(model.recordedInputs.map(\.time) == [0.5])
    }

    @Test("F3 cycles the strategy through the session's own catalogue, not the built-ins; F2 cycles the era")
    func strategyAndEraCycle() {
        var model = Self.started { configuration in
            configuration.strategies.register(DoNothingStrategy.self)
            configuration.strategy = InputBarAccessoryViewStrategy.id
        }
        _ = Self.press(.function(3), &model, at: 0.1)
        #expect(model.simulator.strategy.id == DoNothingStrategy.id, "the registered strategy follows the last built-in")
        _ = Self.press(.function(3), &model, at: 0.2)
        #expect(model.simulator.strategy.id == .none, "round to the first")
        let eras = Era.allCases
        let era = model.simulator.era
        _ = Self.press(.function(2), &model, at: 0.3)
        #expect(model.simulator.era == eras[(eras.firstIndex(of: era)! + 1) % eras.count])
    }

    @Test("a resize lays the terminal out again and gives the phone the new layout's screen")
    func resizeRelayouts() {
        var model = Self.started()
        let before = model.simulator.screenSize
        #expect(model.apply(.terminal(.resize(Size(width: 160, height: 50))), atRealTime: 1) == [.draw])
        #expect(model.layout.terminal == Size(width: 160, height: 50))
        #expect(model.simulator.screenSize == model.layout.simulatedScreenSize)
        #expect(model.simulator.screenSize != before)
    }

    @Test("F4 gives the event log the selection at the latest entry: keys move through it, not the phone; F4 again gives it back")
    func eventLogOpensSelectsAndCloses() throws {
        var model = Self.started()
        _ = Self.press(.tab, &model, at: 0)
        _ = model.apply(.tick, atRealTime: 1)
        let latest = try #require(model.simulator.log.entries.last).sequence
        _ = Self.press(Self.eventLog, &model, at: 1)
        #expect(model.logCursor.hasSelection)
        #expect(model.logCursor.selectedSequence == latest)
        _ = Self.press(.up, &model, at: 1.1)
        #expect(model.logCursor.selectedSequence == latest - 1)
        _ = Self.press(.character("x"), &model, at: 1.2)
        #expect(model.simulator.texts[0].text.isEmpty, "typing goes to the log, not the field")
        _ = Self.press(Self.eventLog, &model, at: 1.3)
        #expect(!model.logCursor.hasSelection)
        _ = Self.press(.character("x"), &model, at: 1.4)
        #expect(model.simulator.texts[0].text == "X")
    }

    /// A lesson: the first field (the full name, which capitalizes words) tapped at 0, a Pause at
    /// 0.5, "b" typed at 1.
    static func lesson() -> SessionModel {
        var model = SessionModel(SessionConfiguration(form: form, strategy: .inset))
        model.beginReplay([(0, .tapField("fullName")), (1, .key(.character("b")))],
                          cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("Tap")),
                                 NarrationCue(time: 0.5, inputsBefore: 1, kind: .pause)],
                          speed: 1, isLesson: true)
        model.start(terminal: Size(width: 100, height: 30), atRealTime: 0)
        return model
    }

    @Test("a lesson holds at its Pause; a key for the phone takes it (the learner's turn), F5 undoes the turn and holds there, Space goes on")
    func lessonTakeOver() throws {
        var model = Self.lesson()
        _ = model.apply(.tick, atRealTime: 3)
        #expect(model.simulator.now == 0.5)
        #expect(model.lesson?.mode == .held)
        let before = model.simulator.texts[0].text
        _ = Self.press(.character("x"), &model, at: 4)
        #expect(model.lesson?.mode == .yourTurn)
        #expect(model.simulator.texts[0].text == before + "X")
        _ = model.apply(.tick, atRealTime: 6)
        #expect(model.simulator.texts[0].text == before + "X", "the tape's b waits while the learner has the phone")
        _ = Self.press(Self.pause, &model, at: 6)
        #expect(model.lesson?.mode == .held)
        #expect(model.simulator.texts[0].text == before, "the learner's X is undone: the phone is as the lesson left it")
        #expect(model.simulator.now == 0.5, "held at the pause the turn began at")
        _ = Self.press(.character(" "), &model, at: 7)
        #expect(model.lesson?.mode == .playing)
        _ = model.apply(.tick, atRealTime: 7.4)
        #expect(model.simulator.texts[0].text == before)
        _ = model.apply(.tick, atRealTime: 7.6)
        #expect(before.isEmpty)
        #expect(model.simulator.texts[0].text == "B", "the b goes in half a second after Space, as written after the Pause (Full name capitalizes it)")
    }

    @Test("a lesson's Pause after a Sleep wakes the session when it is due, not at the replay's end: Space then holds, it does not skip the Pause")
    func pauseAfterSleepIsDue() throws {
        var model = SessionModel(SessionConfiguration(form: Self.form, strategy: .inset))
        model.beginReplay([(0, .tapField("fullName")), (2, .key(.character("b")))],
                          cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("A")),
                                 NarrationCue(time: 0, inputsBefore: 0, kind: .pause),
                                 NarrationCue(time: 0.5, inputsBefore: 1, kind: .say("B")),
                                 NarrationCue(time: 0.5, inputsBefore: 1, kind: .pause)],
                          speed: 1, isLesson: true)
        model.start(terminal: Size(width: 100, height: 30), atRealTime: 0)
        _ = model.apply(.tick, atRealTime: 0.1)
        #expect(model.lesson?.mode == .held)
        _ = Self.press(.character(" "), &model, at: 1)
        _ = model.apply(.tick, atRealTime: 1.4)
        #expect(model.lesson?.mode == .playing)
        // The slide is over and no input is due before the b at 2: the Pause at 0.5 is the next change.
        #expect(model.nextChangeTime == 0.5)
        let frameIsDue = model.isFrameDue(atRealTime: 1.5)
        #expect(frameIsDue, "the run loop wakes for the Pause")
        _ = model.apply(.tick, atRealTime: 1.5)
        #expect(model.lesson?.mode == .held)
        #expect(model.lesson?.says == ["A", "B"])
    }

    @Test("F10 (and the quit command) ends the session with status 0, Ctrl-C's interrupt with 130")
    func quitStatuses() {
        var model = Self.started()
        #expect(Self.press(.function(10), &model, at: 1) == [.end(status: 0)])
        #expect(model.apply(.terminal(.quit), atRealTime: 1) == [.end(status: 0)])
        #expect(model.apply(.terminal(.interrupt), atRealTime: 1) == [.end(status: 130)])
        #expect(model.endingStatus == 130)
        model.start(terminal: Size(width: 100, height: 30), atRealTime: 2)
        #expect(model.endingStatus == 0, "a new run starts uninterrupted")
    }

    @Test("a replay's inputs go in at their virtual times, at its speed, and it ends a second after the last")
    func replayInputsAtVirtualTimes() {
        var model = SessionModel(SessionConfiguration(form: Self.form, strategy: .inset))
        model.beginReplay([(0.5, .tapField("fullName")), (1, .key(.character("a")))], speed: 2)
        model.start(terminal: Size(width: 100, height: 30), atRealTime: 0)
        #expect(model.apply(.tick, atRealTime: 0.2) == [.draw])
        #expect(model.simulator.focusedIndex == nil)
        _ = model.apply(.tick, atRealTime: 0.3)
        #expect(model.simulator.focusedIndex == 0)
        #expect(model.simulator.texts[0].text.isEmpty)
        _ = model.apply(.tick, atRealTime: 0.6)
        #expect(model.simulator.texts[0].text == "A", "the full name capitalizes")
        #expect(model.recordedInputs.map(\.time) == [0.5, 1])
        #expect(model.apply(.tick, atRealTime: 0.95) == [.draw], "the last frame lingers")
        #expect(model.apply(.tick, atRealTime: 1.05) == [.end(status: 0)])
    }

    @Test("the clock stands still while the process is suspended, and runs again once continued")
    func suspendStopsTheClock() {
        var model = Self.started()
        #expect(model.apply(.suspend, atRealTime: 1).isEmpty)
        #expect(model.apply(.resumeAfterSuspend, atRealTime: 10) == [.draw])
        _ = model.apply(.tick, atRealTime: 11)
        #expect(model.simulator.now == 2)
    }

    @Test("a strategy that cannot answer ends the session at the next frame, and what waited to go in stays out")
    func strategyFailureEndsTheSession() {
        var model = Self.started {
            $0.strategies = StrategyCatalogue.builtIns.registering(FailingStrategy.self)
            $0.strategy = FailingStrategy.id
        }
        #expect(model.apply(.tick, atRealTime: 0.1) == [.draw])
        _ = Self.press(.tab, &model, at: 0.2)
        #expect(model.strategyFailure?.message == "the handler exited with status 1 without replying")
        #expect(model.apply(.tick, atRealTime: 0.3) == [.end(status: 0)])
    }

    @Test("the help's F3 entry names the session's own cycle, a registered strategy included")
    func helpNamesTheSessionsStrategies() throws {
        var model = Self.started { $0.strategies.register(DoNothingStrategy.self) }
        _ = Self.press(.function(1), &model, at: 0.1)
        let help = try #require(model.help)
        let f3 = try #require(help.keyMap.bindings.first { $0.action == .nextStrategy })
        #expect(f3.summary == "next strategy (none → resize → inset → extend → slide → auto → overlap → tableviewcontroller → iqkeyboardmanager → iqkeyboardmanager-6 → tpkeyboardavoiding → layoutguide → swiftui → inputbaraccessoryview → do-nothing)")
    }
}
