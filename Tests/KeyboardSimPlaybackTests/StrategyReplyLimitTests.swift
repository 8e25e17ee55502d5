import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// What a handler's reply cannot cost kbsim, and what a strategy's log cannot do to a transcript.
@Suite("Strategy replies and logs: linear to read, read within the timeout, never a repeated key in a transcript", .timed)
struct StrategyReplyLimitTests {
    @Test("an object of 100,000 members is read whole, its repeated-member check included")
    func wideObjectReadLinearly() throws {
        let members = (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        // No clock here: the check was quadratic once (16–24 s), well under a second now in a debug
        // build; a return of it shows in the slowest tests `make test` prints.
        let value = try JSONValue.parse("{\"state\":{" + members + "}}")
        guard case .object(let state)? = value["state"] else { Issue.record("no state"); return }
        #expect(state.count == 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse("{\"a\":1,\"b\":2,\"a\":3}") }
    }

    @Test("a reply not parsed by its deadline is overdue: the timeout covers parsing as well as reading")
    func parsingCountsAgainstTheTimeout() throws {
        let members = (0..<20_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let line = "{\"state\":{" + members + "}}"
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        #expect(throws: StrategyReplyOverdue.self) { try StrategyReply(line: line, readBy: past) }
        #expect(throws: StrategyReplyOverdue.self) { try StrategyReply(line: "{}", readBy: past) }
        #expect(try StrategyReply(line: line, readBy: ContinuousClock.now.advanced(by: .seconds(60))).state != nil)
        do {
            _ = try JSONValue.parse(line, readBy: past)
            Issue.record("parsed past its deadline")
        } catch {
            #expect(error.isOverdue)
        }
    }

    @Test("a strategy handed a reply it cannot read in time fails as a handler that did not reply in time, and stops it")
    func overdueReplyFailsTheStrategy() throws {
        let handler = LateHandler()
        var strategy = ExecStrategy(command: "late", handler: handler)
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 50)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 50))
        let call = DelegateCall(method: .textFieldDidBeginEditing, field: "email", rect: Rect(x: 1, y: 5, width: 37, height: 1))
        let outcome = strategy.receive(.delegate(call), views: &views, at: 0)
        let failure = try #require(outcome.failure)
        #expect(failure.message.hasPrefix("the handler did not reply within 2 s (--strategy-timeout)"), "\(failure.message)")
        #expect(handler.stops.withLock { $0 } == 1)
    }

    @Test("a log detail named t, event, strategy, action or variant is written detail.NAME: a transcript line never repeats a key",
          arguments: ["t", "event", "strategy", "action", "variant"])
    func detailNamesNeverRepeatKeys(name: String) throws {
        let details: [StrategyAction.Detail] = [.init(name, .int(1)), .init("detail." + name, .int(2)), .init("inset", .int(3)), .init("inset", .int(4))]
        let action = StrategyAction(strategy: StrategyID(rawValue: "exec:x"), action: .init(rawValue: "moved"), details: details)
        let line = JSONTranscript.render([.event(TimedEvent(time: 0.5, event: .strategy(action)))])
        // The reader refuses a repeated member: the line parses, and keeps the transcript's own keys.
        let value = try JSONValue.parse(line.trimmingSuffix("\n"))
        #expect(value["t"] == .number("0.5"))
        #expect(value["event"] == .string("strategy"))
        #expect(value["strategy"] == .string("exec:x"))
        #expect(value["action"] == .string("moved"))
        #expect(value["detail." + name] == .number("1"))
        #expect(value["detail.detail." + name] == .number("2"))
        #expect(value["inset"] == .number("3"))
        #expect(value["detail.inset"] == .number("4"))
        #expect(try JSONValue.parse(JSONTranscript.line(for: .event(TimedEvent(time: 0.5, event: .strategy(action)))))["action"] == .string("moved"))
    }

    @Test("a pitfall's details never repeat the pitfall line's own keys either")
    func pitfallDetailNames() throws {
        let notice = PitfallNotice(pitfall: Pitfall(rawValue: "p"), strategy: .inset, field: "email",
                                   details: [.init("field", .int(1)), .init("t", .int(2))])
        let value = try JSONValue.parse(JSONTranscript.line(for: .pitfall(time: 1, notice)))
        #expect(value["field"] == .string("email"))
        #expect(value["detail.field"] == .number("1"))
        #expect(value["detail.t"] == .number("2"))
    }
}

extension String {
    /// The text without `suffix` at its end, if it has it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

/// A handler whose every reply comes with a deadline already past, as one that took its whole timeout to arrive.
private final class LateHandler: StrategyHandler, @unchecked Sendable {
    let stops = LockedCount()

    func reply(to request: String) -> Result<String, StrategyHandlerFailure> { .success("{}") }

    func reply(to request: String, in conversation: StrategyConversation) -> Result<StrategyHandlerReply, StrategyHandlerFailure> {
        .success(StrategyHandlerReply(line: "{}", readBy: ContinuousClock.now.advanced(by: .seconds(-1)),
                                      lateReason: "did not reply within 2 s (--strategy-timeout)"))
    }

    func standardErrorTail() -> String { "" }

    func stop() { stops.withLock { $0 += 1 } }
}

/// A count behind a lock (the test module has no Foundation).
final class LockedCount: @unchecked Sendable {
    private var value = 0
    /// Runs `body` on the count; the tests call it from one thread.
    func withLock<T>(_ body: (inout Int) -> T) -> T { body(&value) }
}
