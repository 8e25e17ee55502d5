/// A reply line a handler gave, and how long kbsim has to read it: the handler's timeout covers
/// reading the line and parsing it, so a reply that is slow to parse fails like one slow to come.
package struct StrategyHandlerReply: Sendable {
    /// The reply, one line without its newline.
    package var line: String
    /// The instant by which the reply must have been parsed, nil for no limit.
    package var readBy: ContinuousClock.Instant?
    /// What the failure says when it was not (`did not reply within 2 s (--strategy-timeout)`).
    package var lateReason: String

    /// The reply `line`, to be parsed by `readBy` or else fail saying `lateReason`.
    package init(line: String, readBy: ContinuousClock.Instant? = nil, lateReason: String = "took too long to reply") {
        self.line = line
        self.readBy = readBy
        self.lateReason = lateReason
    }
}
