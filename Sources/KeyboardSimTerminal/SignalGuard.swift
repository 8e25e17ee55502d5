#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns terminating signals into a wake-up of the run loop, and restores the terminal on a crash.
///
/// SIGINT, SIGTERM and SIGHUP write a byte to a self-pipe (the only safe thing a handler can do
/// with the news); the run loop polls the pipe with the terminal, sees the byte and returns
/// normally, so the caller ends curses and prints the values. More signals while that happens
/// change nothing: the values are written once. Only a loop that has not answered the first
/// signal for `stuckLoopSeconds` is stuck; the next signal then restores the terminal and
/// obeys at once.
///
/// A crash signal sent from outside (`kill -SEGV`, `kill -QUIT`) is news as well: the session
/// ends as for SIGTERM, and the caller then dies by that signal (`end(bySignal:)`). A real
/// crash (a fault, a trap, abort()) leaves the state unsound: the handler restores the terminal
/// with async-signal-safe calls only and dies by the signal's default action — never through
/// the Swift runtime's backtracer, which on a terminal waits for a key press.
/// SIGWINCH stays curses' (it becomes KEY_RESIZE); `forwardResizeSignals()` only adds a wake-up.
/// SIGTSTP (`kill -TSTP`; Ctrl-Z arrives as a key in raw mode) asks the loop to suspend, which it
/// does between frames, with the terminal given back (`suspendProcess()`); SIGCONT asks for a
/// full redraw, since whoever stopped the process may have written over the screen.
/// Install it before `newterm`: curses then leaves SIGINT, SIGTERM and SIGTSTP alone.
package final class SignalGuard {
    /// The signals that end the session cleanly.
    package static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signals of a crash, after which the terminal is restored as far as a handler can.
    package static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]
    /// The job-control signals the loop answers: SIGTSTP suspends, SIGCONT redraws.
    package static let jobControlSignals: [Int32] = [SIGTSTP, SIGCONT]
    /// How long the loop may leave a terminating signal unanswered before another one ends the
    /// process at once: far longer than the loop ever takes between two looks at the pipe.
    package static let stuckLoopSeconds = 5

    /// What a crash handler writes to the terminal: mouse tracking off (X10, button, any-motion,
    /// SGR), bracketed paste off, normal screen, cursor keys and keypad back to normal, cursor
    /// visible, plain colours.
    package static let crashRestoreSequence: StaticString =
        "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[0m\r\n"

    /// The descriptor to poll for POLLIN: readable when a signal wants the loop's attention.
    package var wakeDescriptor: Int32 { readDescriptor }
    /// The first signal that asked the session to end, if one did: the caller dies by it when it
    /// is a crash signal, once the values are out.
    package private(set) var endingSignal: Int32?
    /// How many signals have asked the session to end so far: a loop finishing what was typed
    /// before the first one stops at the next.
    package private(set) var endingSignalCount = 0
    /// Whether a SIGTSTP has asked the session to suspend since the loop last took the request.
    package private(set) var isSuspendRequested = false
    /// Whether a SIGCONT has come since the loop last redrew for one (`takeRedrawRequest()`).
    private var isRedrawRequested = false

    private let readDescriptor: Int32
    private var changedSignals: [Int32] = []
    private var isInstalled = true
    private var previousThreadMask = sigset_t()

    /// Installs the handlers and unblocks the signals on the calling thread, which should be the
    /// one that runs the loop; `terminalDescriptor` is the terminal whose modes a crash restores
    /// (its current modes are saved now, so install before curses changes them).
    package static func install(terminalDescriptor: Int32 = STDOUT_FILENO) throws -> SignalGuard {
        let state = signalState  // first access initialises the global outside any handler
        guard state.pointee.wakeWriteDescriptor < 0 else {
            throw TerminalError.systemCall(name: "SignalGuard.install (already installed)", errorNumber: EBUSY)
        }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw TerminalError.systemCall(name: "pipe", errorNumber: errno) }
        for descriptor in descriptors {
            // Non-blocking: a handler must never block on a full pipe, nor the drain on an empty one.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        state.pointee.wakeWriteDescriptor = descriptors[1]
        state.pointee.terminationCount = 0
        state.pointee.isShuttingDown = false
        state.pointee.restoresTerminal = false
        state.pointee.terminalDescriptor = terminalDescriptor
        state.pointee.hasSavedTerminalModes = isatty(terminalDescriptor) == 1
            && tcgetattr(terminalDescriptor, &state.pointee.savedTerminalModes) == 0
        let guardian = SignalGuard(readDescriptor: descriptors[0])
        // libdispatch and Swift concurrency threads block these signals; if every thread did,
        // they would stay pending for ever. Accept them on the thread that runs the loop.
        var accepted = sigset_t()
        sigemptyset(&accepted)
        for signal in terminationSignals + jobControlSignals + [SIGWINCH] { sigaddset(&accepted, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &accepted, &guardian.previousThreadMask)
        for signal in terminationSignals {
            guardian.setHandler(for: signal, makeAction(simple: terminationSignalHandler))
        }
        for signal in jobControlSignals {
            guardian.setHandler(for: signal, makeAction(simple: wakeSignalHandler))
        }
        for signal in crashSignals {
            guardian.setHandler(for: signal, makeAction(withInfo: crashSignalHandler))
        }
        // The runtime's backtracer must not run from here on; ours decides (see above).
        return guardian
    }

    private init(readDescriptor: Int32) {
        self.readDescriptor = readDescriptor
    }

    deinit { uninstall() }

    /// Makes SIGWINCH wake the run loop too, after curses' own handler has run (so a resize
    /// during the gap between draining input and entering poll() is not missed). Call after `newterm`.
    package func forwardResizeSignals() {
        guard isInstalled, !changedSignals.contains(SIGWINCH) else { return }
        setHandler(for: SIGWINCH, Self.makeAction(simple: resizeSignalHandler))
    }

    /// Has the handler of every terminating signal (and of a crash signal sent from outside) also
    /// call `hook` with the signal, first: what else must end at once — the `exec:` handlers'
    /// process groups, which a session waiting for a reply cannot end itself. `hook` runs in the
    /// signal handler and must be async-signal-safe. Set it before `install()`.
    package static func setTerminationHook(_ hook: (@convention(c) (Int32) -> Void)?) {
        signalState.pointee.terminationHook = hook
    }

    /// Tells a crash handler whether curses has the terminal now (and so whether to restore it).
    package func setRestoresTerminalOnCrash(_ enabled: Bool) {
        signalState.pointee.restoresTerminal = enabled
    }

    /// Empties the wake pipe; returns whether a terminating signal has arrived (now or before).
    @discardableResult
    package func drainWakeups() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                let signal = Int32(byte)
                if signal == SIGTSTP { isSuspendRequested = true }
                if signal == SIGCONT { isRedrawRequested = true }
                guard Self.endsSession(signal) else { continue }
                endingSignal = endingSignal ?? signal
                endingSignalCount += 1
            }
        }
        guard endingSignal != nil else { return false }
        beginShutdown()
        return true
    }

    /// Stops the process as SIGTSTP's default action would, once the caller has given the
    /// terminal back; returns when the shell continues it (`fg`), the caller then taking the
    /// terminal again and redrawing. Takes the pending suspend and redraw requests.
    package func suspendProcess() {
        isSuspendRequested = false
        setRestoresTerminalOnCrash(false)
        setDisposition(of: SIGTSTP, to: SIG_DFL)
        // The whole process group stops, as for a Ctrl-Z the terminal's driver would have sent.
        _ = kill(0, SIGTSTP)
        var action = Self.makeAction(simple: wakeSignalHandler)
        _ = sigaction(SIGTSTP, &action, nil)
        drainWakeups()
        isSuspendRequested = false
        isRedrawRequested = false
        setRestoresTerminalOnCrash(true)
    }

    /// Takes a pending redraw request (a SIGCONT came); returns whether there was one.
    package func takeRedrawRequest() -> Bool {
        defer { isRedrawRequested = false }
        return isRedrawRequested
    }

    /// Says the session is ending: from now on terminating signals are answered (the values
    /// are on their way), so none of them may cut the ending short.
    package func beginShutdown() {
        signalState.pointee.isShuttingDown = true
    }

    /// Whether a signal byte in the pipe asks the session to end (SIGWINCH only wakes the loop).
    private static func endsSession(_ signal: Int32) -> Bool {
        terminationSignals.contains(signal) || crashSignals.contains(signal)
    }

    /// Puts back the previous handlers and this thread's signal mask, and closes the pipe.
    /// With `ignoringLaterTerminations`, SIGINT, SIGTERM and SIGHUP are ignored from then on
    /// instead: a session that has ended is writing its values, which no signal may cut short.
    /// Call it on the thread that installed the guard. Safe to call twice.
    package func uninstall(ignoringLaterTerminations: Bool = false) {
        guard isInstalled else { return }
        isInstalled = false
        let state = signalState
        state.pointee.restoresTerminal = false
        for signal in changedSignals.reversed() {
            if ignoringLaterTerminations && Self.terminationSignals.contains(signal) {
                setDisposition(of: signal, to: SIG_IGN)
                continue
            }
            _ = sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        }
        changedSignals = []
        _ = pthread_sigmask(SIG_SETMASK, &previousThreadMask, nil)
        close(state.pointee.wakeWriteDescriptor)
        state.pointee.wakeWriteDescriptor = -1
        close(readDescriptor)
    }

    /// Ends the process by `signal`, with its default action, as a shell expects of a program
    /// that a signal ended (status 128 + n). For a crash signal sent from outside, after the values.
    package static func end(bySignal signal: Int32) -> Never {
        setDisposition(of: signal, to: SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        _ = raise(signal)
        // A signal whose default is to be ignored (none of ours) would get here.
        _exit(128 + signal)
    }

    private func setHandler(for signal: Int32, _ action: sigaction) {
        var action = action
        _ = sigaction(signal, &action, signalState.pointee.previousActions + Int(signal))
        changedSignals.append(signal)
    }

    /// An action that calls `handler` (or is SIG_DFL / SIG_IGN), without SA_RESTART.
    fileprivate static func makeAction(simple handler: SignalDisposition) -> sigaction {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        // Not SA_RESTART: the point is to interrupt poll().
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        return action
    }

    private static func makeAction(
        withInfo handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) -> sigaction {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        return action
    }
}

/// Plain values the handlers read and write. Handlers reach it through a pointer, never a Swift
/// `var`: a global var access in a handler could trip Swift's exclusivity checks.
private struct SignalHandlerState {
    var wakeWriteDescriptor: Int32 = -1
    var terminalDescriptor: Int32 = -1
    var savedTerminalModes = termios()
    var hasSavedTerminalModes = false
    var restoresTerminal = false
    var terminationCount = 0
    /// Set once the loop has answered a terminating signal (or ended by itself).
    var isShuttingDown = false
    /// When the first terminating signal came (CLOCK_MONOTONIC seconds).
    var firstTerminationSeconds = 0
    /// Called with each terminating signal (`setTerminationHook`).
    var terminationHook: (@convention(c) (Int32) -> Void)?
    /// The handlers in place before ours, indexed by signal number.
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// Allocated once, on first use by `SignalGuard.install` (never inside a handler), and never freed.
private nonisolated(unsafe) let signalState: UnsafeMutablePointer<SignalHandlerState> = {
    let signalCount = 65  // NSIG on Linux; indexes up to the real-time signals
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
    actions.initialize(repeating: sigaction(), count: signalCount)
    let state = UnsafeMutablePointer<SignalHandlerState>.allocate(capacity: 1)
    state.initialize(to: SignalHandlerState(previousActions: actions))
    return state
}()

/// Writes the restore sequence and the saved terminal modes, and throws away the input not read
/// (the rest of a paste would run as the shell's commands); async-signal-safe.
private func restoreTerminalFromHandler() {
    let state = signalState
    guard state.pointee.restoresTerminal else { return }
    state.pointee.restoresTerminal = false
    let sequence = SignalGuard.crashRestoreSequence
    _ = write(state.pointee.terminalDescriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
    if state.pointee.hasSavedTerminalModes {
        _ = tcsetattr(state.pointee.terminalDescriptor, TCSANOW, &state.pointee.savedTerminalModes)
    }
    _ = tcflush(state.pointee.terminalDescriptor, TCIFLUSH)
}

#if os(Linux)
fileprivate typealias SignalDisposition = __sighandler_t?
#else
fileprivate typealias SignalDisposition = sig_t?
#endif

/// Sets `signal` to a plain disposition (SIG_DFL or SIG_IGN); async-signal-safe.
private func setDisposition(of signal: Int32, to disposition: SignalDisposition) {
    var action = SignalGuard.makeAction(simple: disposition)
    _ = sigaction(signal, &action, nil)
}

/// Monotonic seconds; clock_gettime is async-signal-safe.
private func monotonicSeconds() -> Int {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec)
}

private func terminationSignalHandler(_ signal: Int32) {
    let savedErrorNumber = errno
    let state = signalState
    state.pointee.terminationHook?(signal)
    state.pointee.terminationCount += 1
    if state.pointee.terminationCount == 1 {
        state.pointee.firstTerminationSeconds = monotonicSeconds()
    } else if !state.pointee.isShuttingDown,
              monotonicSeconds() - state.pointee.firstTerminationSeconds >= SignalGuard.stuckLoopSeconds {
        // The first signal has gone unanswered for long: the loop is stuck. Restore the terminal and obey.
        restoreTerminalFromHandler()
        _ = sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        _ = raise(signal)
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(state.pointee.wakeWriteDescriptor, &byte, 1)
    errno = savedErrorNumber
}

/// Only wakes the loop, naming the signal (SIGTSTP, SIGCONT).
private func wakeSignalHandler(_ signal: Int32) {
    let savedErrorNumber = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalState.pointee.wakeWriteDescriptor, &byte, 1)
    errno = savedErrorNumber
}

private func resizeSignalHandler(_ signal: Int32) {
    let savedErrorNumber = errno
    let state = signalState
    let previous = state.pointee.previousActions[Int(signal)]
    #if os(Linux)
    let previousHandler = previous.__sigaction_handler.sa_handler
    #else
    let previousHandler = previous.__sigaction_u.__sa_handler
    #endif
    // SIG_DFL is 0 and SIG_IGN is 1; anything else is a function (curses' own handler).
    if previous.sa_flags & SA_SIGINFO == 0, unsafeBitCast(previousHandler, to: Int.self) > 1 {
        previousHandler?(signal)
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(state.pointee.wakeWriteDescriptor, &byte, 1)
    errno = savedErrorNumber
}

private func crashSignalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
                                _ context: UnsafeMutableRawPointer?) {
    let savedErrorNumber = errno
    let state = signalState
    // si_code <= 0: sent by kill() or sigqueue(), not a fault of this process. Sent by another
    // process, it leaves the state sound: the loop ends the session and the values are written.
    let code = info?.pointee.si_code ?? 0
    #if os(Linux)
    let sender = info?.pointee._sifields._kill.si_pid ?? 0
    #else
    let sender = info?.pointee.si_pid ?? 0
    #endif
    if code <= 0, sender != getpid(), state.pointee.wakeWriteDescriptor >= 0 {
        state.pointee.terminationHook?(signal)
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(state.pointee.wakeWriteDescriptor, &byte, 1)
        errno = savedErrorNumber
        return
    }
    restoreTerminalFromHandler()
    setDisposition(of: signal, to: SIG_DFL)
    // A fault (si_code > 0) re-executes its instruction on return and dies by it; abort(), a
    // breakpoint trap and a signal this process sent itself must be raised again (it stays
    // pending until this handler returns).
    if code <= 0 || signal == SIGTRAP || signal == SIGABRT {
        _ = raise(signal)
    }
    errno = savedErrorNumber
}
