import KeyboardSim
@testable import KeyboardSimPlayback
import Testing

/// A strategy kbsim does not ship: it scrolls the content to row 5 when the keyboard will show.
private struct ScrollToFiveStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "scroll-to-five")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, notification.name == .keyboardWillShow else { return .nothing }
        views.scrollView.setContentOffset(Point(x: 0, y: 5))
        return StrategyOutcome(StrategyAction(strategy: Self.id, action: .init(rawValue: "scrolledToFive"), details: [.init("offset", .int(5))]))
    }
}

@Suite("The strategy catalogue: the built-ins in order, and strategies registered from outside")
struct StrategyCatalogueTests {
    @Test("the catalogue lists the seven built-ins in their order")
    func builtInsInOrder() {
        #expect(StrategyCatalogue.builtIns.ids.map(\.rawValue) == ["none", "resize", "inset", "extend", "slide", "auto", "overlap"])
    }

    @Test("a registered strategy is played from a tape by name, at the start and by a later Set Strategy, and logs as the built-ins do")
    func registeredStrategyPlays() throws {
        var strategies = StrategyCatalogue.builtIns
        strategies.register(ScrollToFiveStrategy.self)
        #expect(strategies.ids.last == ScrollToFiveStrategy.id)
        for source in ["Set Strategy scroll-to-five\nTap email\nSleep 500ms",
                       "Set Strategy none\nSet Strategy scroll-to-five\nTap email\nSleep 500ms"] {
            let tape = try TapeParser.parse(source, path: "inline.tape", strategies: strategies)
            var configuration = SessionConfiguration(form: PlayerFixture.signup, tape: tape)
            configuration.strategies = strategies
            var player = try Player(tape: tape, configuration: configuration)
            let result = player.run()
            #expect(result.failures.isEmpty)
            let actions = result.entries.compactMap { entry -> StrategyAction? in
                if case .event(let timed) = entry, case .strategy(let action) = timed.event { action } else { nil }
            }
            #expect(actions.contains { $0.strategy == ScrollToFiveStrategy.id && $0.action.rawValue == "scrolledToFive" }, "\(source)")
        }
    }

    @Test("a tape naming a strategy the catalogue lacks is refused at its column, with every known name")
    func unregisteredStrategyRefused() {
        #expect(throws: TapeError.self) { try TapeParser.parse("Set Strategy scroll-to-five", path: "inline.tape") }
        do {
            _ = try TapeParser.parse("Set Strategy scroll-to-five", path: "inline.tape")
        } catch {
            #expect("\(error)".hasPrefix("inline.tape:1:14: unknown strategy 'scroll-to-five'"))
            #expect("\(error)".hasSuffix("valid: none, resize, inset, extend, slide, auto, overlap"))
        }
    }
}
