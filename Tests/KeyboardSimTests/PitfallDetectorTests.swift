import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Pitfall detection (issue 12, point 5)", .timed)
struct PitfallDetectorTests {
    /// A session of `form` on `screen`.
    static func session(_ form: Form = TestForms.tall, strategy: StrategyID, era: Era = .ios11, pitfalls: Bool = false,
                        screen: Size = TestForms.screen) -> Simulator {
        Simulator(SessionConfiguration(form: form, strategy: strategy, era: era, pitfalls: pitfalls), screenSize: screen)
    }

    /// Applies `inputs` one by one and returns the notices of the last one.
    static func notices(_ simulator: inout Simulator, after inputs: [InputEvent]) -> [PitfallNotice] {
        var notices: [PitfallNotice] = []
        for input in inputs {
            let events = simulator.settle(after: input)
            notices = PitfallDetector.detect(events: events, after: simulator)
        }
        return notices
    }

    /// Every explanation of `notices` reads whole: a source, steps, no placeholder left.
    static func expectExplained(_ notices: [PitfallNotice], in simulator: Simulator) {
        for notice in notices {
            let explanation = notice.explanation(outcome: FocusOutcome(simulator))
            #expect(!explanation.steps.isEmpty)
            #expect(!explanation.lines.contains { $0.hasUnfilledPlaceholder }, "\(explanation.lines)")
        }
    }

    @Test("inset reads frameBegin: moving to a field whose keyboard is a row taller leaves the inset one row short")
    func frameBeginOfAGrowingKeyboard() throws {
        var simulator = Self.session(TestForms.keyboards, strategy: .inset)
        let notices = Self.notices(&simulator, after: [.tapField("plain"), .tapField("withBar")])
        let notice = try #require(notices.first { $0.pitfall == .heightFromFrameBegin })
        #expect(notice.details == [.init("used", .int(10)), .init("real", .int(11)), .init("short", .int(1)), .init("frameKeys", .bool(true))])
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
        let explanation = notice.explanation(outcome: FocusOutcome(simulator))
        #expect(explanation.steps[1].contains("11 rows tall"))
        Self.expectExplained(notices, in: simulator)
    }

    @Test("inset in era 3 finds no frameBegin at all: the height reads 0 and the last field stays covered")
    func frameBeginMissingInEra3() throws {
        var simulator = Self.session(strategy: .inset, era: .ios3)
        let notices = Self.notices(&simulator, after: [.tapField("f11")])
        let notice = try #require(notices.first { $0.pitfall == .heightFromFrameBegin })
        #expect(notice.details.contains(.init("frameKeys", .bool(false))))
        #expect(notice.details.contains(.init("short", .int(10))))
        #expect(!simulator.isFieldVisible(11))
        #expect(notice.explanation(outcome: FocusOutcome(simulator)).why == "f11 is under the keyboard: the adjustment is 10 rows smaller than the keyboard. The height to use is the keyboard's real one: frameEnd's, or in iPhone OS 3 the bounds'.")
    }

    @Test("inset's origin-only test: a tall text view whose top row is clear is not scrolled, its lower rows stay covered")
    func originOnlyTest() throws {
        let lines = (1...9).map(String.init).joined(separator: "\n")
        let form = Form(title: "Tall text view", fields: [
            Field(name: "story", kind: .textView, rows: 9, traits: TextInputTraits(autocapitalization: .none, autocorrection: .no), value: lines),
        ] + TestForms.tall.fields.prefix(4))
        var simulator = Self.session(form, strategy: .inset)
        let notices = Self.notices(&simulator, after: [.tapField("story")])
        #expect(notices.map(\.pitfall) == [.originOnlyTest])
        #expect(simulator.fieldScreenFrame(0) == Rect(x: 1, y: 4, width: 37, height: 9))
        #expect(!simulator.isFieldVisible(0))
        let explanation = try #require(notices.first).explanation(outcome: FocusOutcome(simulator))
        #expect(explanation.steps[1].contains("its top row, 4, is above the keyboard's top at row 11"))
        #expect(explanation.steps[2].contains("lower 2 rows"))
    }

    @Test("from era 11, a switch between fields with their own accessory views re-posts DidShow: resize without its guard shrinks twice there too",
          arguments: [Era.ios11, .ios15, .ios17, .ios26])
    func shrinksTwiceWithOwnAccessories(_ era: Era) throws {
        let form = Form(title: "Own toolbars", fields: [Field(name: "a", toolbar: true, ownsToolbar: true),
                                                        Field(name: "b", toolbar: true, ownsToolbar: true)])
        var simulator = Self.session(form, strategy: .resize, era: era, pitfalls: true)
        let notices = Self.notices(&simulator, after: [.tapField("a"), .tapField("b")])
        let shrunk = notices.filter { $0.pitfall == .shrinksTwice }
        #expect(shrunk.count == 1)
        Self.expectExplained(shrunk, in: simulator)
    }

    @Test("resize without its guard shrinks twice on a field switch in eras 3 and 7; never from era 11 on (same keyboard)", arguments: Era.allCases)
    func shrinksTwice(_ era: Era) throws {
        var simulator = Self.session(TestForms.signup, strategy: .resize, era: era, pitfalls: true)
        let notices = Self.notices(&simulator, after: [.tapField("email"), .tapField("city")])
        let shrunk = notices.filter { $0.pitfall == .shrinksTwice }
        if era.rawValue >= Era.ios11.rawValue {
            #expect(shrunk.isEmpty)
        } else {
            #expect(shrunk.first?.details == [.init("height", .int(10)), .init("before", .int(9)), .init("full", .int(19)), .init("after", .int(-1))])
            Self.expectExplained(shrunk, in: simulator)
        }
    }

    @Test("with the guard kept, resize never shrinks twice")
    func guardPreventsShrinkingTwice() {
        var simulator = Self.session(TestForms.signup, strategy: .resize, era: .ios3)
        let notices = Self.notices(&simulator, after: [.tapField("email"), .tapField("city")])
        #expect(!notices.contains { $0.pitfall == .shrinksTwice })
    }

    @Test("extend's field.y − height puts the last field of the tall form under the keyboard")
    func offsetUnderKeyboard() throws {
        var simulator = Self.session(strategy: .extend)
        let notices = Self.notices(&simulator, after: [.tapField("f11")])
        let notice = try #require(notices.first { $0.pitfall == .offsetUnderKeyboard })
        #expect(notice.details == [.init("offset", .int(25))])
        #expect(!simulator.isFieldVisible(11))
        Self.expectExplained(notices, in: simulator)
    }

    @Test("extend's field.y − height is below the scrollable range for the top field")
    func offsetPastContent() throws {
        var simulator = Self.session(TestForms.signup, strategy: .extend)
        let notices = Self.notices(&simulator, after: [.tapField("fullName")])
        let notice = try #require(notices.first { $0.pitfall == .offsetPastContent })
        #expect(notice.details == [.init("offset", .int(-8)), .init("minimum", .int(0)), .init("maximum", .int(15)), .init("belowRange", .bool(true))])
        #expect(notice.explanation(outcome: FocusOutcome(simulator)).steps[1].contains("near the top"))
    }

    @Test("slide's fixed 10-row height falls short of a 15-row keyboard on a taller screen, and the field stays covered")
    func hardCodedHeight() throws {
        var simulator = Self.session(strategy: .slide, screen: Size(width: 61, height: 37))
        let notices = Self.notices(&simulator, after: [.tapField("f11")])
        let notice = try #require(notices.first { $0.pitfall == .hardCodedKeyboardHeight })
        #expect(notice.details == [.init("assumed", .int(10)), .init("real", .int(15)), .init("difference", .int(5))])
        #expect(!simulator.isFieldVisible(11))
        Self.expectExplained(notices, in: simulator)
    }

    @Test("slide leaves a text view where it is, under the keyboard")
    func textViewNeverSlides() throws {
        var simulator = Self.session(strategy: .slide)
        let notices = Self.notices(&simulator, after: [.tapField("notes")])
        #expect(notices.map(\.pitfall) == [.textViewNeverSlides])
        #expect(!simulator.isFieldVisible(12))
        Self.expectExplained(notices, in: simulator)
    }

    @Test("a field switch before iOS 11 posts WillHide without DidHide: caught for the listings that listen to hides",
          arguments: [(StrategyID.inset, Era.ios3), (.resize, .ios3), (.inset, .ios7)])
    func willHideWithoutDidHide(_ strategy: StrategyID, _ era: Era) throws {
        var simulator = Self.session(strategy: strategy, era: era)
        let notices = Self.notices(&simulator, after: [.tapField("f1"), .tapField("f2")])
        let notice = try #require(notices.first { $0.pitfall == .willHideWithoutDidHide })
        #expect(notice.details.first == .init("era", .int(era.rawValue)))
        Self.expectExplained(notices, in: simulator)
    }

    @Test("the same switch in era 11 posts no hide, and a dismissal's WillHide is followed by its DidHide: neither is caught")
    func noHideWithoutDidHide() {
        var era11 = Self.session(strategy: .inset)
        #expect(Self.notices(&era11, after: [.tapField("f1"), .tapField("f2")]).isEmpty)
        var era3 = Self.session(strategy: .resize, era: .ios3)
        #expect(Self.notices(&era3, after: [.tapField("f1"), .key(.escape)]).isEmpty)
    }

    @Test("the happy path reports no pitfall: auto in every era, inset in era 11 on fields it handles", arguments: Era.allCases)
    func happyPath(_ era: Era) {
        var auto = Self.session(strategy: .auto, era: era)
        for input: InputEvent in [.tapField("f1"), .tapField("f11"), .tapField("notes"), .key(.character("a")), .key(.escape)] {
            #expect(Self.notices(&auto, after: [input]).isEmpty, "\(input)")
        }
        var inset = Self.session(strategy: .inset)
        for input: InputEvent in [.tapField("f1"), .tapField("f11"), .key(.escape)] {
            #expect(Self.notices(&inset, after: [input]).isEmpty, "\(input)")
        }
    }

    @Test("the detector only observes: the same inputs give the same events and state with or without it")
    func observerOnly() {
        var watched = Self.session(strategy: .inset, era: .ios3)
        var plain = watched
        for input: InputEvent in [.tapField("f1"), .tapField("f11"), .key(.escape)] {
            let events = watched.settle(after: input)
            _ = PitfallDetector.detect(events: events, after: watched)
            #expect(plain.settle(after: input) == events)
        }
        #expect(watched.views == plain.views)
    }
}
