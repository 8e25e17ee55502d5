@testable import KeyboardSim
import Testing
import TestTiming

/// A handler as TPKeyboardAvoiding writes it: on keyboardWillShow it marks the moment with
/// `DispatchQueue.main.async` and scrolls 0.01 s later with `asyncAfter`, animated linearly.
private struct LaterScrollStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "later-scroll")
    static let scrolledOffset = 8

    func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, notification.name == .keyboardWillShow else { return .nothing }
        return StrategyOutcome(actions: [StrategyAction(strategy: id, action: .init(rawValue: "askLater"), details: [])],
                               deferred: [.after(0.01, "scroll"), .async("mark")])
    }

    func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        if work.token == "scroll" { views.scrollView.contentOffset.y = Self.scrolledOffset }
        return StrategyOutcome(actions: [StrategyAction(strategy: id, action: .init(rawValue: work.token), details: [])],
                               animationDuration: work.token == "scroll" ? 0.1 : nil, animationCurve: .linear)
    }
}

@Suite("Deferred work: a strategy's main.async and asyncAfter run on the virtual clock", .timed)
struct DeferredWorkTests {
    static let configuration = SessionConfiguration(
        form: TestForms.signup, strategy: LaterScrollStrategy.id,
        strategies: StrategyCatalogue(types: StrategyCatalogue.builtIns.types + [LaterScrollStrategy.self]))

    @Test("main.async runs once the message's handling is done, at the same instant, after everything that input posted")
    func asyncRunsAfterTheHandling() throws {
        var simulator = Simulator(Self.configuration, screenSize: TestForms.screen)
        let events = simulator.handle(.tapField("fullName"), at: 0)
        let last = try #require(events.last)
        #expect(last.time == 0)
        #expect(events.strategyActions.map(\.action.rawValue) == ["askLater", "mark"])
        if case .strategy(let action) = last.event { #expect(action.action.rawValue == "mark") } else { Issue.record("last was \(last)") }
    }

    @Test("the deferred scroll lands at t+0.01 and not before, logged as a strategy action at that time")
    func deferredScrollLandsOnTime() {
        var simulator = Simulator(Self.configuration, screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("fullName"), at: 0)
        #expect(simulator.advance(to: 0.009).strategyActions.isEmpty)
        #expect(simulator.views.scrollView.contentOffset.y == 0)
        #expect(simulator.nextChangeTime == 0.01)
        let events = simulator.advance(to: 0.01)
        #expect(events.filter { if case .strategy = $0.event { true } else { false } }.map(\.time) == [0.01])
        #expect(events.strategyActions.map(\.action.rawValue) == ["scroll"])
        #expect(simulator.views.scrollView.contentOffset.y == LaterScrollStrategy.scrolledOffset)
        #expect(simulator.log.entries.contains { $0.time == 0.01 && $0.kind == .event(.strategy(events.strategyActions[0])) })
    }

    @Test("the curve the strategy chose decides the in-between frames: linear is a quarter of the way at a quarter of the time")
    func chosenCurveShapesTheFrames() {
        var simulator = Simulator(Self.configuration, screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("fullName"), at: 0)
        _ = simulator.advance(to: 0.035)
        #expect(simulator.app.viewAnimation?.curve == .linear)
        // Eased in and out it would be at 1 (8 × 0.156); linear, at 2.
        #expect(simulator.presentedViews.scrollView.contentOffset.y == 2)
    }

    @Test("stepping back past the deferred scroll and forward again reaches the same state, stopping at t+0.01")
    func stepBackIsExact() {
        var timeline = SessionTimeline(Self.configuration, screenSize: TestForms.screen)
        timeline.apply(.tapField("fullName"), at: 0)
        timeline.play(to: 0.5)
        let views = timeline.simulator.views
        let log = Array(timeline.simulator.log.entries)
        while timeline.stepBack() != nil {}
        #expect(timeline.now == 0)
        #expect(timeline.simulator.views.scrollView.contentOffset.y == 0)
        #expect(timeline.stepForward() == 0.01)
        #expect(timeline.simulator.views.scrollView.contentOffset.y == LaterScrollStrategy.scrolledOffset)
        while timeline.stepForward() != nil {}
        timeline.play(to: 0.5)
        #expect(timeline.simulator.views == views)
        #expect(Array(timeline.simulator.log.entries) == log)
    }

    @Test("work deferred by a strategy that is then replaced never runs, not even in a fresh one of the same kind")
    func replacedStrategyWorkDropped() {
        var simulator = Simulator(Self.configuration, screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("fullName"), at: 0)
        _ = simulator.handle(.setStrategy(.none), at: 0.002)
        _ = simulator.handle(.setStrategy(LaterScrollStrategy.id), at: 0.004)
        #expect(!simulator.advance(to: 1).strategyActions.contains { $0.action.rawValue == "scroll" })
        #expect(simulator.views.scrollView.contentOffset.y == 0)
    }
}
