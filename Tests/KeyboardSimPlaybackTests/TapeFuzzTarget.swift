import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback

/// Runs one tape the way `kbsim play --keep-going` does — parse, choose the form, validate, play
/// headless on virtual time, render both transcripts and, for short tapes, a cast — and says how it ended.
///
/// Going on after a failed `Expect` plays every line, so a run must spend exactly the inputs and
/// the virtual time the tape plans, which is what `Outcome.violation` checks.
///
/// The libFuzzer harness (`Fuzz/TapeHarness.swift`) and the tests (the replay of saved findings,
/// the random valid tapes) call this same code, so a finding replays exactly as it was found.
/// It uses only the modules' public API and reads no file: `make fuzz` compiles it too.
enum TapeFuzzTarget {
    /// How a run ended.
    enum Outcome: Sendable {
        /// The parser, the validator or the player refused the tape with an error naming a place in it.
        case refused(TapeError)
        /// The tape played: status 0 when every `Expect` held, 1 when one failed (as `kbsim play`
        /// exits), taking `duration` virtual seconds and `steps` inputs where the tape planned `plan`.
        case played(status: Int32, duration: Double, steps: Int, plan: Plan)
        /// Not played, for the reason given.
        case skipped(SkipReason)
    }

    /// Why a parsed and validated tape was not played.
    enum SkipReason: Sendable {
        /// More than `stepLimit` inputs: slow by design (a count goes to 10,000 per line), not hung,
        /// and too slow to tell apart from a hang under libFuzzer's timeout.
        case tooManySteps
    }

    /// What a tape asks of the player before it plays: its inputs and its virtual seconds.
    struct Plan: Sendable {
        /// Inputs the player hands the simulator when every line runs.
        var steps = 0
        /// Virtual seconds the tape lasts when every line runs.
        var seconds = 0.0
    }

    /// The most inputs a tape may plan and still be played.
    static let stepLimit = 20_000

    /// The most cells a cast may draw (inputs times the largest terminal): some 50 inputs at 80x24,
    /// hundreds in a tiny terminal. Drawing every frame makes a run ten times slower, and short
    /// tapes reach the drawing code's corners as well as long ones.
    static let castCellLimit = 100_000

    /// The bundled forms, loaded once: a tape chooses one with `Set Form` by name or file name
    /// (any other plays on the default form, since the fuzzer reads no file).
    static let forms: [String: Form] = {
        var forms: [String: Form] = [:]
        for bundled in BundledForms.all {
            // The bundled forms load in their own tests; a failure here is a broken build.
            forms[bundled.name] = try! FormLoader.parse(bundled.source, path: bundled.fileName)
        }
        return forms
    }()

    /// Runs `bytes` as tape text (invalid UTF-8 repaired, as the fuzzer's bytes are arbitrary).
    static func run(bytes: [UInt8], cast: Bool = true) -> Outcome {
        run(String(decoding: bytes, as: UTF8.self), cast: cast)
    }

    /// Runs `source` as the tape `fuzz.tape`; `cast` also records a cast when the tape is short.
    static func run(_ source: String, cast: Bool = true) -> Outcome {
        let path = "fuzz.tape"
        let tape: Tape
        do {
            tape = try TapeParser.parse(source, path: path)
        } catch {
            return .refused(error)
        }
        // `Set Form "Forms/signup.yaml"` names a bundled form by its file.
        let formName = tape.formSetting.flatMap { setting in
            BundledForms.named(setting.name.split(separator: "/").last.map(String.init) ?? "")?.name
        } ?? BundledForms.defaultForm.name
        guard let form = forms[formName] else { fatalError("bundled form \(formName) did not load") }
        let configuration = SessionConfiguration(form: form, tape: tape)
        var player: Player
        do throws(TapeError) {
            try TapeValidator.validate(tape, against: form)
            player = try Player(tape: tape, configuration: configuration)
        } catch {
            return .refused(error)
        }
        let plan = plan(of: tape)
        // The parser refuses a tape whose clock would pass a day: one that got through is a finding.
        precondition(plan.seconds <= TapeParser.maximumClock + 1e-6, "a tape past the clock limit was accepted")
        guard plan.steps <= stepLimit else { return .skipped(.tooManySteps) }

        var castWriter: AsciicastWriter?
        if cast, plan.steps * largestTerminalCells(of: tape, configuration: configuration) <= castCellLimit {
            castWriter = AsciicastWriter(size: configuration.terminalSize, title: "kbsim play \(path)")
            player.onFrame = { time, canvas in castWriter?.addFrame(canvas, at: time) }
            player.onEvents = { events in
                for timed in events {
                    if case .notification(let notification) = timed.event {
                        castWriter?.addMarker(notification.name.rawValue, at: timed.time)
                    }
                }
            }
        }
        player.keepGoing = true
        let result = player.run()
        // Everything `kbsim play` prints is produced too, since the printing has arithmetic of its own.
        _ = TextTranscript.render(result.entries)
        _ = JSONTranscript.render(result.entries)
        _ = result.failures.map { $0.failureMessage(path: path) }
        return .played(status: result.failures.isEmpty ? 0 : 1, duration: result.duration,
                       steps: result.inputs.count, plan: plan)
    }

    /// The inputs and virtual seconds of every line, counted as `Player` spends them.
    static func plan(of tape: Tape) -> Plan {
        var plan = Plan()
        var started = false
        let speed = tape.typingSpeed
        for command in tape.commands {
            switch command.action {
            case .set(.size), .set(.era), .set(.strategy):
                if started { plan.steps += 1 }
            case .set: break
            case .tapField, .tapBackground, .tapKey, .scroll, .globe, .paste:
                plan.steps += 1
                plan.seconds += speed
            case .receive:
                plan.steps += 1
            case .type(let text, let override):
                plan.steps += text.count
                plan.seconds += Double(text.count) * (override ?? speed)
            case .key(_, let count, let override):
                plan.steps += count
                plan.seconds += Double(count) * (override ?? speed)
            case .rotate: plan.steps += 1
            case .drag(let from, let to, let duration):
                plan.steps += 1 + DragPath.points(from: from, to: to).count
                plan.seconds += duration ?? Tape.defaultDragDuration
            case .sleep(let seconds): plan.seconds += seconds
            case .screenshot, .expect, .say, .pause: break
            }
            if case .set = command.action {} else { started = true }
        }
        return plan
    }

    /// The most cells a frame of the tape can have: its first size or any later `Set Size`.
    private static func largestTerminalCells(of tape: Tape, configuration: SessionConfiguration) -> Int {
        var cells = configuration.terminalSize.width * configuration.terminalSize.height
        for command in tape.commands {
            if case .set(.size(let size)) = command.action { cells = max(cells, size.width * size.height) }
        }
        return cells
    }
}

extension TapeFuzzTarget.Outcome {
    /// What is wrong with the outcome, or nil when it is one a tape may end with: a refusal at a
    /// place inside the tape, or a run with status 0 or 1 that kept to its plan.
    func violation(source: String) -> String? {
        switch self {
        case .refused(let error):
            let lines = TapeFuzzTarget.lineCount(of: source)
            guard error.line >= 1, error.line <= max(lines, 1), error.column >= 1 else {
                return "refused at \(error.line):\(error.column), outside the tape's \(lines) lines: \(error)"
            }
            return nil
        case .played(let status, let duration, let steps, let plan):
            guard status == 0 || status == 1 else { return "played with status \(status)" }
            guard steps == plan.steps else { return "played \(steps) inputs, planned \(plan.steps)" }
            // The player adds each key's time in turn, the plan multiplies: they round differently.
            guard abs(duration - plan.seconds) <= plan.seconds * 1e-9 + 1e-9 else {
                return "played \(duration) virtual seconds, planned \(plan.seconds)"
            }
            return nil
        case .skipped:
            return nil
        }
    }
}

extension TapeFuzzTarget {
    /// How many lines the parser sees in `source` (it ends lines at LF, CRLF and CR).
    static func lineCount(of source: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar?
        for scalar in source.unicodeScalars {
            if scalar == "\n" && previous != "\r" || scalar == "\r" { count += 1 }
            previous = scalar
        }
        return count
    }
}
