import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A strategy kbsim does not ship: it scrolls the content to row 5 when the keyboard will show.
private struct ScrollToFiveStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "scroll-to-five")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, notification.name == .keyboardWillShow else { return .nothing }
        views.scrollView.setContentOffset(Point(x: 0, y: 5))
        return StrategyOutcome(StrategyAction(strategy: Self.id, action: .init(rawValue: "scrolledToFive"), details: [.init("offset", .int(5))]))
    }
}

/// A strategy kbsim does not ship with a pitfall of its own, declared and explained in its own
/// code: it reports `scrolledTooFar` whenever it scrolled.
private struct ScrollTooFarStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "scroll-too-far")
    static let scrolledTooFar = Pitfall(rawValue: "scrolledTooFar")
    static var explanations: any StrategyExplanationCatalogue { Explanations() }

    struct Explanations: StrategyExplanationCatalogue {
        let strategy = ScrollTooFarStrategy.id
        var entries: [StrategyAction.Name: ExplanationTemplate] { [:] }
        var listing: StrategyListing { StrategyListing(sources: [], lines: []) }
        var pitfallEntries: [Pitfall: ExplanationTemplate] {
            [ScrollTooFarStrategy.scrolledTooFar: ExplanationTemplate(
                source: Source(document: "a team's notes", edition: "", listing: "scrolling"), title: "pitfall: scrolled {rows} rows too far",
                steps: [], whyVisible: "{field} can be seen.", whyCovered: "{coveredPart} {coveredPart.is} under the keyboard.")]
        }
    }

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, notification.name == .keyboardWillShow else { return .nothing }
        views.scrollView.setContentOffset(Point(x: 0, y: 5))
        return StrategyOutcome(StrategyAction(strategy: Self.id, action: .init(rawValue: "scrolled"), details: []))
    }

    func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        step.actions(of: id).isEmpty ? [] : [step.notice(Self.scrolledTooFar, id, [.init("rows", .int(5))])]
    }
}

@Suite("The strategy catalogue: the built-ins in order, and strategies registered from outside", .timed)
struct StrategyCatalogueTests {
    @Test("the catalogue lists the built-ins in their order, the libraries after kbsim's own")
    func builtInsInOrder() {
        #expect(StrategyCatalogue.builtIns.ids.map(\.rawValue)
            == ["none", "resize", "inset", "extend", "slide", "auto", "overlap", "tableviewcontroller", "iqkeyboardmanager", "iqkeyboardmanager-6", "tpkeyboardavoiding",
               "layoutguide", "swiftui", "inputbaraccessoryview"])
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
            #expect("\(error)".hasSuffix("valid: none, resize, inset, extend, slide, auto, overlap, tableviewcontroller, iqkeyboardmanager, iqkeyboardmanager-6, tpkeyboardavoiding, layoutguide, swiftui, inputbaraccessoryview"))
        }
    }

    @Test("a registered strategy's own pitfall is known to Expect pitfall, caught as it bites and explained by the strategy's catalogue")
    func registeredPitfall() throws {
        let strategies = StrategyCatalogue.builtIns.registering(ScrollTooFarStrategy.self)
        #expect(strategies.pitfalls.contains(ScrollTooFarStrategy.scrolledTooFar))
        #expect(!StrategyCatalogue.builtIns.pitfalls.contains(ScrollTooFarStrategy.scrolledTooFar))
        #expect(throws: TapeError.self) { try TapeParser.parse("Tap email\nExpect pitfall scrolledTooFar", path: "inline.tape") }
        let tape = try TapeParser.parse("Set Strategy scroll-too-far\nTap email\nExpect pitfall scrolledTooFar", path: "inline.tape",
                                        strategies: strategies)
        var configuration = SessionConfiguration(form: PlayerFixture.signup, tape: tape)
        configuration.strategies = strategies
        var player = try Player(tape: tape, configuration: configuration)
        let result = player.run()
        #expect(result.failures.isEmpty)
        let notices = result.entries.compactMap { entry -> PitfallNotice? in
            if case .pitfall(_, let notice) = entry { notice } else { nil }
        }
        let notice = try #require(notices.first)
        #expect(notice.pitfall == ScrollTooFarStrategy.scrolledTooFar)
        #expect(notice.explanation(outcome: FocusOutcome(field: nil, fieldFrame: nil, keyboardFrame: nil, isVisible: true, coveredRows: 0, hiddenRows: 0, screenHeight: 24, window: .zero)).title == "pitfall: scrolled 5 rows too far")
    }
}
