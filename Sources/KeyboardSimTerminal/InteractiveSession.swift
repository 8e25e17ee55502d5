#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardSim
import KeyboardSimRender

/// `kbsim run`: the simulated phone in the terminal, driven by the keyboard and the mouse.
///
/// Every input event reaches the simulator through one place (`feed`), stamped with the
/// seconds since the session started; `onInput` observes them there, which is all a tape
/// recorder needs. The loop sleeps in `poll()` until input, a signal, or the next frame is due.
public final class InteractiveSession {
    /// How the session starts (its terminal size is the real terminal's once it runs).
    public private(set) var configuration: SessionConfiguration
    /// Called with every input as the simulator resolved it, its time in session seconds, and the
    /// terminal size: everything a tape recorder needs.
    public var onInput: ((ResolvedInput, Double, Size) -> Void)?

    /// Called once the terminal is open, with the configuration the session starts from (its
    /// terminal size the real one).
    public var onStart: ((SessionConfiguration) -> Void)?
    /// The session time at which the last run ended.
    public private(set) var endTime: Double?
    /// The signal that ended the last run, if one did. A crash signal sent from outside (`kill
    /// -SEGV`, `kill -QUIT`) ends the session cleanly too; the caller writes the values, then
    /// dies by it (`SignalGuard.end(bySignal:)`).
    public private(set) var endingSignal: Int32?

    /// How many reads of input are applied between two looks at the signal pipe.
    static let inputBatchReads = 256
    /// How long input may be applied before a frame is drawn (a long paste shows its progress).
    static let inputSliceSeconds = 1.0 / 30
    /// After a terminating signal, input that has arrived still goes in until none comes for this long.
    static let quietMillisecondsBeforeEnding: Int32 = 100
    /// ... but for no longer than this (a second signal ends it at once).
    static let longestFinishSeconds = 30.0

    private var simulator: Simulator
    private var layout: TerminalLayout
    private let clock = MonotonicClock()
    /// The tape being replayed (`kbsim play --watch`), if any.
    private var replay: Replay?

    /// Prepares a session; nothing touches the terminal until `run()`.
    public init(_ configuration: SessionConfiguration) {
        self.configuration = configuration
        layout = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation)
        simulator = Simulator(configuration, screenSize: Self.screenSize(for: layout))
    }

    /// Runs a session until Ctrl-C, F10 or a terminating signal, with the terminal restored
    /// on return; returns what the fields hold then.
    public static func run(_ configuration: SessionConfiguration) throws -> FieldValues {
        try InteractiveSession(configuration).run()
    }

    /// Replays `inputs` (virtual seconds, in order) on the terminal at `speed` times real time:
    /// Space pauses and resumes, Ctrl-C or F10 quits; the session ends a second after the last input.
    public func replay(_ inputs: [(time: Double, event: InputEvent)], speed: Double) throws -> FieldValues {
        replay = Replay(inputs: inputs, speed: speed)
        defer { replay = nil }
        return try run()
    }

    /// Runs the session (see the static `run`); throws `TerminalError` when there is no usable terminal.
    public func run() throws -> FieldValues {
        TerminalLocale.configure()
        let signals = try SignalGuard.install()
        // Once a session has run, terminating signals stay answered while the values are
        // written: no signal may cut that short.
        var hasRun = false
        defer { signals.uninstall(ignoringLaterTerminations: hasRun) }
        let screen = try CursesScreen.openTerminal()
        hasRun = true
        signals.forwardResizeSignals()
        signals.setRestoresTerminalOnCrash(true)
        defer {
            signals.setRestoresTerminalOnCrash(false)
            screen.close()
        }
        configuration.terminalSize = screen.size
        layout = TerminalLayout(terminal: screen.size, orientation: configuration.orientation)
        simulator = Simulator(configuration, screenSize: Self.screenSize(for: layout))
        onStart?(configuration)
        defer {
            signals.beginShutdown()
            endTime = sessionTime
            endingSignal = signals.endingSignal
        }
        try loop(screen: screen, signals: signals)
        return simulator.fieldValues
    }

    /// The simulated screen size for a terminal layout (`TerminalLayout.simulatedScreenSize`).
    public static func screenSize(for layout: TerminalLayout) -> Size {
        layout.simulatedScreenSize
    }

    private func loop(screen: CursesScreen, signals: SignalGuard) throws {
        let input = screen.input
        var needsDraw = true
        // Input curses still holds from a read cut short by the batch limits: no waiting for it.
        var inputPending = false
        while true {
            if replay != nil {
                guard feedDueReplayInputs() else { return }
                needsDraw = true
            }
            if needsDraw {
                _ = simulator.advance(to: sessionTime)
                screen.present(Renderer.draw(simulator, layout: layout))
            }
            let timeout = inputPending ? 0 : FrameSchedule.pollTimeout(
                now: sessionTime, isAnimating: simulator.isAnimating && replay?.isPaused != true,
                nextChangeTime: replay?.isPaused == true ? nil : [simulator.nextChangeTime, replay?.nextTime].compactMap { $0 }.min(),
                speed: replay?.speed ?? 1)
            let wake = try wait(input: screen.inputDescriptor, signals: signals.wakeDescriptor, timeout: timeout)
            if wake == .signal, signals.drainWakeups() { return try applyArrivedInput(screen: screen, signals: signals) }
            if wake == .inputClosed { return }
            // A frame is due when the wait timed out (an animation step or a scheduled change),
            // and on every wake while animating, so that a flood of ignored input (mouse
            // motion) cannot starve the animation of frames.
            let now = sessionTime
            needsDraw = wake == .timeout || simulator.isAnimating || (simulator.nextChangeTime.map { $0 <= now } ?? false)
            // Read even when poll() saw nothing: curses may hold the rest of an escape sequence.
            // Input goes in batches with a look at the signal pipe between them, and a frame
            // at least every `inputSliceSeconds`: a long paste keeps neither a quit signal nor
            // the screen waiting.
            let sliceStart = clock.elapsed
            inputPending = false
            while true {
                let (events, exhausted) = input.readPendingEvents(limit: Self.inputBatchReads)
                for event in events {
                    guard apply(event) else { return }
                    needsDraw = true
                }
                if signals.drainWakeups() { return try applyArrivedInput(screen: screen, signals: signals) }
                if exhausted { break }
                if clock.elapsed - sliceStart >= Self.inputSliceSeconds {
                    inputPending = true
                    needsDraw = true
                    break
                }
            }
        }
    }

    /// After a terminating signal: what the user typed before it still goes in — a paste that has
    /// reached the terminal but not yet been read — until input stops coming for a moment, or
    /// another signal asks to end at once. Nothing is drawn meanwhile.
    private func applyArrivedInput(screen: CursesScreen, signals: SignalGuard) throws {
        guard replay == nil else { return }
        let signalsSoFar = signals.endingSignalCount
        let deadline = clock.elapsed + Self.longestFinishSeconds
        while clock.elapsed < deadline {
            let (events, exhausted) = screen.input.readPendingEvents(limit: Self.inputBatchReads)
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

    /// Hands one terminal event to the simulator; returns false when it ends the session.
    private func apply(_ event: TerminalEvent) -> Bool {
        // While replaying, the tape is the only input: the replay's key map says what a key does.
        let keyMap = replay == nil ? KeyMap.interactive : KeyMap.replay
        let action: SessionAction
        switch event {
        case .quit:
            // The decoder turns the map's quit keys (Ctrl-C, F10) into this event.
            return false
        case .resize(let terminalSize):
            layout = TerminalLayout(terminal: terminalSize, orientation: simulator.orientation)
            let newScreenSize = Self.screenSize(for: layout)
            if newScreenSize != simulator.screenSize { feed(.resize(newScreenSize)) }
            return true
        case .key(let press): action = keyMap.action(for: .key(press))
        case .click: action = keyMap.action(for: .click)
        case .wheel: action = keyMap.action(for: .wheel)
        }
        return perform(action, for: event)
    }

    /// Does what the key map says `event` does; returns false when that ends the session.
    private func perform(_ action: SessionAction, for event: TerminalEvent) -> Bool {
        switch action {
        case .quit:
            return false
        case .ignore:
            break
        case .togglePause:
            replay?.togglePause(at: clock.elapsed)
        case .rotate:
            rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
        case .nextEra:
            let eras = Era.allCases
            feed(.setEra(eras[(eras.firstIndex(of: simulator.era)! + 1) % eras.count]))
        case .nextStrategy:
            let kinds = StrategyKind.allCases
            let current = kinds.firstIndex(of: simulator.strategy.kind) ?? 0
            feed(.setStrategy(kinds[(current + 1) % kinds.count]))
        case .nextInputMethod:
            feed(.nextInputMethod)
        case .phone:
            switch event {
            case .key(let press):
                feed(.key(press))
            case .click(let terminalPoint):
                // A click outside the simulated screen (bezel, side pane) is not a tap.
                if let point = layout.screenPoint(fromTerminal: terminalPoint) { feed(.tap(point)) }
            case .wheel(let rows):
                feed(.scroll(by: rows))
            case .resize, .quit:
                break
            }
        }
        return true
    }

    /// Turns the phone: the terminal is laid out for the new orientation and the simulator told its new screen.
    private func rotate(to orientation: Orientation) {
        layout = TerminalLayout(terminal: layout.terminal, orientation: orientation)
        feed(.rotate(orientation, screen: Self.screenSize(for: layout)))
    }

    /// The one way input reaches the simulator.
    private func feed(_ event: InputEvent, at time: Double? = nil) {
        let time = time ?? sessionTime
        let (input, _) = simulator.handleResolving(event, at: time)
        onInput?(input, time, layout.terminal)
    }

    /// The simulator's clock: real seconds since the start, or, while replaying, the tape's
    /// virtual time (scaled by the speed, stopped while paused).
    private var sessionTime: Double {
        replay?.virtualTime(atElapsed: clock.elapsed) ?? clock.elapsed
    }

    /// Feeds the replayed inputs whose time has come; false once the replay is over.
    private func feedDueReplayInputs() -> Bool {
        guard var current = replay else { return true }
        let now = sessionTime
        while let next = current.nextInput, next.time <= now {
            current.advance()
            replay = current
            switch next.event {
            case .resize:
                continue  // the real terminal's size rules a visible replay
            case .rotate(let orientation, _):
                layout = TerminalLayout(terminal: layout.terminal, orientation: orientation)
                feed(.rotate(orientation, screen: Self.screenSize(for: layout)), at: next.time)
            default:
                feed(next.event, at: next.time)
            }
        }
        replay = current
        return !current.isFinished(at: now)
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
