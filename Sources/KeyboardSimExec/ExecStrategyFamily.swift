import Foundation
import KeyboardSim
import KeyboardSimPlayback

extension StrategyFamily {
    /// The seconds a handler has to reply, unless `--strategy-timeout` says otherwise.
    package static let defaultHandlerTimeout = 2.0

    /// `exec:COMMAND` as the command line registers it: each command runs in `folder` (the
    /// tape's, for the tape's own `Set Strategy`; nil: the current one, for the command line's) with
    /// `timeout` seconds per reply, one process per command and folder for the whole run (or until
    /// `endExecHandlers(folder:)`), shared by every session that names it; a terminating signal
    /// ends them all first (`SignalEnding`).
    package static func exec(folder: String? = nil, timeout: Double = defaultHandlerTimeout) -> StrategyFamily {
        let folder = folder ?? FileManager.default.currentDirectoryPath
        return .exec(context: "\(folder)\u{0}\(timeout)") { command in
            ProcessHandlers.shared.handler(command: command, folder: folder, timeout: timeout)
        }
    }

    /// Ends the processes of the `exec:` commands that run in `folder` (nil: the current one), as
    /// `exec(folder:)` names it, once nothing plays there any more (`kbsim test` after a folder's
    /// last tape): a later request starts one afresh.
    package static func endExecHandlers(folder: String?) {
        ProcessHandlers.shared.endHandlers(folder: folder ?? FileManager.default.currentDirectoryPath)
    }
}

/// The handlers a run has started, one per command, folder and timeout.
final class ProcessHandlers: @unchecked Sendable {
    static let shared = ProcessHandlers()
    private let lock = NSLock()
    private var handlers: [String: ProcessHandler] = [:]

    /// The handler running `command` in `folder`, made at the first asking.
    func handler(command: String, folder: String, timeout: Double) -> ProcessHandler {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(folder)\u{0}\(timeout)\u{0}\(command)"
        if let known = handlers[key] { return known }
        if handlers.isEmpty {
            // A handler must not outlive kbsim: one that ignores its input closing is ended with its group.
            atexit { ProcessHandlers.shared.stopAll() }
        }
        let handler = ProcessHandler(command: command, folder: folder, timeout: timeout)
        handlers[key] = handler
        return handler
    }

    /// Ends the processes of the handlers that run in `folder`, each once it is not in an exchange.
    func endHandlers(folder: String) {
        let running = lock.withLock { handlers.values.filter { $0.folder == folder } }
        for handler in running { handler.stopWhenIdle() }
    }

    /// Ends every handler started, as kbsim ends.
    private func stopAll() {
        lock.lock()
        let started = handlers.values
        lock.unlock()
        for handler in started { handler.stopAtTheEnd() }
    }
}
