/// A handler of the strategy protocol, seen from kbsim: it answers a request line with a reply
/// line. The process behind `exec:COMMAND` is one (KeyboardSimExec); a test gives a function.
/// A handler is shared by every copy of the strategy using it (a step back rebuilds the
/// simulator; compare mode plays it twice): it must answer the same request with the same reply.
package protocol StrategyHandler: Sendable {
    /// The reply line to `request` (one line, no newline), or why none came.
    func reply(to request: String) -> Result<String, StrategyHandlerFailure>
    /// The reply to `request`, sent in `conversation` (one session's exchanges with the handler),
    /// with the instant by which kbsim must have read it; or why none came. Default: `reply(to:)`,
    /// with no deadline, for a handler whose failures no session can cause another.
    func reply(to request: String, in conversation: StrategyConversation) -> Result<StrategyHandlerReply, StrategyHandlerFailure>
    /// The last lines the handler wrote to its standard error, for an error message ("" when none).
    func standardErrorTail() -> String
    /// Ends the handler, whose reply kbsim could not accept; the next request starts it afresh.
    func stop()
}

extension StrategyHandler {
    /// A handler with nothing to end (a function) does nothing.
    package func stop() {}

    /// The reply `reply(to:)` gives, with no deadline for reading it.
    package func reply(to request: String, in conversation: StrategyConversation) -> Result<StrategyHandlerReply, StrategyHandlerFailure> {
        reply(to: request).map { StrategyHandlerReply(line: $0) }
    }
}

/// Why a handler gave no reply line.
package struct StrategyHandlerFailure: Error, Hashable, Sendable {
    /// What happened, as a sentence without a subject (`did not reply within 2 s`).
    package var reason: String
    /// What it wrote of a reply before failing, if anything.
    package var partialReply: String?
    /// The last lines of its standard error as it failed, when the handler kept them with the
    /// failure (another session may have restarted it by the time the message is written).
    package var standardError: String?

    /// A failure for `reason`, with what was read of the reply and the handler's last words.
    package init(reason: String, partialReply: String? = nil, standardError: String? = nil) {
        self.reason = reason
        self.partialReply = partialReply
        self.standardError = standardError
    }
}
