#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardSim
import KeyboardSimController
import KeyboardSimRender

/// `kbsim run`: the simulated phone in the terminal, driven by the keyboard and the mouse.
///
/// A thin shell around `SessionModel`, which holds the session's state machine: the shell reads
/// the terminal's events, stamps each with the real time (`MonotonicClock`), hands it to the model
/// as a `SessionCommand`, and performs the `SessionEffect`s it returns (a frame drawn, the end).
/// It owns what touches the process: curses, `poll()`, signals, suspending, and reading a paste.
/// The loop sleeps in `poll()` until input, a signal, or the next frame is due.
package final class InteractiveSession {
    /// Called when the session ends, in order, with every input of its timeline as the simulator
    /// resolved it, its virtual time, and the terminal size then: everything a tape recorder needs.
    /// Virtual time is what a replay keeps to, however the session was paused or slowed; inputs a
    /// step back left ahead and new input then replaced are not part of the timeline.
    package var onInput: ((ResolvedInput, Double, Size) -> Void)?

    /// Called once the terminal is open, with the configuration the session starts from (its
    /// terminal size the real one).
    package var onStart: ((SessionConfiguration) -> Void)?
    /// The virtual time at which the last run ended.
    package private(set) var endTime: Double?
    /// The signal that ended the last run, if one did. A crash signal sent from outside (`kill
    /// -SEGV`, `kill -QUIT`) ends the session cleanly too; the caller writes the values, then
    /// dies by it (`SignalGuard.end(bySignal:)`).
    package private(set) var endingSignal: Int32?

    /// The session's state machine: everything the session knows but the terminal.
    private var model: SessionModel
    /// Real seconds since the session was created: the only clock the session reads.
    private let realClock = MonotonicClock()

    /// How the session starts (its terminal size is the real terminal's once it runs).
    package var configuration: SessionConfiguration { model.configuration }
    /// The phones of a compare session (`--compare-strategies`, `--compare-eras`), each the
    /// configuration with its variant; empty for a session of one phone.
    package var variants: [Variant] { model.variants }
    /// Whether Ctrl-C ended the last run (which, with raw input, arrives as a key, not SIGINT).
    package var wasInterrupted: Bool { model.wasInterrupted }

    /// The first message a strategy of the session could not answer (an `exec:` handler that timed
    /// out, replied what is not the protocol, or exited): the session ends on it, and the caller
    /// says why once the terminal is restored.
    package var strategyFailure: StrategyFailure? { model.strategyFailure }

    /// The exit status the last run's ending calls for, as shells count: 0 when it ended normally
    /// (F10, a replay's end), 130 on Ctrl-C, 128 + n when signal n ended it.
    package var endingStatus: Int32 {
        if let endingSignal { return 128 + endingSignal }
        return model.endingStatus
    }

    /// How long a bracketed paste may pause before it is taken as ended without its end marker
    /// (a terminal sends a paste at once; only a lost marker leaves one open).
    static let longestPastePauseMilliseconds: Int32 = 1000

    /// How many reads of input are applied between two looks at the signal pipe.
    static let inputBatchReads = 256
    /// How long input may be applied before a frame is drawn (a long paste shows its progress).
    static let inputSliceSeconds = 1.0 / 30
    /// After a terminating signal, input that has arrived still goes in until none comes for this long.
    static let quietMillisecondsBeforeEnding: Int32 = 100
    /// ... but for no longer than this (a second signal ends it at once): what is still coming
    /// then, the rest of a long paste, is not taken in.
    static let longestFinishSeconds = 0.5
    /// How many reads of input go in between two looks at that limit (each key of a long text
    /// may take long: the limit must not be overrun by much).
    static let finishBatchReads = 16
    /// The input not taken in is then read and thrown away until none comes for this long ...
    static let quietMillisecondsBeforeDiscarded: Int32 = 50
    /// ... or for this long at most, so that a signal ends the session within a second; what the
    /// terminal still holds after that is flushed (`tcflush`) once curses ends.
    static let longestDiscardSeconds = 0.4

    /// Prepares a session, of one phone per variant when there are `variants` (every input goes
    /// to all of them); nothing touches the terminal until `run()`.
    package init(_ configuration: SessionConfiguration, comparing variants: [Variant] = []) {
        model = SessionModel(configuration, comparing: variants)
    }

    /// Runs a session until Ctrl-C, F10 or a terminating signal, with the terminal restored
    /// on return; returns what the fields hold then.
    package static func run(_ configuration: SessionConfiguration) throws -> FieldValues {
        try InteractiveSession(configuration).run()
    }

    /// Replays `inputs` (virtual seconds, in order) on the terminal at `speed` times real time:
    /// Space pauses and resumes, the time-control keys slow and step it, Ctrl-C or F10 quits; the
    /// session ends a second after the last input. The tape's `cues` (its `Say` and `Pause` lines)
    /// fill the narration pane; with a `Pause` among them the tape waits as a lesson does
    /// (`LessonProgress`), and is called one when `isLesson`.
    ///
    /// With `sizes` (the tape's terminal sizes: its start, then one per resize among `inputs`) the
    /// frames are laid out at those sizes, as the headless player lays them out, so that what is
    /// shown is what `kbsim play` judges; a terminal smaller than the largest of them is refused
    /// (`TerminalError.tooSmall`). Without, the real terminal's size rules and the tape's resizes are left out.
    package func replay(_ inputs: [(time: Double, event: InputEvent)], cues: [NarrationCue] = [], speed: Double,
                       isLesson: Bool = false, sizes: [Size]? = nil) throws -> FieldValues {
        model.beginReplay(inputs, cues: cues, speed: speed, isLesson: isLesson, sizes: sizes)
        defer { model.endReplay() }
        return try run()
    }

    /// Throws the `TerminalError` a run would fail to start with, without touching the terminal:
    /// a command that draws after other work refuses before doing any of it.
    package static func checkTerminal() throws {
        let device = try TerminalDevice.acquire()
        defer { device.release() }
        try CursesScreen.checkTerminal(on: device)
    }

    /// Ends the process as the last run ended, once the caller has written the values, with
    /// `endingStatus` (as fzf does: `$?` is 130 after Ctrl-C, and the shell goes on with its
    /// list); a crash signal sent from outside ends it by that signal, as it would have.
    /// Returns when the session ended normally.
    package func endProcessIfSignalled() {
        if let endingSignal, SignalGuard.crashSignals.contains(endingSignal) { SignalGuard.end(bySignal: endingSignal) }
        if endingStatus != 0 { exit(endingStatus) }
    }

    /// Runs the session (see the static `run`); throws `TerminalError` when there is no usable terminal.
    package func run() throws -> FieldValues {
        TerminalLocale.configure()
        let device = try TerminalDevice.acquire()
        defer { device.release() }
        let signals = try SignalGuard.install(terminalDescriptor: device.outputDescriptor)
        // Once a session has run, terminating signals stay answered while the values are
        // written: no signal may cut that short.
        var hasRun = false
        defer { signals.uninstall(ignoringLaterTerminations: hasRun) }
        let screen = try CursesScreen.openTerminal(on: device)
        if let needed = model.requiredTerminal, screen.size.width < needed.width || screen.size.height < needed.height {
            let terminal = screen.size
            screen.close()
            throw TerminalError.tooSmall(needed: needed, terminal: terminal)
        }
        hasRun = true
        signals.forwardResizeSignals()
        signals.setRestoresTerminalOnCrash(true)
        defer {
            // Once curses has given the terminal back: what the session did not read must not
            // reach the shell as commands — the rest of a paste a signal cut short, keys typed
            // after Ctrl-C or F10, or while a handler was awaited when it failed. What was typed
            // before the end went in as the session read it, in order.
            _ = tcflush(device.inputDescriptor, TCIFLUSH)
        }
        defer {
            signals.setRestoresTerminalOnCrash(false)
            screen.close()
        }
        model.start(terminal: screen.size, atRealTime: realClock.elapsed)
        onStart?(model.configuration)
        defer {
            // A signal that came while the session waited for a handler ended that handler (its
            // failure ended the session): the signal is still what ended it, and sets the status.
            signals.drainWakeups()
            signals.beginShutdown()
            endTime = model.time(atRealTime: realClock.elapsed)
            endingSignal = signals.endingSignal
            for entry in model.recordedInputs { onInput?(entry.input, entry.time, entry.terminal) }
        }
        try loop(screen: screen, signals: signals)
        return model.finish(atRealTime: realClock.elapsed)
    }

    /// The simulated screen size for a terminal layout (`TerminalLayout.simulatedScreenSize`).
    package static func screenSize(for layout: TerminalLayout) -> Size {
        layout.simulatedScreenSize
    }

    private func loop(screen: CursesScreen, signals: SignalGuard) throws {
        let input = screen.input
        var needsDraw = true
        // Input curses still holds from a read cut short by the batch limits: no waiting for it.
        var inputPending = false
        while true {
            if needsDraw {
                guard perform(model.apply(.tick, atRealTime: realClock.elapsed), on: screen) else { return }
            }
            var timeout = inputPending ? 0 : model.pollTimeout(atRealTime: realClock.elapsed)
            if input.isInPaste {
                timeout = timeout < 0 ? Self.longestPastePauseMilliseconds : min(timeout, Self.longestPastePauseMilliseconds)
            }
            let wake = try wait(input: screen.inputDescriptor, signals: signals.wakeDescriptor, timeout: timeout)
            if wake == .signal, signals.drainWakeups() { return try endBySignal(screen: screen, signals: signals) }
            if wake == .inputClosed { return }
            if wake == .timeout, timeout == Self.longestPastePauseMilliseconds, let paste = input.endPaste() {
                // A paste silent that long lost its end marker: it is what came.
                guard apply(paste) else { return }
            }
            // A frame is due when the wait timed out (an animation step or a scheduled change),
            // and on every wake while animating, so that a flood of ignored input (mouse
            // motion) cannot starve the animation of frames.
            needsDraw = wake == .timeout || model.isFrameDue(atRealTime: realClock.elapsed)
            // Read even when poll() saw nothing: curses may hold the rest of an escape sequence.
            // Input goes in batches with a look at the signal pipe between them, and a frame
            // at least every `inputSliceSeconds`: a long paste keeps neither a quit signal nor
            // the screen waiting.
            let sliceStart = realClock.elapsed
            inputPending = false
            while true {
                let (events, exhausted) = input.readPendingEvents(limit: Self.inputBatchReads)
                for event in events {
                    if event == .suspend {
                        suspend(screen: screen, signals: signals)
                    } else {
                        guard apply(event) else { return }
                    }
                    needsDraw = true
                }
                if signals.drainWakeups() { return try endBySignal(screen: screen, signals: signals) }
                if signals.isSuspendRequested {
                    suspend(screen: screen, signals: signals)
                    needsDraw = true
                }
                if signals.takeRedrawRequest() {
                    screen.invalidate()
                    needsDraw = true
                }
                if exhausted { break }
                if realClock.elapsed - sliceStart >= Self.inputSliceSeconds {
                    inputPending = true
                    needsDraw = true
                    break
                }
            }
        }
    }

    /// Performs what the model asked for: presents its frame; returns false when the session ends.
    private func perform(_ effects: [SessionEffect], on screen: CursesScreen) -> Bool {
        for effect in effects {
            switch effect {
            case .draw: screen.present(model.frame())
            case .end: return false
            }
        }
        return true
    }

    /// Ctrl-Z or SIGTSTP: gives the terminal back and stops, as a shell's job does; once
    /// continued (`fg`), takes the terminal again for a full redraw. The session's clock stands
    /// still meanwhile, so a slide or a replay goes on where it was.
    private func suspend(screen: CursesScreen, signals: SignalGuard) {
        _ = model.apply(.suspend, atRealTime: realClock.elapsed)
        screen.suspend()
        signals.suspendProcess()
        screen.resume()
        // The loop draws next, whatever the model says: the terminal was someone else's meanwhile.
        _ = model.apply(.resumeAfterSuspend, atRealTime: realClock.elapsed)
    }

    /// After a terminating signal: what has arrived still goes in for a moment, then the rest is
    /// thrown away unread, so that the session ends within a second and none of a paste is left
    /// for the shell to run as commands (`run()` flushes what arrives after that).
    private func endBySignal(screen: CursesScreen, signals: SignalGuard) throws {
        try applyArrivedInput(screen: screen, signals: signals)
        // A paste cut short goes in as far as it came: that much was taken in.
        if !model.isReplaying, let paste = screen.input.endPaste() { _ = apply(paste) }
        screen.input.discardUnread(quietMilliseconds: Self.quietMillisecondsBeforeDiscarded, within: Self.longestDiscardSeconds)
    }

    /// After a terminating signal: what the user typed before it still goes in — keys typed ahead
    /// of the loop — until input stops coming for a moment, `longestFinishSeconds` have passed
    /// (a paste may go on arriving for long), or another signal asks to end at once. Nothing is
    /// drawn meanwhile.
    private func applyArrivedInput(screen: CursesScreen, signals: SignalGuard) throws {
        guard !model.isReplaying else { return }
        let signalsSoFar = signals.endingSignalCount
        let deadline = realClock.elapsed + Self.longestFinishSeconds
        while realClock.elapsed < deadline {
            let (events, exhausted) = screen.input.readPendingEvents(limit: Self.finishBatchReads)
            for event in events {
                guard apply(event) else { return }
            }
            signals.drainWakeups()
            if signals.endingSignalCount > signalsSoFar { return }
            if exhausted {
                let wake = try wait(input: screen.inputDescriptor, signals: signals.wakeDescriptor,
                                    timeout: Self.quietMillisecondsBeforeEnding)
                if wake == .timeout || wake == .inputClosed { return }
            }
        }
    }

    /// Hands one terminal event to the model, stamped with the real time now; returns false when
    /// it ends the session.
    private func apply(_ event: TerminalEvent) -> Bool {
        !model.apply(.terminal(event), atRealTime: realClock.elapsed).contains { if case .end = $0 { true } else { false } }
    }

    private enum Wake { case input, timeout, inputClosed, signal }

    /// Sleeps until the terminal or the signal pipe is readable, or `timeout` ms (-1: forever).
    private func wait(input: Int32, signals: Int32, timeout: Int32) throws -> Wake {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 {
            // EINTR: a signal (a resize, usually) came in; the caller checks everything anyway.
            guard errno == EINTR else { throw TerminalError.systemCall(name: "poll", errorNumber: errno) }
            return .signal
        }
        if ready == 0 { return .timeout }
        if descriptors[1].revents != 0 { return .signal }
        let closed = Int16(POLLHUP | POLLERR | POLLNVAL)
        // Without this a vanished terminal would make poll() return at once forever.
        if descriptors[0].revents & closed != 0, descriptors[0].revents & Int16(POLLIN) == 0 { return .inputClosed }
        return .input
    }
}
