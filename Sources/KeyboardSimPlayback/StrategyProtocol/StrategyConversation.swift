/// One session's exchanges with a handler that several sessions share (`kbsim test` plays tapes
/// side by side, compare mode plays phones side by side, all speaking to one process). A handler
/// that ends after answering a session owes that session the failure — not the next session to
/// ask — so a tape fails the same way however many tapes share its handler.
///
/// Its state belongs to the handler: read and written only under the handler's own lock.
package final class StrategyConversation: @unchecked Sendable {
    /// The failure the handler owes this session's next request: the process that answered it
    /// last ended, or wrote a second line, after its reply.
    package var owedFailure: StrategyHandlerFailure?

    /// A conversation that has not begun.
    package init() {}
}
