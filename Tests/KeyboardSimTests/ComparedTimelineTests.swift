import KeyboardSim
import Testing
import TestTiming

@Suite("A compare session's phones: the same inputs at the same instants, stepped together", .timed)
struct ComparedTimelineTests {
    static let strategies: [StrategyID] = [.none, .inset, .auto]

    static func timeline(upcoming: [TimedInput] = []) -> SessionTimeline {
        let base = SessionConfiguration(form: TestForms.tall)
        return SessionTimeline(comparing: strategies.map { Variant.strategy($0).applied(to: base) }, screenSize: TestForms.screen,
                               upcoming: upcoming)
    }

    /// A phone of its own, given the same inputs: what each compared phone must equal.
    static func alone(_ strategy: StrategyID, inputs: [TimedInput], until end: Double) -> Simulator {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: strategy), screenSize: TestForms.screen)
        for input in inputs { _ = simulator.handle(input.event, at: input.time) }
        _ = simulator.advance(to: end)
        return simulator
    }

    @Test("every phone is what a session of its own variant would be after the same inputs; they differ in what the strategy did")
    func eachPhoneAsAlone() {
        let inputs = [TimedInput(time: 0.1, event: .tapField("f11")), TimedInput(time: 1, event: .key(.character("x")))]
        var compared = Self.timeline()
        for input in inputs { compared.apply(input.event, at: input.time) }
        compared.play(to: 2)
        #expect(compared.simulators.count == 3)
        for (strategy, simulator) in zip(Self.strategies, compared.simulators) {
            let single = Self.alone(strategy, inputs: inputs, until: 2)
            #expect(simulator.views == single.views, "\(strategy)")
            #expect(simulator.log.entries == single.log.entries, "\(strategy)")
            #expect(simulator.fieldValues == single.fieldValues)
        }
        #expect(Set(compared.simulators.map(\.views.scrollView.contentInset)).count > 1, "the strategies did different things")
    }

    @Test("stepping goes to the next instant any phone posts something, and back; forward again reaches the same state")
    func stepsTogether() {
        let tap = TimedInput(time: 0.5, event: .tapField("f11"))
        var timeline = Self.timeline(upcoming: [tap])
        var instants: [Double] = []
        while let time = timeline.stepForward() { instants.append(time) }
        #expect(instants.first == 0.5)
        #expect(instants.count >= 2)
        let end = timeline.simulators
        while timeline.stepBack() != nil {}
        #expect(timeline.simulators.allSatisfy { $0.focusedIndex == nil })
        #expect(timeline.upcoming == [tap])
        var back: [Double] = []
        while let time = timeline.stepForward() { back.append(time) }
        #expect(back == instants)
        for (again, before) in zip(timeline.simulators, end) { #expect(again.views == before.views) }
    }
}
