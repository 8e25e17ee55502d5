import ArgumentParser
import KeyboardSim
import KeyboardSimController
import KeyboardSimPlayback
import KeyboardSimRender
import KeyboardSimTerminal

/// `kbsim run`, `kbsim play --watch` and `kbsim lesson` driven without a terminal, as Textual's
/// Pilot and Bubble Tea's teatest drive a program: the session is built by the command line's own
/// parsing from the same arguments, its `SessionModel` is told what the terminal would report,
/// stamped with a made-up clock that moves only when told, and its frames are read as text.
///
/// It lives in the command line's module because that is where the arguments become a session
/// (`RunCommand.prepareSession`, `TapeRun`); it reads no clock and opens no terminal, so a test of
/// what the session shows takes milliseconds, not the seconds of a tmux server and its polling.
package final class SessionPilot {
    /// The exit status the program ends with, once the session has ended (nil while it runs).
    package private(set) var exitStatus: Int32?
    /// What the program prints on standard output as the session ends: the values, unless `--output` took them.
    package private(set) var standardOutput = ""
    /// What the program prints on standard error: a refusal, or a watched tape's verdict.
    package private(set) var standardError = ""
    /// How many frames have been drawn: what a test may wait on besides the screen, never the clock.
    package private(set) var frameCount = 0
    /// The made-up real time, in seconds since the session started: only `advance` and `waitFor` move it.
    package private(set) var now = 0.0

    /// The session's state machine, built as the command builds it (nil when the command refused to start).
    private var model: SessionModel?
    /// The terminal's size.
    private var terminal: Size
    /// The rows of the last frame drawn, trailing spaces trimmed, as tmux's `capture-pane` gives them.
    private var screen: [String] = []
    /// What the command does once the session has ended.
    private var ending: SessionPilotEnding?

    /// Starts `kbsim ARGUMENTS` (`["run", "--strategy", "none"]`, `["play", tape, "--watch"]`, `["lesson", "3"]`)
    /// in a terminal of `width`x`height` cells at made-up time 0, and draws its first frame. A
    /// command that refuses to start ends at once with its exit status and message, as the program does.
    package init(_ arguments: [String], width: Int = 80, height: Int = 24) {
        terminal = Size(width: width, height: height)
        var command = "run"
        do {
            switch try Kbsim.parseAsRoot(arguments) {
            case let run as RunCommand:
                let setup = try run.prepareSession()
                model = SessionModel(setup.configuration, comparing: setup.variants)
                ending = .run(run, formName: setup.formName, start: setup.configuration)
            case let play as PlayCommand where play.watch:
                let tapeRun = try play.tapeRun()
                command = tapeRun.command
                try prepareReplay(tapeRun)
            case let lesson as LessonCommand:
                let tapeRun = try lesson.tapeRun()
                command = tapeRun.command
                try prepareReplay(tapeRun)
            default:
                throw CommandFailure(message: "SessionPilot drives run, play --watch and lesson, not \(arguments.joined(separator: " "))")
            }
            try start()
        } catch let failure as CommandFailure {
            refuse(failure.message, status: failure.status)
        } catch let error as TerminalError {
            refuse(error.message(command: command), status: 2)
        } catch {
            let code = Kbsim.exitCode(for: error)
            refuse(Kbsim.fullMessage(for: error), status: code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// The screen now, a line a row, trailing spaces trimmed.
    package func capture() -> [String] { screen }

    /// Presses keys by tmux's names (`Tab`, `Enter`, `C-c`, `F7`, `S-NPage`), each decoded as curses' code for it would be.
    package func press(_ keys: String...) throws {
        let events = try keys.map { name in
            guard let decoded = TerminalKeyName.decoded(name) else { throw SessionPilotError(message: "no key is named \(name)") }
            return decoded
        }
        take(events.compactMap { if case .event(let event) = $0 { event } else { nil } })
    }

    /// Types `text`, each character as the terminal sends it (a line feed is Enter).
    package func type(_ text: String) {
        take(text.unicodeScalars.compactMap { scalar in
            if case .event(let event) = TerminalKeyDecoder.decode(code: scalar.value, isKeyCode: false) { event } else { nil }
        })
    }

    /// Sends SGR mouse reports (`ESC [ < button ; column ; row M`), decoded as the terminal's would be.
    package func sendBytes(_ bytes: String) throws {
        let reports = bytes.components(separatedBy: TerminalKeyDecoder.sgrMouseIntroducer).dropFirst()
        guard !reports.isEmpty else { throw SessionPilotError(message: "not an SGR mouse report: \(bytes.debugDescription)") }
        take(try reports.compactMap { report in
            guard let final = report.last, report.count > 1 else { throw SessionPilotError(message: "a mouse report cut short: \(report)") }
            return TerminalKeyDecoder.decodeSGRMouse(parameters: String(report.dropLast()), final: final)
        })
    }

    /// Clicks the cell at column `x`, row `y` (0-based): a press and a release, as a terminal reports them.
    package func click(x: Int, y: Int) throws {
        try sendBytes("\u{1b}[<0;\(x + 1);\(y + 1)M\u{1b}[<0;\(x + 1);\(y + 1)m")
    }

    /// Pastes `text` as a terminal does: between bracketed-paste markers (one edit, gathered by the
    /// terminal module's own `PasteAssembler`), or else as typing, its line ends as Enter.
    package func paste(_ text: String, bracketed: Bool = true) {
        guard bracketed else { return type(text.replacingOccurrences(of: "\n", with: "\r")) }
        var assembler = PasteAssembler()
        _ = assembler.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: true)
        take(assembler.take(Array((text + BracketedPaste.xterm.end).utf8)).paste.map { [$0] } ?? [])
    }

    /// Resizes the terminal, as dragging its corner does.
    package func resize(width: Int, height: Int) {
        terminal = Size(width: width, height: height)
        take([.resize(terminal)])
    }

    /// Lets `seconds` of made-up time pass, drawing every frame the run loop would wake for meanwhile.
    package func advance(by seconds: Double) {
        let end = now + seconds
        while let wake = nextWake(), wake <= end { wakeUp(at: wake) }
        now = end
    }

    /// Lets made-up time pass, frame by frame as the run loop would draw them, until the screen meets
    /// `condition`; throws with the screen when it does not within `timeout` made-up seconds, or
    /// when nothing more can change without input.
    @discardableResult
    package func waitFor(timeout: Double = 60, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = now + timeout
        while !condition(screen) {
            guard let wake = nextWake(), wake <= deadline else {
                throw SessionPilotError(message: "the screen never showed what was awaited; it was:\n" + screen.joined(separator: "\n"))
            }
            wakeUp(at: wake)
        }
        return screen
    }

    /// Lets made-up time pass until the session ends (a replay's end); returns the exit status.
    @discardableResult
    package func waitForExit(timeout: Double = 120) throws -> Int32 {
        let deadline = now + timeout
        while exitStatus == nil {
            guard let wake = nextWake(), wake <= deadline else { throw SessionPilotError(message: "the session did not end") }
            wakeUp(at: wake)
        }
        return exitStatus ?? 0
    }

    /// Quits with F10 (a normal end); returns the exit status.
    @discardableResult
    package func quit() throws -> Int32 {
        try press("F10")
        return exitStatus ?? -1
    }

    /// Builds the watched replay of `tapeRun` as `TapeRun.run` does: the tape played headless first, its inputs then replayed.
    private func prepareReplay(_ tapeRun: TapeRun) throws {
        var player = try tapeRun.headlessPlayer()
        let result = player.run()
        if let stopped = result.strategyFailure { throw CommandFailure(message: stopped.message(path: tapeRun.name)) }
        var model = SessionModel(tapeRun.configuration, comparing: tapeRun.variants)
        let replay = tapeRun.watchedReplay(of: result)
        model.beginReplay(replay.inputs, cues: replay.cues, speed: tapeRun.speed, isLesson: tapeRun.isLesson, sizes: replay.sizes)
        self.model = model
        ending = .replay(tapeRun, result)
    }

    /// Opens the session on the terminal, as `InteractiveSession.run` does, and draws its first frame.
    private func start() throws {
        guard var model else { return }
        if let needed = model.requiredTerminal, terminal.width < needed.width || terminal.height < needed.height {
            throw TerminalError.tooSmall(needed: needed, terminal: terminal)
        }
        model.start(terminal: terminal, atRealTime: now)
        if case .run(let run, let formName, _) = ending { ending = .run(run, formName: formName, start: model.configuration) }
        self.model = model
        tick()
    }

    /// Hands the terminal's events to the session as one read of the run loop, then draws, as the loop does.
    private func take(_ events: [TerminalEvent]) {
        guard exitStatus == nil, !events.isEmpty else { return }
        for event in events {
            if event == .suspend {
                // The shell stops and continues the process; the session's clock stands still meanwhile.
                _ = model?.apply(.suspend, atRealTime: now)
                _ = model?.apply(.resumeAfterSuspend, atRealTime: now)
            } else if let status = endStatus(model?.apply(.terminal(event), atRealTime: now) ?? []) {
                return end(status: status)
            }
        }
        tick()
    }

    /// A tick of the run loop: the session runs to now and the frame is drawn, or the session ends.
    private func tick() {
        guard let effects = model?.apply(.tick, atRealTime: now) else { return }
        if let status = endStatus(effects) { return end(status: status) }
        if let frame = model?.frame() {
            screen = frame.text.components(separatedBy: "\n")
            frameCount += 1
        }
    }

    /// The made-up time the run loop would next wake without input (`SessionModel.pollTimeout`), if it would.
    private func nextWake() -> Double? {
        guard exitStatus == nil, let timeout = model?.pollTimeout(atRealTime: now), timeout >= 0 else { return nil }
        // A wake due now still moves the clock a millisecond: the loop spins no further either.
        return now + Double(max(timeout, 1)) / 1000
    }

    /// Wakes the run loop at `time`, without input.
    private func wakeUp(at time: Double) {
        now = time
        tick()
    }

    /// The exit status an `.end` among `effects` asks for, if one does.
    private func endStatus(_ effects: [SessionEffect]) -> Int32? {
        effects.lazy.compactMap { if case .end(let status) = $0 { status } else { nil } }.first
    }

    /// The session ended with `status`: the values are taken and the command finishes as it would.
    private func end(status: Int32) {
        guard var model, let ending else { return }
        let values = model.finish(atRealTime: now)
        self.model = model
        do {
            let (status, output, message) = try ending.finish(model, values: values, status: status, at: now)
            exitStatus = status
            standardOutput = output
            standardError = message
        } catch {
            refuse("\(error)", status: 2)
        }
    }

    /// The command ended at once, or failed, with `message` and `status`.
    private func refuse(_ message: String, status: Int32) {
        exitStatus = status
        standardError += message.isEmpty ? "" : message + "\n"
    }
}
