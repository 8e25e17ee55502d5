import Foundation
import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A handler without a process: a function of the request line, which keeps every request it saw.
private final class FunctionHandler: StrategyHandler, @unchecked Sendable {
    let command: String
    private let answer: @Sendable (String) -> Result<String, StrategyHandlerFailure>
    private let lock = NSLock()
    private var seen: [String] = []

    init(_ command: String = "fake", answer: @escaping @Sendable (String) -> Result<String, StrategyHandlerFailure>) {
        self.command = command
        self.answer = answer
    }

    convenience init(replying reply: @escaping @Sendable (JSONValue) -> String) {
        self.init { .success(reply(try! JSONValue.parse($0))) }
    }

    var requests: [String] { lock.withLock { seen } }

    func reply(to request: String) -> Result<String, StrategyHandlerFailure> {
        lock.withLock { seen.append(request) }
        return answer(request)
    }

    func standardErrorTail() -> String { "Traceback: oops" }

    private var stops = 0
    var stopCount: Int { lock.withLock { stops } }

    func stop() { lock.withLock { stops += 1 } }
}

/// A catalogue whose `exec:` commands all reach `handler`.
private func catalogue(_ handler: FunctionHandler) -> StrategyCatalogue {
    StrategyCatalogue.builtIns.registering(family: .exec(context: "test") { _ in handler })
}

/// Plays `source` (a tape on the signup form, or on `form`) with `handler` behind every `exec:` name.
private func play(_ source: String, handler: FunctionHandler, form: Form = PlayerFixture.signup) throws -> PlaybackResult {
    let strategies = catalogue(handler)
    let tape = try TapeParser.parse(source, path: "inline.tape", strategies: strategies)
    var player = try Player(tape: tape, configuration: SessionConfiguration(form: form, tape: tape, strategies: strategies))
    return player.run()
}

/// A handler that counts the messages in its state and logs the count: what it sees of its state shows.
private func countingHandler() -> FunctionHandler {
    FunctionHandler { request in
    let count = request["state"].flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 0
    return "{\"state\":\(count + 1),\"log\":[{\"action\":\"counted\",\"details\":{\"count\":\(count + 1)}}]}"
    }
}

@Suite("exec:COMMAND — the strategy protocol kbsim-strategy/1, without a process", .timed)
struct ExecStrategyTests {
    static let tape = "Set Strategy \"exec:python3 handler.py\"\nTap email\nSleep 400ms\nTap phone\nSleep 400ms\nTap background\nSleep 400ms"

    @Test("a name is read as exec: only with the family registered, and makes a strategy named after its command")
    func familyReadsNames() throws {
        #expect(StrategyCatalogue.builtIns.id(named: "exec:python3 h.py") == nil)
        let strategies = catalogue(countingHandler())
        #expect(strategies.id(named: "exec:python3 h.py")?.rawValue == "exec:python3 h.py")
        #expect(strategies.id(named: "exec:") == nil)
        #expect(strategies.id(named: "inset") == .inset)
        #expect(strategies.validNames.last == "exec:COMMAND")
        let made = try #require(strategies.make(StrategyID(rawValue: "exec:python3 h.py")))
        #expect(made.id.rawValue == "exec:python3 h.py")
        #expect(made is ExecStrategy)
    }

    @Test("F3 from an exec: strategy, which is not in the cycle, goes to the catalogue's first strategy")
    func nextAfterAFamilyStrategy() {
        let strategies = catalogue(countingHandler())
        #expect(strategies.id(after: StrategyID(rawValue: "exec:python3 h.py")) == .none)
        #expect(strategies.id(after: .none) == .resize)
    }

    @Test("Set Strategy reads an exec: name quoted, and a recorded tape writes it back quoted")
    func quotedNameRoundTrips() throws {
        let strategies = catalogue(countingHandler())
        let tape = try TapeParser.parse("Set Strategy \"exec:python3 my handler.py\"", path: "inline.tape", strategies: strategies)
        let command = try #require(tape.commands.first)
        let line = try #require(TapePrinter.line(for: command.action))
        #expect(line == "Set Strategy \"exec:python3 my handler.py\"")
        #expect(TapePrinter.line(for: .set(.strategy(.inset))) == "Set Strategy inset")
        #expect(try TapeParser.parse(line, path: "again.tape", strategies: strategies).commands.first?.action == tape.commands.first?.action)
    }

    @Test("the why panel explains any action a handler logs, with its numbers")
    func handlerActionsExplained() throws {
        let id = StrategyID(rawValue: "exec:python3 h.py")
        let action = StrategyAction(strategy: id, action: .init(rawValue: "adjustForKeyboard"), details: [.init("inset", .int(7))])
        let noField = FocusOutcome(field: nil, fieldFrame: nil, keyboardFrame: nil, isVisible: true, coveredRows: 0, hiddenRows: 0,
                                   screenHeight: 21, window: Rect(x: 0, y: 2, width: 39, height: 19))
        let explanation = try #require(action.explanation(outcome: noField, in: catalogue(countingHandler())))
        #expect(explanation.title == "adjustForKeyboard")
        #expect(explanation.steps.first == "The handler replied to a message and logged this action: inset = 7.")
        #expect(action.explanation(outcome: noField) == nil)
    }

    @Test("a request carries the message as its --json transcript line, the views in cells with the first responder, and null state at first")
    func requestShape() throws {
        let handler = FunctionHandler { _ in .success("{}") }
        let result = try play(Self.tape, handler: handler)
        // The first request asks textFieldShouldBeginEditing, before any field is first responder.
        let asked = try JSONValue.parse(try #require(handler.requests.first))
        #expect(asked["message"]?["event"] == .string("textFieldShouldBeginEditing"))
        #expect(asked["views"]?["firstResponder"] == .null)
        let first = try JSONValue.parse(handler.requests[1])
        guard case .object(let members) = first else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == StrategyProtocol.requestKeys)
        #expect(first["state"] == .null)
        // M is byte for byte the transcript's line of that message.
        let transcript = JSONTranscript.render(result.entries).split(separator: "\n").map(String.init)
        #expect(transcript.contains(try #require(first["message"]).text))
        let views = try #require(first["views"])
        guard case .object(let viewMembers) = views, case .object(let scroll)? = views["scrollView"] else { Issue.record("no views"); return }
        #expect(viewMembers.map(\.key) == StrategyProtocol.viewKeys)
        #expect(scroll.map(\.key) == StrategyProtocol.scrollViewKeys)
        #expect(views["textViewCaret"] == .null)
        #expect(views["interfaceOrientation"] == .string("portrait"))
        #expect(views["rootViewFrame"]?.text == "{\"x\":0,\"y\":0,\"width\":39,\"height\":21}")
        // The first message is email's textFieldDidBeginEditing: email is first responder.
        guard case .object(let responder)? = views["firstResponder"] else { Issue.record("no first responder"); return }
        #expect(responder.map(\.key) == StrategyProtocol.firstResponderKeys)
        #expect(views["firstResponder"]?["name"] == .string("email"))
        #expect(views["firstResponder"]?["kind"] == .string("textField"))
        #expect(views["firstResponder"]?["contentFrame"] == first["message"]?["rect"])
        // Tapping the background resigns it: its DidEndEditing and the hide carry null.
        let last = try JSONValue.parse(try #require(handler.requests.last))
        #expect(last["views"]?["firstResponder"] == .null)
    }

    @Test("the state a handler returns comes back with the next message, and forgetting it sends null")
    func stateRoundTrips() throws {
        let handler = countingHandler()
        _ = try play(Self.tape, handler: handler)
        let states = try handler.requests.map { try JSONValue.parse($0)["state"] }
        #expect(states.first == .null)
        #expect(states.dropFirst().enumerated().allSatisfy { $1 == .number("\($0 + 1)") })
        let forgetting = FunctionHandler { _ in .success("{\"state\":null}") }
        _ = try play(Self.tape, handler: forgetting)
        #expect(try forgetting.requests.allSatisfy { try JSONValue.parse($0)["state"] == .null })
    }

    @Test("a reply's views, scrollRectToVisible, animation and log are applied; log entries are the strategy's actions")
    func replyApplied() throws {
        let reply = """
        {"views":{"scrollView":{"contentInset":{"top":0,"left":0,"bottom":7,"right":0}},"contentViewFrame":{"x":0,"y":0,"width":39,"height":60}},\
        "scrollRectToVisible":{"x":0,"y":40,"width":10,"height":2},"animation":{"duration":0.5,"curve":3},\
        "log":[{"action":"moved","details":{"inset":7,"ok":true,"rect":{"x":1,"y":2,"width":3,"height":4}}}]}
        """
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 50)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 50))
        let outcome = try StrategyReply(line: reply).apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(views.scrollView.contentInset.bottom == 7)
        #expect(views.contentViewFrame.height == 60)
        // Rows 40 and 41 end at 42: the bottom of the 12 rows left above the inset of 7 of 19.
        #expect(views.scrollView.contentOffset.y == 42 - 12)
        #expect(outcome.animationDuration == 0.5)
        #expect(outcome.animationCurve == .linear)
        #expect(outcome.actions == [StrategyAction(strategy: StrategyID(rawValue: "exec:x"), action: .init(rawValue: "moved"), details: [
            .init("inset", .int(7)), .init("ok", .bool(true)), .init("rect", .rect(Rect(x: 1, y: 2, width: 3, height: 4))),
        ])])
        #expect(try StrategyReply(line: "{}") == StrategyReply())
    }

    @Test("setContentOffset sets the offset after the views change, unclamped as UIKit's; animated takes UIKit's 0.3 s unless the reply animates")
    func setContentOffsetApplied() throws {
        func apply(_ reply: String) throws -> (AppViews, StrategyOutcome) {
            var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                                 scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 50)),
                                 contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 50))
            let outcome = try StrategyReply(line: reply).apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
            return (views, outcome)
        }
        let (views, animated) = try apply(#"{"scrollRectToVisible":{"x":0,"y":40,"width":1,"height":1},"setContentOffset":{"x":0,"y":7,"animated":true}}"#)
        #expect(views.scrollView.contentOffset == Point(x: 0, y: 7))
        #expect(animated.animationDuration == StrategyProtocol.scrollAnimationDuration)
        #expect(try apply(#"{"setContentOffset":{"x":0,"y":7}}"#).1.animationDuration == nil)
        #expect(try apply(#"{"setContentOffset":{"x":0,"y":7,"animated":true},"animation":{"duration":1}}"#).1.animationDuration == 1)
        #expect(try apply(#"{"setContentOffset":{"x":0,"y":-3}}"#).0.scrollView.contentOffset.y == -3)
    }

    @Test("a table's rows reach the handler as views.tableView, null for a form; scrollToRow moves to them, and a row the table lacks fails it")
    func tableViewAndScrollToRow() throws {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 0, width: 39, height: 10), contentSize: Size(width: 39, height: 30)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 30))
        #expect(try JSONValue.parse(StrategyRequest.views(views))["tableView"] == .null)
        let reply = try StrategyReply(line: #"{"scrollToRow":{"section":0,"row":5,"position":"top","animated":true}}"#)
        let notTable = reply.apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(notTable.failure?.message == "replied scrollToRow [0, 5], but the form is no table (layout: table)")
        views.tableView = TableView(sections: [
            TableView.Section(headerFrame: Rect(x: 1, y: 0, width: 37, height: 1), rowFrames: (1..<30).map { Rect(x: 0, y: $0, width: 39, height: 1) }),
        ])
        let sent = try JSONValue.parse(StrategyRequest.views(views))
        #expect(sent["tableView"]?["sections"]?.text.hasPrefix(#"[{"headerFrame":{"x":1,"y":0,"width":37,"height":1},"rowFrames":[{"x":0,"y":1,"#) == true)
        let outcome = reply.apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(outcome.failure == nil)
        #expect(views.scrollView.contentOffset.y == 6, "row 5 of the section is at content row 6, brought to the top")
        #expect(outcome.animationDuration == StrategyProtocol.scrollAnimationDuration)
        let missing = try StrategyReply(line: #"{"scrollToRow":{"section":1,"row":0}}"#).apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(missing.failure?.message == "replied scrollToRow [1, 0], which the table lacks (rows per section: 29)")
    }

    @Test("endEditing and becomeFirstResponder in a reply become the outcome's changes of first responder, endEditing first; false asks nothing")
    func responderRequestsRead() throws {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 50)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 50))
        let both = try StrategyReply(line: #"{"becomeFirstResponder":"phone","endEditing":true}"#).apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(both.responderRequests == [.endEditing, .becomeFirstResponder("phone")])
        #expect(try StrategyReply(line: #"{"endEditing":false}"#).apply(to: &views, strategy: StrategyID(rawValue: "exec:x")).responderRequests.isEmpty)
    }

    @Test("a handler that ends editing at scrollViewWillBeginDragging (Eureka) lets a drag take the keyboard down; it hears the drag's calls")
    func handlerEndsEditingOnDrag() throws {
        let handler = FunctionHandler { request in
            let event = request["message"]?["event"]
            return event == .string("scrollViewWillBeginDragging") ? #"{"endEditing":true,"log":[{"action":"endEditing"}]}"# : "{}"
        }
        let result = try play("Set Strategy \"exec:eureka\"\nTap email\nSleep 400ms\nDrag from 20,6 to 20,3 over 300ms\nSleep 1s\nExpect keyboard hidden\nExpect focus none\n",
                              handler: handler)
        #expect(result.strategyFailure == nil)
        #expect(result.failures.isEmpty, "\(result.failures.map { $0.failureMessage(path: "t.tape") })")
        let events = handler.requests.compactMap { try? JSONValue.parse($0)["message"]?["event"]?.text }
        #expect(events.contains("\"scrollViewWillBeginDragging\""))
        #expect(events.contains("\"scrollViewDidEndDragging\""))
        let endedEditing = try #require(events.firstIndex(of: "\"textFieldDidEndEditing\""))
        #expect(try #require(events.firstIndex(of: "\"scrollViewWillBeginDragging\"")) < endedEditing)
    }

    @Test("a reply of allow false to textFieldShouldBeginEditing keeps the field from becoming first responder; other fields are asked and allowed")
    func allowFalseRefusesTheField() throws {
        let handler = FunctionHandler { request in
            .success(request.contains("\"event\":\"textFieldShouldBeginEditing\"") && request.contains("\"field\":\"phone\"")
                ? "{\"allow\":false}" : "{}")
        }
        let result = try play(Self.tape.replacingOccurrences(of: "Tap background", with: "Expect focus email\nExpect keyboard shown"),
                              handler: handler)
        #expect(result.strategyFailure == nil)
        #expect(result.failures.isEmpty, "\(result.failures)")
        let events = result.entries.compactMap { if case .event(let timed) = $0 { timed.event.summary } else { nil } }
        #expect(events.contains { $0.hasPrefix("textFieldShouldBeginEditing phone") })
        #expect(!events.contains { $0.hasPrefix("textFieldDidBeginEditing phone") || $0.hasPrefix("textFieldDidEndEditing email") })
    }

    @Test("a reply may defer work: it comes back as a deferred message with its token, at its time, and its reply is applied then")
    func deferredWorkComesBack() throws {
        let handler = FunctionHandler { request in
            if request.contains("\"event\":\"keyboardWillShow\"") { return .success(#"{"defer":[{"after":0.05,"token":"reveal"}]}"#) }
            if request.contains("\"event\":\"deferred\"") {
                return .success(#"{"views":{"scrollView":{"contentOffset":{"x":0,"y":3}}},"log":[{"action":"ranLater"}]}"#)
            }
            return .success("{}")
        }
        let result = try play("Set Strategy \"exec:x\"\nTap email\nSleep 400ms", handler: handler)
        #expect(result.strategyFailure == nil)
        let deferred = try #require(handler.requests.first { $0.contains("\"event\":\"deferred\"") })
        let message = try #require(try JSONValue.parse(deferred)["message"])
        #expect(message["token"] == .string("reveal"))
        #expect(message["after"] == .number("0.05"))
        let willShow = try #require(handler.requests.first { $0.contains("\"event\":\"keyboardWillShow\"") })
        let shownAt = try #require(try JSONValue.parse(willShow)["message"]?["t"]).text
        #expect(Double(try #require(message["t"]).text) == Double(shownAt)! + 0.05)
        let ran = result.entries.compactMap { if case .event(let timed) = $0, case .strategy(let action) = timed.event { action } else { nil } }
        #expect(ran.map(\.action.rawValue) == ["ranLater"])
        #expect(result.finalScreenshot.scrollView.contentOffset.y == 3)
    }

    @Test("a reply may move the footer, which the next message's views show; on a form without one it is an error")
    func footerFrameWritable() throws {
        let bundled = try #require(BundledForms.named("today"))
        let today = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let moved = #"{"x":1,"y":3,"width":20,"height":2}"#
        let handler = FunctionHandler { request in
            .success(request.contains("\"event\":\"keyboardWillShow\"") ? #"{"views":{"footerFrame":"# + moved + "}}" : "{}")
        }
        let tape = "Set Strategy \"exec:x\"\nTap fullName\nSleep 400ms"
        #expect(try play(tape, handler: handler, form: today).strategyFailure == nil)
        let afterwards = try #require(handler.requests.last)
        #expect(try JSONValue.parse(afterwards)["views"]?["footerFrame"]?.text == moved)
        let first = try JSONValue.parse(try #require(handler.requests.first))
        #expect(first["views"]?["footerFrame"] != .null)
        let noFooter = try #require(try play(Self.tape.replacingOccurrences(of: "exec:python3 handler.py", with: "exec:x"), handler: handler).strategyFailure)
        #expect(noFooter.failure.message.contains("set views.footerFrame, but the form has no footer"), "\(noFooter.failure.message)")
    }

    @Test("allow in reply to a message that asks nothing is an error naming the message")
    func allowOnlyAnswersAQuestion() throws {
        let handler = FunctionHandler { request in
            .success(request.contains("\"event\":\"textFieldDidBeginEditing\"") ? "{\"allow\":true}" : "{}")
        }
        let failure = try #require(try play(Self.tape, handler: handler).strategyFailure)
        #expect(failure.failure.message.contains("replied allow to textFieldDidBeginEditing, which asks nothing"), "\(failure.failure.message)")
        #expect(handler.stopCount == 1)
    }

    @Test("a reply that is not the protocol is refused, saying which key and why", arguments: [
        ("hello", "not JSON at character 1"),
        ("{\"views\":{}} x", "unexpected text after the JSON value"),
        ("{\"foo\":1}", "unknown key \"foo\" — valid: state, views, scrollRectToVisible, setContentOffset, animation, log, allow, defer, endEditing, becomeFirstResponder, scrollToRow"),
        ("{\"allow\":0}", "allow is the number 0: it must be true or false"),
        ("{\"endEditing\":\"yes\"}", "endEditing is a string: it must be true or false"),
        ("{\"becomeFirstResponder\":3}", "becomeFirstResponder is the number 3: it must be a field's name"),
        ("{\"becomeFirstResponder\":\"\"}", "becomeFirstResponder is a string: it must be a field's name"),
        ("{\"setContentOffset\":{\"y\":4}}", "setContentOffset needs x, y; x is missing"),
        ("{\"setContentOffset\":{\"x\":0,\"y\":4,\"animated\":1}}", "setContentOffset.animated is the number 1: it must be true or false"),
        ("{\"setContentOffset\":{\"x\":0,\"y\":4,\"speed\":1}}", "unknown key \"speed\" in setContentOffset — valid: x, y, animated"),
        ("{\"scrollToRow\":{\"row\":2}}", "scrollToRow needs section and row"),
        ("{\"scrollToRow\":{\"section\":0,\"row\":2,\"position\":\"centre\"}}", "scrollToRow.position is a string: it must be one of none, top, middle, bottom"),
        ("{\"scrollToRow\":{\"section\":0,\"row\":1.5}}", "scrollToRow.row is 1.5: rows are whole numbers"),
        ("{\"views\":{\"scrollView\":{\"adjustedContentInset\":{\"top\":0,\"left\":0,\"bottom\":2,\"right\":0}}}}",
         "views.scrollView.adjustedContentInset is read-only (UIKit works it out)"),
        ("{\"views\":{\"era\":17}}", "views.era is read-only"),
        ("{\"defer\":[{\"after\":0.1}]}", "defer[0].token must be a string"),
        ("{\"defer\":[{\"token\":\"a\",\"after\":90}]}", "defer[0].after is the number 90: it must be seconds, from 0 to 60"),
        ("{\"views\":{\"scrollView\":{\"contentInset\":{\"top\":0,\"left\":0,\"bottom\":2.5,\"right\":0}}}}",
         "views.scrollView.contentInset.bottom is 2.5: cells are whole numbers"),
        ("{\"views\":{\"safeAreaInsets\":{\"top\":0,\"left\":0,\"bottom\":2,\"right\":0}}}", "views.safeAreaInsets is read-only"),
        ("{\"scrollRectToVisible\":{\"x\":0,\"y\":0,\"width\":1}}", "scrollRectToVisible needs x, y, width, height; height is missing"),
        ("{\"animation\":{\"curve\":7}}", "animation needs a duration"),
        ("{\"log\":[{\"action\":\"a\",\"details\":{\"why\":\"text\"}}]}", "log[0].details.why is a string"),
        ("[]", "the reply is an array: it must be an object"),
    ])
    func badRepliesRefused(reply: String, message: String) {
        do {
            _ = try StrategyReply(line: reply)
            Issue.record("\(reply) was accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test("a handler that fails stops the tape at its line, with its reply and stderr, keeping the transcript so far")
    func failureStopsAtTheLine() throws {
        let handler = FunctionHandler { request in
            request.contains("keyboardWillShow") ? .success("{\"foo\":1}") : .success("{}")
        }
        let result = try play("Set Strategy inset\nTap email\nSleep 400ms\nTap background\nSleep 400ms\nSet Strategy \"exec:x\"\nTap phone\nSleep 400ms\nTap email",
                              handler: handler)
        let failure = try #require(result.strategyFailure)
        #expect(failure.command.line == 7)
        let message = failure.message(path: "inline.tape")
        #expect(message.hasPrefix("inline.tape:7: strategy exec:x: the handler replied what kbsim-strategy/1 does not accept: unknown key \"foo\""))
        #expect(message.contains("its reply: {\"foo\":1}"))
        #expect(message.contains("Traceback: oops"))
        // What the inset strategy did before is in the transcript; nothing after the failing message is.
        #expect(JSONTranscript.render(result.entries).contains("\"strategy\":\"inset\""))
        #expect(!result.entries.contains { if case .event(let timed) = $0 { timed.event.name == "keyboardDidShow" && timed.time > 1 } else { false } })
        let timedOut = FunctionHandler { _ in .failure(StrategyHandlerFailure(reason: "did not reply within 2 s", partialReply: "{\"sta")) }
        let stopped = try #require(try play(Self.tape, handler: timedOut).strategyFailure)
        #expect(stopped.command.line == 2)
        #expect(stopped.failure.message.contains("did not reply within 2 s\n  its reply: {\"sta"))
    }

    @Test("once its handler has failed, the strategy asks it nothing more: the tape line's later messages are not sent")
    func failedStrategyAsksNoMore() throws {
        let timedOut = FunctionHandler { _ in .failure(StrategyHandlerFailure(reason: "did not reply within 2 s")) }
        let failure = try #require(try play(Self.tape, handler: timedOut).strategyFailure)
        #expect(failure.failure.message.contains("did not reply within 2 s"))
        // Tap email posts textFieldDidBeginEditing, keyboardWillChangeFrame, keyboardWillShow…: only the first is asked.
        #expect(timedOut.requests.count == 1, "\(timedOut.requests)")
        #expect(timedOut.stopCount == 0)
    }

    @Test("a reply the strategy refuses stops the handler once, and nothing more is asked")
    func refusedReplyStopsTheHandler() throws {
        let handler = FunctionHandler { _ in .success("{\"foo\":1}") }
        #expect(try play(Self.tape, handler: handler).strategyFailure != nil)
        #expect(handler.requests.count == 1, "\(handler.requests)")
        #expect(handler.stopCount == 1)
    }

    @Test("step back and compare mode deliver the same messages again: the results are the straight run's")
    func stepBackMatchesStraightRun() throws {
        let handler = countingHandler()
        let strategies = catalogue(handler)
        let configuration = SessionConfiguration(form: PlayerFixture.signup, strategy: StrategyID(rawValue: "exec:count"), strategies: strategies)
        let inputs: [(Double, InputEvent)] = [(0, .tapField("email")), (1, .tapField("phone")), (2, .tapBackground)]
        var straight = SessionTimeline(configuration, screenSize: Size(width: 39, height: 21))
        for (time, event) in inputs { straight.apply(event, at: time) }
        straight.play(to: 3)
        var stepped = SessionTimeline(comparing: [configuration, configuration], screenSize: Size(width: 39, height: 21))
        for (time, event) in inputs { stepped.apply(event, at: time) }
        stepped.play(to: 3)
        stepped.rewind(to: 0.5)
        #expect(stepped.simulator.log.entries.count < straight.simulator.log.entries.count)
        stepped.play(to: 3)
        #expect(Array(stepped.simulator.log.entries) == Array(straight.simulator.log.entries))
        #expect(Array(stepped.simulators[1].log.entries) == Array(straight.simulator.log.entries))
        let counts = straight.simulator.log.entries.compactMap { entry -> Int? in
            if case .event(.strategy(let action)) = entry.kind { action.number("count") } else { nil }
        }
        #expect(counts == Array(1...counts.count))
        #expect(counts.count > 4)
    }
}
