@testable import KeyboardSim
import Testing
import TestTiming

/// A part that logs every message it hears under its own name, with how far the content was
/// scrolled when it heard it, and — as TPKeyboardAvoiding does — defers work on keyboardWillShow.
private struct EchoStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "echo")
    static let summary = "logs every message it hears"
    var pitfalls = false

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        let name = message.name
        var outcome = StrategyOutcome(StrategyAction(strategy: id, action: .init(rawValue: name),
                                                     details: [.init("offset", .int(views.scrollView.contentOffset.y))]))
        if name == KeyboardNotification.Name.keyboardWillShow.rawValue { outcome.deferred = [.after(0.01, "echoLater")] }
        return outcome
    }

    func receive(_ work: DeferredWork, views: inout AppViews) -> StrategyOutcome {
        StrategyOutcome(StrategyAction(strategy: id, action: .init(rawValue: "ran " + work.token), details: []))
    }

    mutating func setPitfalls(_ on: Bool) { pitfalls = on }
}

/// A part that scrolls the content to row 3 on keyboardWillShow, animated 0.4 s along a linear curve.
private struct ScrollThreeStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "scroll-three")

    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let notification) = message, notification.name == .keyboardWillShow else { return .nothing }
        views.scrollView.contentOffset.y = 3
        return StrategyOutcome(StrategyAction(strategy: Self.id, action: .init(rawValue: "scrolledToThree"), details: []),
                               animationDuration: 0.4, animationCurve: .linear)
    }
}

@Suite("Composite strategies a+b: every part hears every message in order, under its own name", .timed)
struct CompositeStrategyTests {
    static let catalogue = StrategyCatalogue.builtIns.registering(EchoStrategy.self, ScrollThreeStrategy.self)
        .registering(family: StrategyFamily(prefix: "exec:", placeholder: "exec:COMMAND") { _ in NoStrategy() })

    static func simulator(_ name: String, era: Era = .ios11, pitfalls: Bool = false) -> Simulator {
        Simulator(SessionConfiguration(form: TestForms.signup, strategy: StrategyID(rawValue: name), strategies: catalogue, era: era,
                                       pitfalls: pitfalls), screenSize: TestForms.screen)
    }

    @Test("names of known strategies joined by + name a strategy; the parts are made fresh, in the order written")
    func readsTheParts() throws {
        let id = try #require(Self.catalogue.id(named: "resize+inset"))
        let composite = try #require(Self.catalogue.make(id) as? CompositeStrategy)
        #expect(composite.id == id)
        #expect(composite.parts.map(\.id) == [.resize, .inset])
        #expect(Self.catalogue.id(named: "inset+resize+auto") != nil)
        #expect(Self.catalogue.family(of: id) == nil)
    }

    @Test("a + inside an exec: command stays in it unless a known name follows it", arguments: [
        ("exec:expr 1+2", nil),
        ("exec:python3 h.py+inset", ["exec:python3 h.py", "inset"]),
        ("inset+exec:a.py+exec:b.py", ["inset", "exec:a.py", "exec:b.py"]),
        ("exec:c++ x+insets", nil),
    ] as [(String, [String]?)])
    func plusInsideACommand(_ name: String, _ parts: [String]?) {
        #expect(Self.catalogue.compositeParts(of: name) == parts)
        #expect(Self.catalogue.id(named: name) != nil)
    }

    @Test("the refusal names the unknown part, an empty part, or a part named twice", arguments: [
        ("inset+nosuch", "'inset+nosuch': unknown part 'nosuch'"),
        ("nosuch+inset", "'nosuch+inset': unknown part 'nosuch'"),
        ("inset+", "'inset+' has an empty part: join two or more strategies with '+'"),
        ("inset+auto+inset", "'inset+auto+inset': the part 'inset' is named twice"),
    ])
    func refusals(_ name: String, _ message: String) {
        #expect(Self.catalogue.id(named: name) == nil)
        #expect(Self.catalogue.compositeRefusal(of: name) == message)
        #expect(Self.catalogue.make(StrategyID(rawValue: name)) == nil)
    }

    @Test("every part hears every message left to right, the right one finding the views as the left one left them")
    func partsHearEveryMessageInOrder() {
        var simulator = Self.simulator("scroll-three+echo")
        let events = simulator.settle(after: .tapField("email"))
        let actions = events.strategyActions
        let messages = events.compactMap { timed -> String? in
            switch timed.event {
            case .notification(let notification): notification.name.rawValue
            case .delegate(let call): call.method.rawValue
            case .scrollView(let call): call.method.rawValue
            case .strategy: nil
            }
        }
        // echo heard every message posted, and its deferred work; scroll-three acted before echo heard keyboardWillShow.
        let heard = actions.filter { $0.strategy == EchoStrategy.id }.map(\.action.rawValue)
        #expect(heard.filter { !$0.hasPrefix("ran ") } == messages)
        #expect(heard.contains("ran echoLater"))
        #expect(actions.map(\.strategy.rawValue) == ["echo", "echo", "echo", "scroll-three", "echo", "echo", "echo", "echo"])
        let willShow = actions.first { $0.action.rawValue == "keyboardWillShow" }
        #expect(willShow?.number("offset") == 3)
        var reversed = Self.simulator("echo+scroll-three")
        let first = reversed.settle(after: .tapField("email")).strategyActions.first { $0.action.rawValue == "keyboardWillShow" }
        #expect(first?.number("offset") == 0)
    }

    @Test("deferred work returns to the part that deferred it, with its own token, at its time")
    func deferredWorkReturnsToItsPart() {
        var simulator = Self.simulator("scroll-three+echo")
        _ = simulator.handle(.tapField("email"), at: 0)
        let later = simulator.advance(to: 0.01).strategyActions
        #expect(later.map(\.strategy) == [EchoStrategy.id])
        #expect(later.map(\.action.rawValue) == ["ran echoLater"])
    }

    @Test("the parts' animations combine into one: the longest duration asked for, along its part's curve")
    func animationsCombine() {
        var combined = StrategyOutcome.nothing
        combined.add(StrategyOutcome(actions: [], animationDuration: 0.25, animationCurve: .easeInOut), fromPart: 0)
        combined.add(StrategyOutcome(actions: [], animationDuration: 0.4, animationCurve: .linear), fromPart: 1)
        combined.add(StrategyOutcome(actions: [], animationDuration: 0.3, animationCurve: .easeIn), fromPart: 2)
        combined.add(.nothing, fromPart: 3)
        #expect(combined.animationDuration == 0.4)
        #expect(combined.animationCurve == .linear)
        var simulator = Self.simulator("echo+scroll-three")
        _ = simulator.handle(.tapField("email"), at: 0)
        #expect(simulator.app.viewAnimation?.duration == 0.4)
        #expect(simulator.app.viewAnimation?.curve == .linear)
    }

    @Test("pitfalls reach every part: resize's guard dropped inside a composite shrinks twice in era 3, and says so")
    func pitfallsReachEveryPart() throws {
        var simulator = Self.simulator("none+resize", era: .ios3, pitfalls: true)
        _ = simulator.settle(after: .tapField("email"))
        _ = simulator.settle(after: .tapField("city"))
        #expect(simulator.views.scrollView.frame.height == -1)
        let notices = simulator.log.entries.compactMap { if case .pitfall(let notice) = $0.kind { notice } else { nil } }
        #expect(notices.contains { $0.pitfall == .shrinksTwice && $0.strategy == .resize })
        var guarded = Self.simulator("none+resize", era: .ios3)
        _ = guarded.settle(after: .tapField("email"))
        _ = guarded.settle(after: .tapField("city"))
        #expect(guarded.views.scrollView.frame.height == 9)
        var composite = try #require(Self.catalogue.make(StrategyID(rawValue: "echo+inset")) as? CompositeStrategy)
        composite.setPitfalls(true)
        #expect((composite.parts[0] as? EchoStrategy)?.pitfalls == true)
    }

    @Test("the why panel explains each part's action through that part's own catalogue; the composite explains its installation")
    func explainedByEachPart() throws {
        var simulator = Self.simulator("resize+inset")
        let actions = simulator.settle(after: .tapField("email")).strategyActions
        #expect(actions.map(\.strategy) == [.resize, .inset])
        for action in actions {
            let explanation = try #require(action.explanation(outcome: FocusOutcome(simulator), in: Self.catalogue))
            #expect(explanation.source == Self.catalogue.explanations(of: action.strategy).entries[action.action]?.source)
        }
        let composite = Self.catalogue.explanations(of: StrategyID(rawValue: "resize+inset"))
        #expect(composite.entries[.installed] != nil)
        #expect(composite.listing.lines.first?.code == "// first: resize")
        #expect(composite.listing.lines.contains { $0.code == "// then: inset" })
    }

    @Test("F3 does not cycle through composites: from one it goes to the first strategy")
    func f3SkipsComposites() {
        #expect(Self.catalogue.id(after: StrategyID(rawValue: "resize+inset")) == .none)
        #expect(!Self.catalogue.ids.contains { $0.rawValue.contains("+") })
    }

    @Test("a composite's name is no word, so transcripts quote it")
    func quotedInTranscripts() {
        #expect(!StrategyID(rawValue: "iqkeyboardmanager+inset").isWord)
    }

    @Test("a composite lays out every part's keyboard-tied views in turn: layoutguide+inset and inset+layoutguide rest the footer where layoutguide alone does")
    func layOutReachesEveryPart() {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 40, height: 30),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 40, height: 28), contentSize: Size(width: 40, height: 60)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 40, height: 60))
        views.footerFrame = Rect(x: 1, y: 20, width: 38, height: 2)
        views.era = .ios17
        views.safeAreaInsets = EdgeInsets(top: 0, bottom: 2)
        var alone = views
        var guide = LayoutGuideStrategy()
        guide.layOut(&alone)
        #expect(alone != views, "the guide stands the footer on its resting place")
        for parts in [[LayoutGuideStrategy(), InsetStrategy()] as [any AvoidanceStrategy], [InsetStrategy(), LayoutGuideStrategy()]] {
            var composite = CompositeStrategy(parts: parts)
            var laidOut = views
            composite.layOut(&laidOut)
            #expect(laidOut == alone)
        }
    }
}
