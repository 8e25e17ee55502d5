import KeyboardSim
import KeyboardSimRender

/// Plays a tape headlessly on virtual time: the same tape and form give the same transcript,
/// byte for byte, every run.
package struct Player {
    /// Frames per virtual second drawn for a cast while something animates.
    package static let castFrameRate = 30.0

    /// The tape being played.
    package let tape: Tape
    /// How the session starts: the tape's prelude, after the command line's overrides.
    package let configuration: SessionConfiguration
    /// Seconds between two keys or taps.
    private let typingSpeed: Double
    /// Whether to go on after a failed `Expect` (`--keep-going`).
    package var keepGoing = false
    /// Called with every frame worth showing (after each input, and at the cast frame rate
    /// while something moves): what a cast or a visible replay draws.
    package var onFrame: ((Double, Canvas) -> Void)?
    /// Called with the events the simulator posts, as they are posted (a cast marks notifications).
    package var onEvents: (([TimedEvent]) -> Void)?
    /// Called with each `Say`'s text at its time (a cast marks it).
    package var onSay: ((Double, String) -> Void)?
    /// Whether frames show the `Say` in force over their last rows, as a subtitle (a cast's).
    package var subtitles = false
    /// Whether frames show the latest keys and taps as a caption (`--keys`).
    package var showsKeys = false
    /// The variant this playback is one phone of, in a comparison: the tape's own `Set` of the
    /// variant's kind (`Set Strategy` when strategies are compared) is passed over, so that the
    /// phone keeps the one it is compared in.
    package var comparedVariant: Variant?

    private var simulator: Simulator
    private var layout: TerminalLayout
    private var time = 0.0
    private var entries: [TranscriptEntry] = []
    private var inputs: [ScheduledInput] = []
    /// The tape's `Say` and `Pause` lines, each at its time and place among the inputs.
    private var cues: [NarrationCue] = []
    /// The `Say` in force, shown as a subtitle in the frames when `subtitles` is on.
    private var currentSay: String?
    /// The inputs so far as the frames' caption shows them when `showsKeys` is on.
    private var keystrokes = KeystrokeCaption()
    /// The events `Expect event` lines look at: those since the last line that gave input.
    private var eventWindow = EventWindow()
    /// The keys the keyboard refused, each with the tape line that pressed it.
    private var refusals: [KeyRefusal] = []
    /// The command being performed, for the refusals it causes.
    private var currentCommand: TapeCommand?
    /// The simulator's log up to here has been looked through for pitfall notices.
    private var loggedUpTo: Int
    /// The strategy's failure to answer, with the tape line it happened at.
    private var strategyFailure: TapeStrategyFailure?

    /// Prepares to play `tape` from `configuration`; throws when the tape uses what cannot be simulated yet.
    package init(tape: Tape, configuration: SessionConfiguration) throws(TapeError) {
        self.tape = tape
        self.configuration = configuration
        typingSpeed = tape.typingSpeed
        if let misplaced = TapeValidator.misplacedSetting(in: tape) { throw misplaced }
        if let tooSmall = TapeValidator.terminalSmallerThanPhone(in: tape, starting: configuration) { throw tooSmall }
        layout = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation,
                                phoneTerminal: configuration.phoneTerminal)
        simulator = Simulator(configuration, screenSize: layout.simulatedScreenSize)
        loggedUpTo = simulator.log.nextSequence
    }

    /// Prepares to play `tape` on `form` as its `Set` prelude says.
    package init(tape: Tape, form: Form) throws(TapeError) {
        try self.init(tape: tape, configuration: SessionConfiguration(form: form, tape: tape))
    }

    /// Runs every command (stopping at the first failed `Expect` unless `keepGoing`).
    package mutating func run() -> PlaybackResult {
        emitFrame()
        var failures: [ExpectationResult] = []
        var firstFailureScreenshot: Screenshot?
        for (index, command) in tape.commands.enumerated() {
            currentCommand = command
            let duringRun = index >= tape.firstActionIndex
            if command.action.givesInput(duringRun: duringRun) { eventWindow.open(at: command) }
            let failure = perform(command, changingSettings: duringRun)
            if let failed = simulator.strategyFailure {
                // A handler that failed has no answer to give: the tape cannot be played further.
                strategyFailure = TapeStrategyFailure(command: command, failure: failed)
                break
            }
            if let failure {
                if failures.isEmpty { firstFailureScreenshot = Screenshot(name: nil, simulator: simulator) }
                failures.append(failure)
                if !keepGoing { break }
            }
        }
        return PlaybackResult(entries: entries, failures: failures, refusals: refusals, inputs: inputs, cues: cues,
                              values: simulator.fieldValues, finalScreenshot: Screenshot(name: nil, simulator: simulator),
                              firstFailureScreenshot: firstFailureScreenshot, duration: time, strategyFailure: strategyFailure)
    }

    /// Has `onFrame` call `observer` too, after whatever it called before: several recordings of one playback.
    package mutating func addFrameObserver(_ observer: @escaping (Double, Canvas) -> Void) {
        let earlier = onFrame
        onFrame = { time, canvas in
            earlier?(time, canvas)
            observer(time, canvas)
        }
    }

    // MARK: - Commands

    /// Performs `command`; a `Set` in the tape's body (`changingSettings`) changes a setting now.
    private mutating func perform(_ command: TapeCommand, changingSettings: Bool) -> ExpectationResult? {
        let speed = typingSpeed
        switch command.action {
        case .set(.size(let size)):
            if changingSettings {
                layout = TerminalLayout(terminal: size, orientation: simulator.orientation, phoneTerminal: configuration.phoneTerminal)
                send(.resize(layout.simulatedScreenSize), advancing: 0)
            }
        case .set(.era(let era)):
            if changingSettings, comparedVariant?.isEra != true { send(.setEra(era), advancing: 0) }
        case .set(.strategy(let strategy)):
            // A strategy the command line gave replaces every one of the tape's, not only the prelude's.
            if changingSettings, !configuration.keepsStrategy, comparedVariant?.isStrategy != true {
                send(.setStrategy(strategy), advancing: 0)
            }
        case .set(.device(let device)):
            if changingSettings, comparedVariant?.isDevice != true { send(.setDevice(device), advancing: 0) }
        case .set(.pitfalls(let on)):
            if changingSettings { send(.setPitfalls(on), advancing: 0) }
        case .set: break
        case .tapField(let name): send(.tapField(name), advancing: speed)
        case .tapBackground: send(.tapBackground, advancing: speed)
        case .tapKey(let label): send(.tapKey(label), advancing: speed)
        case .type(let text, let override):
            for character in text {
                let key: KeyPress = character == "\n" || character == "\r\n" ? .returnKey : .character(character)
                send(.key(key), advancing: override ?? speed)
            }
        case .key(let key, let count, let override):
            for _ in 0..<count { send(.key(key), advancing: override ?? speed) }
        case .paste(let text): send(.paste(text), advancing: speed)
        case .receive(let text): send(.receive(text), advancing: 0)
        case .scroll(let rows): send(.scroll(by: rows), advancing: speed)
        case .drag(let from, let to, let duration): drag(from: from, to: to, over: duration ?? Tape.defaultDragDuration)
        case .rotate(let orientation):
            layout = TerminalLayout(terminal: layout.terminal, orientation: orientation, phoneTerminal: configuration.phoneTerminal)
            send(.rotate(orientation, screen: layout.simulatedScreenSize), advancing: 0)
        case .globe: send(.nextInputMethod, advancing: speed)
        case .sleep(let seconds): advance(to: time + seconds)
        case .screenshot(let name):
            entries.append(.screenshot(time: time, Screenshot(name: name, simulator: simulator)))
        case .expect(let expectation):
            let result = check(expectation, command: command)
            entries.append(.expectation(time: time, result))
            return result.passed ? nil : result
        case .say(let text):
            entries.append(.say(time: time, text: text))
            cues.append(NarrationCue(time: time, inputsBefore: inputs.count, kind: .say(text)))
            currentSay = text
            onSay?(time, text)
            emitFrame()
        case .pause:
            // Headless, nobody waits; a lesson in the terminal stops here.
            cues.append(NarrationCue(time: time, inputsBefore: inputs.count, kind: .pause))
        }
        return nil
    }

    /// A finger down at `from`, moved a cell a step at even intervals, lifted at `to` when
    /// `duration` has passed: the screen in between shows the drag under way.
    private mutating func drag(from: Point, to: Point, over duration: Double) {
        let start = time
        let path = DragPath.points(from: from, to: to)
        send(.dragBegan(from), advancing: 0)
        for (step, point) in path.enumerated() {
            advance(to: start + duration * Double(step + 1) / Double(path.count))
            send(step == path.count - 1 ? .dragEnded(point) : .dragMoved(point), advancing: 0)
        }
    }

    /// Gives `event` to the simulator now, then lets `seconds` of virtual time pass.
    private mutating func send(_ event: InputEvent, advancing seconds: Double) {
        // After a strategy failed, nothing more is given: the run stops at this tape line.
        guard simulator.strategyFailure == nil else { return }
        inputs.append(ScheduledInput(time: time, event: event))
        if showsKeys {
            let secure = simulator.focusedIndex.map { simulator.form.fields[$0].traits.secureTextEntry } ?? false
            keystrokes.add(event, secure: secure)
        }
        let refusalsBefore = simulator.lastRefusal?.count
        record(simulator.handle(event, at: time))
        if let refusal = simulator.lastRefusal, refusal.count != refusalsBefore, let currentCommand {
            let noted = KeyRefusal(command: currentCommand, time: time, key: refusal.key)
            refusals.append(noted)
            entries.append(.refused(noted))
        }
        emitFrame()
        advance(to: time + seconds)
    }

    /// Moves the clock to `target`, drawing cast frames while something animates.
    private mutating func advance(to target: Double) {
        guard simulator.strategyFailure == nil else { return }
        while onFrame != nil, simulator.isAnimating || simulator.nextChangeTime != nil {
            // A frame every 1/30 s while something moves; otherwise the screen changes only at
            // the next change, so the clock jumps there (the frames between would be the same
            // picture, drawn for nothing). Never less than the next representable time, so the
            // loop always moves on (the tape's clock is bounded, so a frame's 1/30 s always moves it).
            let nextFrame = simulator.isAnimating ? time + 1 / Self.castFrameRate : target
            let next = max(min(simulator.nextChangeTime ?? target, nextFrame), time.nextUp)
            guard next < target else { break }
            time = next
            record(simulator.advance(to: time))
            emitFrame()
        }
        time = max(time, target)
        let posted = simulator.advance(to: time)
        record(posted)
        // Headless, there is no frame to draw, and no need to ask when the next change is.
        if onFrame != nil, !posted.isEmpty || simulator.nextChangeTime == nil { emitFrame() }
    }

    /// Adds what the simulator posted to the transcript and to what `Expect event` checks.
    private mutating func record(_ events: [TimedEvent]) {
        // Most keys post nothing: nothing to add, and no arrays to go through.
        guard !events.isEmpty else { return }
        onEvents?(events)
        for event in events { entries.append(.event(event)) }
        eventWindow.append(events)
        recordPitfalls()
    }

    /// Adds the pitfall notices the simulator logged with what it just posted: the detector
    /// judges each instant as it is left, so they arrive with the events that let them bite.
    private mutating func recordPitfalls() {
        let log = simulator.log
        defer { loggedUpTo = log.nextSequence }
        for sequence in max(loggedUpTo, log.firstSequence)..<log.nextSequence {
            let entry = log.entries[sequence]
            guard case .pitfall(let notice) = entry.kind else { continue }
            entries.append(.pitfall(time: entry.time, notice))
            eventWindow.append([notice.pitfall])
        }
    }

    private func emitFrame() {
        guard let onFrame else { return }
        onFrame(time, Renderer.draw(Scene(simulator, layout: layout, concealingSecrets: true, subtitle: subtitles ? currentSay : nil,
                                          keys: showsKeys ? keystrokes.text : nil)))
    }

    // MARK: - Expect

    private mutating func check(_ expectation: Expectation, command: TapeCommand) -> ExpectationResult {
        let (passed, expected, found) = ExpectationCheck.evaluate(expectation, on: simulator, events: &eventWindow)
        var shown = command
        if case .value(let field, let text) = expectation,
           let index = simulator.form.index(of: field), simulator.form.fields[index].traits.secureTextEntry {
            // The tape holds a secure field's text; the transcript does not repeat it. The line
            // is written anew from what it means, so no spelling of the text can slip through,
            // and the result keeps no copy of it.
            let bullets = String(repeating: "•", count: text.count)
            shown.action = .expect(.value(field: field, text: bullets))
            shown.source = "Expect value \(field) \(JSONText.quote(bullets))"
        }
        return ExpectationResult(command: shown, passed: passed, expected: expected, found: found)
    }
}

/// An input the tape gave the simulator, and when: what a visible replay feeds the terminal.
package struct ScheduledInput: Hashable, Sendable {
    /// When the input was given, in virtual seconds.
    package var time: Double
    /// The input.
    package var event: InputEvent
}

/// What a played tape produced.
package struct PlaybackResult: Sendable {
    /// Every transcript line, in order.
    package var entries: [TranscriptEntry]
    /// The `Expect` lines that failed.
    package var failures: [ExpectationResult]
    /// The keys the keyboard refused (a letter on a number pad, beyond maxLength, a `Tap key`
    /// label the keyboard does not show), in order; the transcript holds them too.
    package var refusals: [KeyRefusal]
    /// The inputs in order with their times.
    package var inputs: [ScheduledInput]
    /// The `Say` and `Pause` lines, each at its time and place among `inputs`.
    package var cues: [NarrationCue]
    /// The fields' text at the end.
    package var values: FieldValues
    /// The screen and geometry at the end.
    package var finalScreenshot: Screenshot
    /// The screen and geometry as the first failed `Expect` saw them, if one failed.
    package var firstFailureScreenshot: Screenshot?
    /// Virtual seconds the tape took.
    package var duration: Double
    /// The strategy's failure to answer a message (an `exec:` handler's), which ended the playback there.
    package var strategyFailure: TapeStrategyFailure?
}

/// A strategy that could not answer a message while a tape played, and the tape line it happened at.
package struct TapeStrategyFailure: Hashable, Sendable {
    /// The tape line being played.
    package var command: TapeCommand
    /// What went wrong.
    package var failure: StrategyFailure

    /// The error message: `TAPE:LINE: strategy exec:…: what went wrong`, the reply and stderr below.
    package func message(path: String) -> String {
        "\(path):\(command.line): \(failure)"
    }
}
