import Foundation

/// What SIGINT, SIGTERM and SIGHUP do while `exec:` handlers run: every handler's process group is
/// ended (`HandlerGroups.endAll()`) before kbsim ends.
///
/// A signal handler can do little safely: it writes the signal's number to a pipe, and a thread of
/// this type's, woken by it, does the ending. Two handlers write there:
/// - kbsim's own, armed when the first handler starts, for a signal whose action is still the
///   default then (`play`, `test`, the headless part of `play --watch`); a signal ignored when kbsim
///   started (`nohup`, a shell's background job) stays ignored. Once the groups have ended, kbsim
///   ends by the signal, as its default action would have ended it (status 128 + n).
/// - an interactive session's (`SignalGuard` in `kbsim run` and the watched replay), through
///   `terminationHook`: the groups are ended, and the session — no longer held by a handler it
///   awaited, whose pipe has closed — ends itself, restores the terminal and writes its values.
package enum SignalEnding {
    /// The signals that end the handlers.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Set in the byte a signal writes when kbsim is to end by the signal once the groups have ended.
    private static let endsProcessFlag: UInt8 = 0x80

    /// What an interactive session's signal handler calls with each terminating signal: ends the
    /// handlers' groups and leaves the process to the session. Async-signal-safe (one `write`).
    package static var terminationHook: @convention(c) (Int32) -> Void {
        _ = wakeDescriptor
        return endHandlersOnSignal
    }

    /// Makes the pipe and starts the thread that ends the groups, and arms kbsim's own handlers;
    /// once, at the first handler's start.
    static func prepare() {
        _ = prepared
    }

    private static let prepared: Void = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A signal handler must never block on a full pipe.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let reading = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(reading, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                let endsProcess = byte & endsProcessFlag != 0
                if endsProcess { silenceProcess() }
                HandlerGroups.shared.endAll()
                if endsProcess { end(bySignal: Int32(byte & ~endsProcessFlag)) }
            }
        }
        thread.start()
        // The threads that played with a handler see it end: their reports of that, and of the
        // handlers that may no longer start, are not written (`silenceProcess`), and an exit they
        // reach waits here for the signal to end the process instead.
        atexit {
            while isEndingBySignal.pointee != 0 { usleep(10_000) }
        }
        wakeDescriptor.pointee = ends[1]
        for signal in terminationSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.sa_flags & SA_SIGINFO == 0, handlerAddress(of: current) == 0 else { continue }
            // BSD semantics (glibc's and Darwin's `signal`): interrupted calls restart.
            _ = Foundation.signal(signal, endHandlersAndProcessOnSignal)
        }
    }()

    /// The plain handler of `action` as a number: SIG_DFL is 0, SIG_IGN 1.
    private static func handlerAddress(of action: sigaction) -> Int {
        #if os(Linux)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// From the signal on, kbsim writes nothing more, as the signal's default action would have it;
    /// what it wrote before stays.
    private static func silenceProcess() {
        isEndingBySignal.pointee = 1
        let nothing = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard nothing >= 0 else { return }
        _ = dup2(nothing, STDOUT_FILENO)
        _ = dup2(nothing, STDERR_FILENO)
        close(nothing)
    }

    /// How the ending thread ends the process by a signal once the groups have ended: by its
    /// default action, as the command line sets it (`SignalGuard.end(bySignal:)`); else with its status.
    package static func setProcessEnding(_ ending: @escaping @Sendable (Int32) -> Never) {
        processEndingLock.withLock { processEnding = ending }
    }

    private static let processEndingLock = NSLock()
    private nonisolated(unsafe) static var processEnding: @Sendable (Int32) -> Never = { _exit(128 + $0) }

    private static func end(bySignal signal: Int32) -> Never {
        processEndingLock.withLock { processEnding }(signal)
    }
}

/// The write end of the ending thread's pipe, -1 until it runs; a pointer, which a signal handler
/// may read (a Swift global's first access is not async-signal-safe: `terminationHook` makes it).
private nonisolated(unsafe) let wakeDescriptor: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: -1)
    return pointer
}()

/// Whether the ending thread is ending the process by a signal (1): an exit waits for it.
private nonisolated(unsafe) let isEndingBySignal: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()

/// Wakes the ending thread with `byte`; async-signal-safe.
private func wakeEndingThread(_ byte: UInt8) {
    let savedErrorNumber = errno
    var byte = byte
    if wakeDescriptor.pointee >= 0 { _ = write(wakeDescriptor.pointee, &byte, 1) }
    errno = savedErrorNumber
}

private func endHandlersOnSignal(_ signal: Int32) {
    wakeEndingThread(UInt8(truncatingIfNeeded: signal) & 0x7f)
}

private func endHandlersAndProcessOnSignal(_ signal: Int32) {
    wakeEndingThread((UInt8(truncatingIfNeeded: signal) & 0x7f) | 0x80)
}
