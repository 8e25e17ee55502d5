import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

extension Simulator {
    /// Applies `event` now and lets a second pass; returns everything posted.
    fileprivate mutating func settle(after event: InputEvent) -> [TimedEvent] {
        let start = now
        return handle(event, at: start) + advance(to: start + 1)
    }
}

/// Chat screens (issue 37 §3): a message list that opens at its last message, and an input bar
/// whose text view grows, at the safe area's bottom until a strategy puts it on the keyboard.
@Suite("Chat screens: the input bar, the message list, Receive and lastMessage", .timed)
struct ChatScreenTests {
    static let yaml = """
        title: Chat
        content: messages
        messages: {count: 12, lengths: [18, 52, 30, 9]}
        inputBar: {name: message, placeholder: iMessage, rows: 3}
        keyboardDismissMode: interactive
        """

    static func form(_ text: String = yaml) throws -> Form { try FormLoader.parse(text, path: "Forms/chat.yaml") }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try form(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The simulator on the chat form at 39×21 under `strategy` in `era`.
    static func simulator(_ strategy: StrategyID = .none, era: Era = .ios11) throws -> Simulator {
        Simulator(SessionConfiguration(form: try form(), strategy: strategy, era: era), screenSize: Size(width: 39, height: 21))
    }

    /// Each Expect line's result of `lines` played on the chat form at 80×24 under `strategy`.
    static func results(_ strategy: String, era: Int = 17, _ lines: String) throws -> [ExpectationResult] {
        let form = try form()
        let tape = try TapeParser.parse("Set Size 80x24\nSet Era \(era)\nSet Strategy \(strategy)\n" + lines, path: "chat.tape")
        try TapeValidator.validate(tape, against: form)
        var player = try Player(tape: tape, form: form)
        player.keepGoing = true
        return player.run().entries.compactMap { if case .expectation(_, let result) = $0 { result } else { nil } }
    }

    @Test("the form file's inputBar, content and messages are read: the bar's text view is the last field, named as the bar")
    func keysRead() throws {
        let form = try Self.form()
        #expect(form.inputBar == InputBar(name: "message", placeholder: "iMessage", rows: 3))
        #expect(form.fields.map(\.name) == ["message"] && form.fields[0].isInputBar && form.fields[0].kind == .textView)
        #expect(form.inputBarIndex == 0)
        #expect(form.messages?.count == 12)
        #expect(form.messages?.map(\.outgoing).prefix(3) == [false, false, true], "every third is sent")
        #expect(form.messages?.allSatisfy { $0.text.count <= 52 } == true)
        #expect(try Self.form("title: T\nmessages: {count: 2}\n").messages?.count == 2, "messages alone make a chat")
        #expect(try Self.form("title: T\ncontent: messages\n").messages == [], "an empty list until messages fill it")
        #expect(try Self.form("title: T\nfields: [{name: a}]\n").messages == nil)
    }

    @Test("bad chat keys are refused at their line and column", arguments: [
        ("title: T\nfields: [{name: a}]\ncontent: fields\nmessages: {count: 2}\n", "Forms/chat.yaml:4:1: 'messages' fill a chat's list, but content is fields"),
        ("title: T\nfields: [{name: a}]\nfooter: {name: go, label: Go}\ninputBar: {name: m}\n", "Forms/chat.yaml:4:18: a form has a footer or an input bar, not both"),
        ("title: T\nfields: [{name: m}]\ninputBar: {name: m}\n", "Forms/chat.yaml:3:18: the input bar's name 'm' is a field's name — tapes name the bar's text view by it"),
        ("title: T\ncontent: messages\ninputBar: {name: m, rows: 12}\n", "Forms/chat.yaml:3:27: 'rows' must be a whole number from 1 to 10, found '12'"),
        ("title: T\ncontent: messages\ninputBar: {placeholder: Hi}\n", "Forms/chat.yaml:3:11: the inputBar is missing 'name'"),
        ("title: T\ncontent: chat\n", "Forms/chat.yaml:2:10: unknown content 'chat' — valid: fields, messages"),
        ("title: T\nmessages: {count: 2, lengths: []}\n", "Forms/chat.yaml:2:31: 'lengths' must be a list of whole numbers such as [12, 40]"),
    ])
    func refusals(text: String, message: String) {
        #expect(Self.refusal(text) == message)
    }

    @Test("the list opens at its last message; the bar rests on the safe area's bottom and the list ends on its top")
    func atRest() throws {
        let simulator = try Self.simulator()
        let scroll = simulator.views.scrollView
        #expect(scroll.contentOffset.y == scroll.maximumOffsetY && scroll.maximumOffsetY > 0)
        let bar = try #require(simulator.views.inputBarFrame)
        #expect(bar.maxY == 21 && bar.height == InputBar.ruleRows + 1)
        #expect(scroll.frame.maxY == bar.minY)
        let messages = simulator.layout.messages
        #expect(messages.count == 12)
        #expect(messages[2].outgoing && messages[2].frame.maxX == 38, "a sent message stands on the right")
        #expect(!messages[0].outgoing && messages[0].frame.minX == 1)
        #expect(simulator.tapTarget(at: Point(x: 10, y: 20)) == .field("message"), "a tap on the bar edits its text view")
    }

    @Test("the bar's text view is the first responder of kind inputBar: its frame on screen, its delegate rect in the bar's coordinates")
    func firstResponder() throws {
        var simulator = try Self.simulator()
        let events = simulator.settle(after: .tapField("message"))
        let began = try #require(events.compactMap { if case .delegate(let call) = $0.event, call.method == .textViewDidBeginEditing { call } else { nil } }.first)
        #expect(began.rect == Rect(x: 1, y: InputBar.ruleRows, width: 37, height: 1))
        let responder = simulator.views.firstResponder
        #expect(responder?.kind == .inputBar)
        #expect(responder?.frame == simulator.fieldScreenFrame(0))
        #expect(responder?.frame.maxY == 21, "under none the bar stays where it rests")
    }

    @Test("typing grows the bar upward to its rows, its bottom where it was, and the list ends on its new top")
    func barGrows() throws {
        var simulator = try Self.simulator()
        _ = simulator.settle(after: .tapField("message"))
        _ = simulator.settle(after: .paste(String(repeating: "word ", count: 40)))
        let bar = try #require(simulator.views.inputBarFrame)
        #expect(bar.height == InputBar.ruleRows + 3, "three rows, the most the form allows")
        #expect(bar.maxY == 21)
        #expect(simulator.views.scrollView.frame.maxY == bar.minY)
    }

    @Test("under auto the bar rides on the keyboard and the last message stays in sight, as the bar grows, a message comes and the keyboard goes")
    func autoKeepsItAll() throws {
        let results = try Self.results("auto", """
            Tap message
            Sleep 1s
            Expect visible message
            Expect visible lastMessage
            Type "Running late, the train stopped between two stations and nobody says why"
            Sleep 500ms
            Expect visible message
            Expect visible lastMessage
            Receive "No rush"
            Sleep 300ms
            Expect visible lastMessage
            Tap background
            Sleep 1s
            Expect visible message
            Expect visible lastMessage
            """)
        #expect(results.count == 7)
        for result in results { #expect(result.passed, "\(result.failureMessage(path: "chat.tape"))") }
    }

    @Test("under the layout guide the bar rides on the keyboard but the list keeps its offset: the last message goes under the bar")
    func layoutGuideHidesTheLastMessage() throws {
        let results = try Self.results("layoutguide", "Tap message\nSleep 1s\nExpect visible message\nExpect covered lastMessage\nExpect visible lastMessage\n")
        #expect(results.map(\.passed) == [true, true, false], "the last message lies where the keyboard is, clipped by the shrunk list")
    }

    @Test("under a form handler the keyboard covers the bar itself")
    func formHandlerCoversTheBar() throws {
        let results = try Self.results("inset", "Tap message\nSleep 1s\nExpect covered message\n")
        #expect(results.map(\.passed) == [true])
    }

    @Test("Receive adds a message: a list at its end scrolls on to it, one scrolled back stays where it is")
    func receive() throws {
        var simulator = try Self.simulator()
        let before = simulator.layout.messages.count
        _ = simulator.settle(after: .receive("See you at six"))
        #expect(simulator.layout.messages.count == before + 1)
        #expect(simulator.views.scrollView.contentOffset.y == simulator.views.scrollView.maximumOffsetY)
        _ = simulator.settle(after: .scroll(by: -5))
        let offset = simulator.views.scrollView.contentOffset.y
        _ = simulator.settle(after: .receive("And another"))
        #expect(simulator.views.scrollView.contentOffset.y == offset)
    }

    @Test("Receive reads and prints back; lastMessage is a name only on a chat form")
    func tapeLines() throws {
        let tape = try TapeParser.parse("Receive \"See you\"\nExpect visible lastMessage\n", path: "chat.tape")
        #expect(tape.commands.first?.action == .receive("See you"))
        #expect(TapePrinter.line(for: .receive("See you")) == "Receive \"See you\"")
        #expect(throws: Never.self) { try TapeValidator.validate(tape, against: try Self.form()) }
        let signup = try FormLoader.parse("title: T\nfields: [{name: a}]\n", path: "x.yaml")
        #expect(TapeValidator.errors(in: tape, against: signup).map(\.description) == [
            "chat.tape:1:1: `Receive` brings a message to a chat's list, and the form has none (content: messages)",
            "chat.tape:2:16: unknown field 'lastMessage' — fields: a",
        ])
    }

    @Test("a handler reads views.inputBarFrame and may move the bar; on a form without one it may not")
    func protocolKey() throws {
        var views = try Self.simulator().views
        let sent = try JSONValue.parse(StrategyRequest.views(views))
        #expect(sent["inputBarFrame"]?.text == #"{"x":0,"y":19,"width":39,"height":2}"#)
        let outcome = try StrategyReply(line: #"{"views":{"inputBarFrame":{"x":0,"y":9,"width":39,"height":2}}}"#)
            .apply(to: &views, strategy: StrategyID(rawValue: "exec:x"))
        #expect(outcome.failure == nil)
        #expect(views.inputBarFrame == Rect(x: 0, y: 9, width: 39, height: 2))
    }
}
