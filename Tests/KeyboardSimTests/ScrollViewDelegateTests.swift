import Testing
@testable import KeyboardSim
import TestTiming

/// Eureka's `scrollViewWillBeginDragging`: end editing when the user drags the content (issue 37 §5).
private struct EndsEditingOnDrag: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "ends-editing-on-drag")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .scrollView(let call) = message, call.method == .scrollViewWillBeginDragging else { return .nothing }
        var outcome = StrategyOutcome(StrategyAction(strategy: id, action: .init(rawValue: "endEditing"), details: []))
        outcome.responderRequests = [.endEditing]
        return outcome
    }
}

/// Hands the first responder on at every begin-editing: `f0` → `f1` → `f0` … (a loop), or to a field the form lacks.
private struct HandsOn: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "hands-on")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .delegate(let call) = message, call.method == .textFieldDidBeginEditing else { return .nothing }
        var outcome = StrategyOutcome.nothing
        switch call.field {
        case "f0": outcome.responderRequests = [.becomeFirstResponder("f1")]
        case "f1": outcome.responderRequests = [.becomeFirstResponder("f0")]
        case "f2": outcome.responderRequests = [.becomeFirstResponder("nobody")]
        case "f3": outcome.responderRequests = [.becomeFirstResponder("f4")]
        default: break
        }
        return outcome
    }
}

@Suite("The scroll view's delegate hears the user's scrolls; a strategy may end editing or hand the first responder on", .timed)
struct ScrollViewDelegateTests {
    static let catalogue = StrategyCatalogue.builtIns.registering(EndsEditingOnDrag.self, HandsOn.self)

    /// The tall form under `strategy`, at rest with `field` (when given) being edited.
    static func simulator(_ strategy: StrategyID = .none, editing field: String? = nil, mode: KeyboardDismissMode = .none) -> Simulator {
        var form = TestForms.tall
        form.keyboardDismissMode = mode
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy, strategies: catalogue), screenSize: TestForms.screen)
        if let field { _ = simulator.settle(after: .tapField(field)) }
        return simulator
    }

    /// A finger down at row `from` (12 unless given), moved up a row each tenth of a second to row `to`, lifted there.
    static func drag(_ simulator: inout Simulator, from start: Int = 12, to row: Int) -> [TimedEvent] {
        var time = simulator.now
        var events = simulator.handle(.dragBegan(Point(x: 20, y: start)), at: time)
        for step in stride(from: start - 1, to: row, by: -1) {
            time += 0.1
            events += simulator.handle(.dragMoved(Point(x: 20, y: step)), at: time)
        }
        time += 0.1
        return events + simulator.handle(.dragEnded(Point(x: 20, y: row)), at: time) + simulator.advance(to: time + 1)
    }

    /// The scroll view delegate's calls among `events` (not the pan gesture's), each with the offset it carried.
    static func calls(_ events: [TimedEvent]) -> [String] {
        events.compactMap {
            guard case .scrollView(let call) = $0.event, call.method != .scrollViewPanChanged else { return nil }
            return "\(call.method.rawValue) \(call.contentOffset.y)"
        }
    }

    /// The pan gesture's calls among `events`: the finger's row, and the keyboard's top or "none".
    static func pans(_ events: [TimedEvent]) -> [String] {
        events.compactMap {
            guard case .scrollView(let call) = $0.event, call.method == .scrollViewPanChanged else { return nil }
            return "\(call.location?.y ?? -1) \(call.keyboardFrame.map { "\($0.minY)" } ?? "none")"
        }
    }

    @Test("the pan gesture hears every move of the finger once an instant, after that instant's scrollViewDidScroll, with the finger and no keyboard")
    func panChangedEachMove() {
        var simulator = Self.simulator()
        let events = Self.drag(&simulator, to: 8)
        #expect(Self.pans(events) == ["11 none", "10 none", "9 none", "8 none"])
        let names = events.compactMap { if case .scrollView(let call) = $0.event { call.method } else { nil } }
        #expect(names.firstIndex(of: .scrollViewDidScroll)! < names.firstIndex(of: .scrollViewPanChanged)!)
        var sameInstant = Self.simulator()
        var moves = sameInstant.handle(.dragBegan(Point(x: 20, y: 12)), at: 1)
        for row in [11, 10, 9] { moves += sameInstant.handle(.dragMoved(Point(x: 20, y: row)), at: 1.5) }
        moves += sameInstant.handle(.dragEnded(Point(x: 20, y: 9)), at: 1.6)
        #expect(Self.pans(moves) == ["11 none", "9 none"], "one at the instant, the last move's at the lift")
    }

    @Test("a drag calls scrollViewWillBeginDragging at its first move, scrollViewDidScroll at each move that scrolled, scrollViewDidEndDragging at the lift")
    func dragCalls() {
        var simulator = Self.simulator()
        let events = Self.drag(&simulator, to: 8)
        #expect(Self.calls(events) == ["scrollViewWillBeginDragging 0", "scrollViewDidScroll 1", "scrollViewDidScroll 2",
                                       "scrollViewDidScroll 3", "scrollViewDidScroll 4", "scrollViewDidEndDragging 4"])
    }

    @Test("a finger that goes down and lifts without moving calls nothing")
    func tapCallsNothing() {
        var simulator = Self.simulator()
        let events = simulator.handle(.dragBegan(Point(x: 20, y: 12)), at: 0) + simulator.handle(.dragEnded(Point(x: 20, y: 12)), at: 0.1)
        #expect(Self.calls(events).isEmpty)
    }

    @Test("moves at one instant call scrollViewDidScroll once; the offset of the last is heard at the lift")
    func didScrollOncePerInstant() {
        var simulator = Self.simulator()
        var events = simulator.handle(.dragBegan(Point(x: 20, y: 12)), at: 1)
        for row in [11, 10, 9] { events += simulator.handle(.dragMoved(Point(x: 20, y: row)), at: 1.5) }
        events += simulator.handle(.dragEnded(Point(x: 20, y: 9)), at: 1.6)
        #expect(Self.calls(events) == ["scrollViewWillBeginDragging 0", "scrollViewDidScroll 1", "scrollViewDidScroll 3",
                                       "scrollViewDidEndDragging 3"])
    }

    @Test("PageDown calls scrollViewDidScroll alone, no dragging; at the end of the content it calls nothing")
    func pageDownScrolls() {
        var simulator = Self.simulator()
        let events = simulator.handle(.key(.pageDown), at: 0)
        #expect(Self.calls(events).count == 1)
        #expect(Self.calls(events).first?.hasPrefix("scrollViewDidScroll ") == true)
        let top = simulator.handle(.scroll(by: -100), at: 0.1)
        #expect(Self.calls(top) == ["scrollViewDidScroll 0"])
        #expect(Self.calls(simulator.handle(.scroll(by: -1), at: 0.2)).isEmpty, "already at the top")
    }

    @Test("Eureka's end editing when dragged: the field resigns and the keyboard goes down after scrollViewWillBeginDragging")
    func endEditingOnDrag() {
        var simulator = Self.simulator(EndsEditingOnDrag.id, editing: "f1")
        #expect(simulator.keyboardFrame != nil)
        // Above the keyboard, which stands from row 11.
        let events = Self.drag(&simulator, from: 9, to: 6)
        let names = events.names
        let began = names.firstIndex(of: "scrollViewWillBeginDragging")
        let ended = names.firstIndex(of: "textFieldDidEndEditing")
        #expect(began != nil && ended != nil && began! < ended!, "\(names)")
        #expect(names.contains("keyboardWillHide"))
        #expect(simulator.focusedIndex == nil && simulator.keyboardFrame == nil)
        #expect(simulator.strategyFailure == nil)
    }

    @Test("the same strategy with keyboardDismissMode none keeps the keyboard until it is asked to end editing, and never before the drag")
    func nothingWithoutADrag() {
        var simulator = Self.simulator(EndsEditingOnDrag.id, editing: "f1")
        _ = simulator.settle(after: .key(.character("a")))
        #expect(simulator.focusedIndex == 1)
    }

    @Test("becomeFirstResponder hands the field on as a tap would; a chain of hand-ons settles")
    func becomeFirstResponder() {
        let simulator = Self.simulator(HandsOn.id, editing: "f3")
        #expect(simulator.focusedIndex == 4)
        #expect(simulator.strategyFailure == nil)
        #expect(simulator.log.entries.contains { $0.kind == .event(.delegate(DelegateCall(method: .textFieldDidEndEditing, field: "f3",
                                                                                          rect: simulator.layout.entries[3].fieldFrame))) })
    }

    @Test("becomeFirstResponder of a field the form lacks fails the strategy, naming the field and the form's")
    func unknownField() throws {
        let simulator = Self.simulator(HandsOn.id, editing: "f2")
        let failure = try #require(simulator.strategyFailure)
        #expect(failure.message.hasPrefix("asked becomeFirstResponder of 'nobody', which the form lacks — its fields: f0, f1, f2"))
    }

    @Test("a strategy handing the first responder back and forth fails after the limit of changes at one instant, and the session goes on")
    func loopFails() throws {
        let simulator = Self.simulator(HandsOn.id, editing: "f0")
        let failure = try #require(simulator.strategyFailure)
        #expect(failure.message.contains("more than \(Simulator.responderRequestLimit) times at one instant"))
        #expect(simulator.focusedIndex != nil)
    }
}
