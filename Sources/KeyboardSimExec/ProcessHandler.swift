import Foundation
import KeyboardSimPlayback

/// The process behind `exec:COMMAND`: `/bin/sh -c COMMAND` in a folder, spoken to in JSON Lines
/// over its standard input and output. Started at the first message, shared by every copy of
/// the strategy (and every simulator of a run), thread-safe. Nothing is remembered of a request
/// once answered: the handler is a function of message, views and state, so a step back or a
/// compared phone that sends the same line again gets the same reply by asking again, and
/// memory stays flat however many messages a run sends.
/// It runs in a process group of its own, ended whole after a failure (SIGTERM, then SIGKILL) and
/// when kbsim ends; a request after a failure starts it afresh.
package final class ProcessHandler: StrategyHandler, @unchecked Sendable {
    /// The command, as the strategy's name gives it (`python3 handler.py`).
    package let command: String
    /// The folder the command runs in: the tape's, else the current one.
    package let folder: String
    /// Seconds a reply may take (`--strategy-timeout`), reading and parsing it included.
    package let timeout: Double
    /// Seconds a freshly started handler has to start, before its first reply's `timeout` begins.
    package let startupGrace: Double
    /// How many bytes of the handler's stderr are kept for an error message: the last 64 KiB.
    static let standardErrorKept = 64 * 1024
    /// The longest reply line read, in bytes: 16 MiB; a longer one is refused and the handler stopped.
    package static let longestReply = 16 * 1024 * 1024
    /// How many bytes of a partial or stray reply an error message is given.
    static let quotedBytes = 4096
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
    /// Standard output not yet taken as a reply line.
    private var output = ReplyBuffer(limit: ProcessHandler.longestReply)
    private var outputClosed = false
    private var errorClosed = false
    /// The last bytes of standard error.
    private var errorTail = StandardErrorTail(limit: ProcessHandler.standardErrorKept)
    /// Whether the process running has replied yet: its first reply has the start-up grace too.
    private var hasReplied = false
    /// The conversation the running process replied to last: if the process then ends or writes
    /// more, that conversation — not the next to ask — is owed the failure.
    private weak var lastConversation: StrategyConversation?

    /// A handler running `command` in `folder`, each reply awaited `timeout` seconds, the first
    /// after a start `startupGrace` seconds more.
    package init(command: String, folder: String, timeout: Double, startupGrace: Double = 5) {
        self.command = command
        self.folder = folder
        self.timeout = timeout
        self.startupGrace = startupGrace
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

    /// The handler's reply line to one request line, outside a conversation (the protocol's own tests).
    package func reply(to request: String) -> Result<String, StrategyHandlerFailure> {
        reply(to: request, in: StrategyConversation()).map(\.line)
    }

    /// The reply to `request` in `conversation`. The process may have ended, or written a second
    /// line, since it last replied: that is the failure of the conversation it replied to. When a
    /// request gets no reply from a process that last replied to another conversation, whose fault
    /// it is cannot be told: it is asked again of a fresh process, and only a second failure is its own.
    package func reply(to request: String, in conversation: StrategyConversation) -> Result<StrategyHandlerReply, StrategyHandlerFailure> {
        exchange.lock()
        lock.lock()
        defer {
            lock.unlock()
            exchange.unlock()
        }
        if let owed = conversation.owedFailure { return .failure(owed) }
        if let failure = failureSinceLastReply() {
            if lastConversation === conversation { return .failure(failure) }
            lastConversation?.owedFailure = failure
        }
        let blamed = hasReplied ? lastConversation : nil
        let askedOthers = process != nil && hasReplied && lastConversation !== conversation
        switch ask(request) {
        case .success(let reply):
            lastConversation = conversation
            return .success(reply)
        case .failure(let silence) where askedOthers && silence.isSilence:
            blamed?.owedFailure = silence.failure
            let again = ask(request)
            // A fresh process failing on this request too: the request is at fault, not the conversation before.
            if case .failure = again, blamed?.owedFailure == silence.failure { blamed?.owedFailure = nil }
            if case .success = again { lastConversation = conversation }
            return again.mapError(\.failure)
        case .failure(let failure):
            return .failure(failure.failure)
        }
    }

    /// Ends the handler, whose reply kbsim could not accept; the next request starts it afresh.
    /// What it wrote to stderr before it ended is read to the end (half a second at most), for the message.
    package func stop() {
        exchange.lock()
        lock.lock()
        defer {
            lock.unlock()
            exchange.unlock()
        }
        guard process != nil else { return }
        stopProcess()
        let deadline = Date(timeIntervalSinceNow: Self.grace)
        while !errorClosed, lock.wait(until: deadline) {}
    }

    /// The running process's id (its group's), nil when none runs.
    func processID() -> pid_t? {
        lock.lock()
        defer { lock.unlock() }
        return process?.id
    }

    /// Whether the handler has written output no request has taken yet.
    func hasUnreadOutput() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !output.isEmpty
    }

    /// The bytes of stderr kept now, storage and all (what a flood of it costs kbsim).
    func keptStandardError() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return errorTail.storage
    }

    /// The tail of what the handler wrote on stderr, as text, for a report of its failure.
    package func standardErrorTail() -> String {
        lock.lock()
        defer { lock.unlock() }
        return Self.lastLines(errorTail.text)
    }

    /// Why a failure came, which decides whether another conversation may be to blame.
    private struct AskFailure: Error, Equatable {
        let failure: StrategyHandlerFailure
        /// Whether the handler gave no reply at all (it ended, or said nothing in time), rather than a bad one.
        let isSilence: Bool
    }

    /// One request written to the process (started if need be) and its reply line read.
    private func ask(_ request: String) -> Result<StrategyHandlerReply, AskFailure> {
        if process == nil {
            do { try start() } catch {
                return .failure(AskFailure(failure: StrategyHandlerFailure(reason: "could not be started in \(folder): \(error)"), isSilence: false))
            }
        }
        do {
            try process?.input.write(contentsOf: Data((request + "\n").utf8))
        } catch {
            // It has gone: its exit is what the wait below finds and reports.
        }
        let first = !hasReplied
        let allowed = timeout + (first ? startupGrace : 0)
        let deadline = Date(timeIntervalSinceNow: allowed)
        let readBy = ContinuousClock.now.advanced(by: .seconds(allowed))
        let late = first && startupGrace > 0 ? "did not reply within \(Self.seconds(timeout)) (--strategy-timeout) after \(Self.seconds(startupGrace)) to start"
            : "did not reply within \(Self.seconds(timeout)) (--strategy-timeout)"
        while true {
            if let line = output.takeLine() {
                hasReplied = true
                guard let text = Self.text(ofUTF8: line) else {
                    let failure = failure(Self.invalidUTF8Reason(line), partial: String(decoding: line.prefix(Self.quotedBytes), as: UTF8.self))
                    stopProcess()
                    return .failure(AskFailure(failure: failure, isSilence: false))
                }
                if !output.isEmpty {
                    let failure = strayLineFailure()
                    stopProcess()
                    return .failure(AskFailure(failure: failure, isSilence: false))
                }
                return .success(StrategyHandlerReply(line: text, readBy: readBy, lateReason: late))
            }
            if output.isTooLong {
                let failure = failure("replied more than \(Self.longestReply / (1024 * 1024)) MiB without ending its line (the longest reply kbsim reads)",
                                      partial: partialText())
                stopProcess()
                return .failure(AskFailure(failure: failure, isSilence: false))
            }
            if outputClosed { return .failure(AskFailure(failure: ended(), isSilence: true)) }
            if !lock.wait(until: deadline) {
                let failure = failure(late, partial: partialText())
                stopProcess()
                return .failure(AskFailure(failure: failure, isSilence: true))
            }
        }
    }

    /// What went wrong with the process since its last reply, if anything: it wrote more (a
    /// second line for one message) or ended. Either way it is stopped, to start afresh.
    private func failureSinceLastReply() -> StrategyHandlerFailure? {
        guard process != nil else { return nil }
        if !output.isEmpty {
            let failure = strayLineFailure()
            stopProcess()
            return failure
        }
        if outputClosed { return ended() }
        return nil
    }

    /// The failure of a handler that wrote more after a reply line, before the next request.
    private func strayLineFailure() -> StrategyHandlerFailure {
        failure("wrote more than one line in reply to one message (kbsim-strategy/1 is one line per message; "
                + "write logs to stderr)", partial: partialText())
    }

    /// A failure saying `reason`, with `partial` as the reply and the stderr of now.
    private func failure(_ reason: String, partial: String?) -> StrategyHandlerFailure {
        StrategyHandlerFailure(reason: reason, partialReply: partial, standardError: Self.lastLines(errorTail.text))
    }

    /// What is waiting of a reply, as text, taken out; nil when nothing is.
    private func partialText() -> String? {
        output.isEmpty ? nil : String(decoding: output.takeAll(atMost: Self.quotedBytes), as: UTF8.self)
    }

    /// `bytes` as text, nil when they are not UTF-8: a reply's text is kept as written, never repaired.
    static func text(ofUTF8 bytes: [UInt8]) -> String? {
        #if canImport(Darwin)
        if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) }
        return invalidUTF8Offset(bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
        #else
        return String(validating: bytes, as: UTF8.self)
        #endif
    }

    /// Where the first byte that is not part of valid UTF-8 is, nil when all is valid.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Why a reply that is not UTF-8 is refused, naming the first bad byte.
    static func invalidUTF8Reason(_ line: [UInt8]) -> String {
        let offset = invalidUTF8Offset(line) ?? 0
        return "replied a line that is not UTF-8 (byte \(offset + 1) is 0x\(String(line[offset], radix: 16, uppercase: true)))"
    }

    /// Starts the process, with a thread reading each of its outputs.
    private func start() throws {
        // A handler that exits makes writes to its pipe fail; that must not end kbsim.
        signal(SIGPIPE, SIG_IGN)
        let process = try ProcessGroup(command: command, folder: folder)
        self.process = process
        generation += 1
        output = ReplyBuffer(limit: Self.longestReply)
        outputClosed = false
        errorClosed = false
        errorTail = StandardErrorTail(limit: Self.standardErrorKept)
        hasReplied = false
        lastConversation = nil
        read(process.output) { handler, data in
            if let data { handler.output.append(data) } else { handler.outputClosed = true }
        }
        read(process.error) { handler, data in
            if let data { handler.errorTail.append(data) } else { handler.errorClosed = true }
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
                // A process stopped is still read to its end (its last words on stderr), until the next one starts.
                if self.generation == owner { take(self, data.isEmpty ? nil : data) }
                self.lock.broadcast()
                self.lock.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// The failure of a handler whose standard output ended: it exited (or closed it).
    private func ended() -> StrategyHandlerFailure {
        let partial = partialText()
        // Its last words on stderr, and its status, arrive a moment after its output ends.
        let grace = Date(timeIntervalSinceNow: 0.5)
        while !errorClosed, lock.wait(until: grace) {}
        // Unlocked meanwhile: a handler blocked writing a full pipe needs its readers to end.
        lock.unlock()
        let termination = process?.termination(waitingUntil: grace)
        lock.lock()
        let reason = termination.map { "\($0) without replying" } ?? "closed its standard output without replying"
        let failure = failure(reason, partial: partial)
        stopProcess()
        return failure
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
