import Foundation
import KeyboardSimPlayback

/// The process behind `exec:COMMAND`: `/bin/sh -c COMMAND` in a folder, spoken to in JSON Lines
/// over its standard input and output. Started at the first message, shared by every copy of
/// the strategy (and every simulator of a run), thread-safe. Its replies are remembered by
/// request line: the handler is a function of message, views and state, so a step back or a
/// compared phone that sends the same line again gets the same reply without asking it.
/// It runs in a process group of its own, ended whole after a failure (SIGTERM, then SIGKILL) and
/// when kbsim ends; a request after a failure starts it afresh.
public final class ProcessHandler: StrategyHandler, @unchecked Sendable {
    /// The command, as the strategy's name gives it (`python3 handler.py`).
    public let command: String
    /// The folder the command runs in: the tape's, else the current one.
    public let folder: String
    /// Seconds a reply may take (`--strategy-timeout`).
    public let timeout: Double
    /// How many bytes of the handler's stderr are kept for an error message.
    static let standardErrorKept = 2000
    /// Seconds a handler has, after SIGTERM, before SIGKILL; and, at kbsim's end, after its input closes.
    static let grace = 0.5

    /// Held for a whole exchange, request to reply: waiting for a reply lets go of `lock`, and a
    /// second request written meanwhile would take the first one's reply line (`kbsim test` plays
    /// tapes on several threads, all speaking to the one process).
    private let exchange = NSLock()
    /// Guards everything below; its condition wakes a request waiting for a reply line.
    private let lock = NSCondition()
    private var process: ProcessGroup?
    /// Which process this is of those started: a reader of an earlier one must not touch its state.
    private var generation = 0
    /// Bytes of standard output not yet taken as a reply line.
    private var output = Data()
    private var outputClosed = false
    private var errorClosed = false
    /// The last bytes of standard error.
    private var errorTail = Data()
    /// The reply to each request asked so far.
    private var replies: [String: String] = [:]

    /// A handler running `command` in `folder`, each reply awaited `timeout` seconds.
    public init(command: String, folder: String, timeout: Double) {
        self.command = command
        self.folder = folder
        self.timeout = timeout
    }

    deinit {
        stopAtTheEnd()
    }

    /// Ends the handler as kbsim ends: its standard input closing is its sign to end; a handler
    /// that ignores it is stopped with its group.
    func stopAtTheEnd() {
        lock.lock()
        defer { lock.unlock() }
        process?.end(patience: Self.grace, grace: Self.grace)
        process = nil
    }

    /// Ends the handler as `stopAtTheEnd` does, once no exchange is under way: nothing plays with it now.
    func stopWhenIdle() {
        exchange.withLock { stopAtTheEnd() }
    }

    public func reply(to request: String) -> Result<String, StrategyHandlerFailure> {
        exchange.lock()
        lock.lock()
        defer {
            lock.unlock()
            exchange.unlock()
        }
        if let known = replies[request] { return .success(known) }
        if process == nil {
            do { try start() } catch { return .failure(StrategyHandlerFailure(reason: "could not be started in \(folder): \(error)")) }
        }
        do {
            try process?.input.write(contentsOf: Data((request + "\n").utf8))
        } catch {
            // It has gone: its exit is what the wait below finds and reports.
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let newline = output.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: output[output.startIndex..<newline], as: UTF8.self)
                output.removeSubrange(output.startIndex...newline)
                replies[request] = line
                return .success(line)
            }
            if outputClosed { return .failure(ended()) }
            if !lock.wait(until: deadline) {
                let partial = output.isEmpty ? nil : String(decoding: output, as: UTF8.self)
                stopProcess()
                return .failure(StrategyHandlerFailure(reason: "did not reply within \(Self.seconds(timeout)) (--strategy-timeout)",
                                                       partialReply: partial))
            }
        }
    }

    /// Ends the handler, whose reply kbsim could not accept; the next request starts it afresh.
    public func stop() {
        exchange.lock()
        lock.lock()
        defer {
            lock.unlock()
            exchange.unlock()
        }
        stopProcess()
    }

    public func standardErrorTail() -> String {
        lock.lock()
        defer { lock.unlock() }
        return Self.lastLines(String(decoding: errorTail, as: UTF8.self))
    }

    /// Starts the process, with a thread reading each of its outputs.
    private func start() throws {
        // A handler that exits makes writes to its pipe fail; that must not end kbsim.
        signal(SIGPIPE, SIG_IGN)
        let process = try ProcessGroup(command: command, folder: folder)
        self.process = process
        generation += 1
        output = Data()
        outputClosed = false
        errorClosed = false
        errorTail = Data()
        read(process.output) { handler, data in
            if let data { handler.output.append(data) } else { handler.outputClosed = true }
        }
        read(process.error) { handler, data in
            if let data {
                handler.errorTail.append(data)
                if handler.errorTail.count > Self.standardErrorKept { handler.errorTail = handler.errorTail.suffix(Self.standardErrorKept) }
            } else {
                handler.errorClosed = true
            }
        }
    }

    /// Reads `handle` until its end on a thread of its own, handing each chunk (nil at the end) to
    /// `take` under the lock, while the process started last is still the handler's.
    private func read(_ handle: FileHandle, _ take: @escaping @Sendable (ProcessHandler, Data?) -> Void) {
        let owner = generation
        let thread = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                if self.process != nil, self.generation == owner { take(self, data.isEmpty ? nil : data) }
                self.lock.broadcast()
                self.lock.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// The failure of a handler whose standard output ended: it exited (or closed it).
    private func ended() -> StrategyHandlerFailure {
        let partial = output.isEmpty ? nil : String(decoding: output, as: UTF8.self)
        // Its last words on stderr, and its status, arrive a moment after its output ends.
        let grace = Date(timeIntervalSinceNow: 0.5)
        while !errorClosed, lock.wait(until: grace) {}
        // Unlocked meanwhile: a handler blocked writing a full pipe needs its readers to end.
        lock.unlock()
        let termination = process?.termination(waitingUntil: grace)
        lock.lock()
        let reason = termination.map { "\($0) without replying" } ?? "closed its standard output without replying"
        stopProcess()
        return StrategyHandlerFailure(reason: reason, partialReply: partial)
    }

    /// Ends the process and its group; the next request starts it afresh. Its stderr is kept for the message.
    private func stopProcess() {
        process?.end(patience: 0, grace: Self.grace)
        process = nil
    }

    /// `2 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The last lines of `text`, at most 10 and 500 characters, without a trailing newline.
    static func lastLines(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(11)
        var tail = lines.joined(separator: "\n")
        while tail.hasSuffix("\n") { tail.removeLast() }
        if tail.count > 500 { tail = "…" + tail.suffix(500) }
        return tail
    }
}
