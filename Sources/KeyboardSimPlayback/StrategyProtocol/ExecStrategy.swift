import KeyboardSim

/// `exec:COMMAND`: a handler in any language, spoken to in `kbsim-strategy/1`
/// (docs/reference/strategy-protocol.md). kbsim owns its state: this value holds what the handler
/// returned last and sends it with the next message, so a step back, compare mode and
/// look-ahead — which deliver the same messages again to a rebuilt simulator — stay exact.
package struct ExecStrategy: AvoidanceStrategy {
    /// The family's own id; each strategy is named `exec:COMMAND` (`id`).
    package static let id = StrategyID(rawValue: "exec")
    /// How many characters of a bad reply an error message quotes.
    package static let quotedReplyLength = 200

    /// `exec:COMMAND`: the family's prefix and this handler's command.
    package let id: StrategyID
    /// The state the handler returned last, as JSON text; nil (JSON null) before it returned one.
    package private(set) var state: String?
    /// Whether the handler has failed: the rest of the tape line's messages (WillShow, DidShow…
    /// come in the same step) are not sent, so a failure starts one process and costs one timeout.
    package private(set) var hasFailed = false
    /// The handler; nil only for the catalogue's `init()`, which nothing names.
    private let handler: (any StrategyHandler)?
    /// This session's exchanges with the handler, which other sessions may share: copies of the
    /// strategy (a look-ahead) share it, a strategy made afresh (a step back, a compared phone) has its own.
    private let conversation = StrategyConversation()

    /// A strategy with no handler, which does nothing: `exec:` strategies are made with their command
    /// (`init(handler:)`) by the family the command line registers.
    package init() {
        id = Self.id
        handler = nil
    }

    /// The strategy `exec:COMMAND` (or `name`, its labelled spelling `exec[label]:COMMAND`), spoken to through `handler`.
    package init(command: String, name: StrategyID? = nil, handler: any StrategyHandler) {
        id = name ?? StrategyID(rawValue: StrategyProtocol.prefix + command)
        self.handler = handler
    }

    /// Every message goes to the handler as its transcript line at time 0: the simulator calls
    /// `receive(_:views:at:)`, which gives the real time.
    package mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        receive(message, views: &views, at: 0)
    }

    /// Sends the message, the views and the state; applies the reply, or fails saying why.
    package mutating func receive(_ message: AppMessage, views: inout AppViews, at time: Double) -> StrategyOutcome {
        guard handler != nil, !hasFailed else { return .nothing }
        let request = StrategyRequest.line(for: message, at: time, views: views, state: state)
        return exchange(request, answering: message.name, asks: message.asksToBegin, views: &views)
    }

    /// Work the handler deferred is handed back as a message of its own, `deferred`, with its token.
    package mutating func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        receive(work, views: &views, at: 0)
    }

    /// The same, at `time` (the simulator calls this one).
    package mutating func receive(_ work: DeferredWork, views: inout AppViews, at time: Double) -> StrategyOutcome {
        guard handler != nil, !hasFailed else { return .nothing }
        let request = StrategyRequest.line(for: work, at: time, views: views, state: state)
        return exchange(request, answering: StrategyProtocol.deferredEvent, asks: false, views: &views)
    }

    /// Sends `request`, the line for the message `name` (a question when `asks`), and applies the
    /// reply to `views`; or fails, saying why, and asks nothing more.
    private mutating func exchange(_ request: String, answering name: String, asks: Bool, views: inout AppViews) -> StrategyOutcome {
        guard let handler else { return .nothing }
        let answer: StrategyHandlerReply
        switch handler.reply(to: request, in: conversation) {
        case .success(let reply): answer = reply
        case .failure(let failure):
            hasFailed = true
            return .failed(self.failure(failure.reason, reply: failure.partialReply, standardError: failure.standardError, handler: handler))
        }
        let line = answer.line
        let reply: StrategyReply
        do {
            reply = try StrategyReply(line: line, readBy: answer.readBy)
        } catch is StrategyReplyOverdue {
            hasFailed = true
            handler.stop()
            return .failed(failure(answer.lateReason, reply: line, handler: handler))
        } catch {
            return refuse("replied what \(StrategyProtocol.version) does not accept: \(error)", reply: line, handler: handler)
        }
        if reply.allow != nil, !asks {
            return refuse("replied allow to \(name), which asks nothing: allow answers textFieldShouldBeginEditing "
                          + "and textViewShouldBeginEditing only", reply: line, handler: handler)
        }
        if reply.footerFrame != nil, views.footerFrame == nil {
            return refuse("set views.footerFrame, but the form has no footer", reply: line, handler: handler)
        }
        if reply.inputBarFrame != nil, views.inputBarFrame == nil {
            return refuse("set views.inputBarFrame, but the form has no input bar", reply: line, handler: handler)
        }
        if let newState = reply.state { state = newState }
        return reply.apply(to: &views, strategy: id)
    }

    /// Fails on a reply kbsim will not take: the handler is stopped first, so that its stderr is
    /// whole, up to its end, for the message.
    private mutating func refuse(_ reason: String, reply: String, handler: any StrategyHandler) -> StrategyOutcome {
        hasFailed = true
        handler.stop()
        return .failed(failure(reason, reply: reply, handler: handler))
    }

    /// The failure's message: what went wrong, the reply quoted (its first 200 characters), the tail of stderr.
    private func failure(_ reason: String, reply: String?, standardError: String? = nil, handler: any StrategyHandler) -> StrategyFailure {
        var lines = ["the handler \(reason)"]
        if let reply {
            // Counted no further than the quote: a reply may be megabytes long.
            let quoted = reply.prefix(Self.quotedReplyLength + 1).count > Self.quotedReplyLength
                ? String(reply.prefix(Self.quotedReplyLength)) + "…" : reply
            // Control characters spelt out: a reply cannot drive the terminal the message is printed on.
            lines.append("  its reply: \(VisibleText.line(quoted))")
        }
        let tail = standardError ?? handler.standardErrorTail()
        if tail.isEmpty {
            lines.append("  its stderr: (nothing)")
        } else {
            lines.append("  its stderr, last lines:")
            lines += tail.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + VisibleText.line(String($0)) }
        }
        return StrategyFailure(strategy: id, message: lines.joined(separator: "\n"))
    }
}

extension StrategyFamily {
    /// `exec:COMMAND`: each command a strategy speaking `kbsim-strategy/1` to the handler `handler(command)`
    /// gives; `context` tells two registrations apart (the folder commands run in, the timeout).
    package static func exec(context: String, handler: @escaping @Sendable (_ command: String) -> any StrategyHandler) -> StrategyFamily {
        StrategyFamily(prefix: StrategyProtocol.prefix, placeholder: StrategyProtocol.prefix + "COMMAND", context: context,
                       summary: "Your own handler in any language: COMMAND runs with /bin/sh -c in the current folder (a tape's own, in the "
                           + "tape's folder, only with --allow-exec) and hears "
                           + "every message as a JSON line on its standard input, replying the views it changes (kbsim-strategy/1).",
                       explanations: { ExecExplanations(strategy: $0) },
                       factory: { command, name in ExecStrategy(command: command, name: name, handler: handler(command)) })
    }
}
