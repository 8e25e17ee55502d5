import Testing
@testable import KeyboardSim
import TestTiming

/// The why panel never states something its own numbers contradict (issue 24, point 5): each
/// sentence found wrong is checked in the case it was said in, and every sentence of the tours
/// against the verdict it speaks of.
@Suite("Explanations tell the truth", .timed)
struct ExplanationTruthTests {
    /// The explanation the why panel gives for `action` with the field as it is now.
    static func why(_ action: StrategyAction, _ simulator: Simulator) throws -> String {
        try #require(action.explanation(outcome: FocusOutcome(simulator))).why
    }

    @Test("resize returning early with nothing scrolled (offset 0) does not say UIKit scrolled the field")
    func resizeReturnsEarlyWithoutScroll() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .resize, era: .ios7), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("f1"))
        let events = simulator.settle(after: .tapField("f2"))
        let early = try #require(events.strategyActions.first { $0.action == .ignoredAlreadyShown })
        #expect(simulator.views.scrollView.contentOffset.y == 0)
        #expect(simulator.log.entries.allSatisfy { if case .uikit(.scrollsIntoView) = $0.kind { false } else { true } })
        let why = try Self.why(early, simulator)
        #expect(!why.contains("UIKit scrolled"), "\(why)")
        #expect(why.hasPrefix("f2 can be seen: the scroll view kept its shortened height, and the new field lies inside it"))
    }

    @Test("slide moving the view 0 rows says the view did not move, not that lifting it 0 rows took the field clear")
    func slideOfZeroRows() throws {
        var simulator = Simulator.tall(strategy: .slide)
        let events = simulator.settle(after: .tapField("f0"))
        let slide = try #require(events.strategyActions.first { $0.action == .textFieldDidBeginEditing })
        #expect(slide.details.contains { $0.key == "distance" && $0.value == .int(0) })
        let why = try Self.why(slide, simulator)
        #expect(!why.contains("lifting the view 0 rows"), "\(why)")
        #expect(why == "f0 can be seen, and the view did not move: for a field this high the article's share of its keyboard height rounds down to 0 rows.")
    }

    @Test("slide lifting the view a few rows names the rows it cleared, with the keyboard up")
    func slideOfSomeRows() throws {
        var simulator = Simulator.tall(strategy: .slide)
        let events = simulator.settle(after: .tapField("f5"))
        let slide = try #require(events.strategyActions.first { $0.action == .textFieldDidBeginEditing })
        let why = try Self.why(slide, simulator)
        #expect(simulator.fieldVerdict(5) == .visible)
        #expect(why.hasPrefix("f5 can be seen: lifting the view "), "\(why)")
        #expect(why.contains("above the keyboard's top at row 11"), "\(why)")
    }

    @Test("UIKit's own scroll of a field that ends under the keyboard says it scrolled it inside the scroll view, not into view")
    func uikitScrollIsNotIntoView() throws {
        var simulator = Simulator.tall(strategy: .none)
        _ = simulator.settle(after: .tapField("f11"))
        let scrolls = simulator.log.entries.compactMap { entry -> UIKitAction? in
            if case .uikit(let action) = entry.kind, case .scrollsIntoView = action { action } else { nil }
        }
        let scroll = try #require(scrolls.last)
        guard case .covered = simulator.fieldVerdict(11) else {
            Issue.record("f11 should end covered, is \(simulator.fieldVerdict(11))")
            return
        }
        #expect(!scroll.summary.contains("into view"), "\(scroll.summary)")
        #expect(scroll.summary.hasPrefix("UIKit scrolls f11 inside the scroll view: offset "))
    }

    @Test("a field out of sight with none of it under the keyboard is never said to be under the keyboard")
    func outOfSightIsNotUnderTheKeyboard() throws {
        let outcome = FocusOutcome(field: "f0", fieldFrame: Rect(x: 1, y: -3, width: 37, height: 1),
                                   keyboardFrame: Rect(x: 0, y: 11, width: 39, height: 10), isVisible: false,
                                   coveredRows: 0, hiddenRows: 1, screenHeight: 21, window: Rect(x: 0, y: 2, width: 39, height: 19))
        let action = StrategyAction(strategy: .extend, action: .keyboardWasShown, details: [.init("height", .int(10)), .init("offset", .int(-2))])
        let why = try #require(action.explanation(outcome: outcome)).why
        #expect(why == "f0 is out of sight, but not under the keyboard: the field (rows -3 to -3) lies outside the rows the scroll view shows on screen, 2 to 20.")
    }

    @Test("counts agree with their nouns: one row of one is the field itself, all rows of a taller one are 'all N rows'")
    func countsAgree() {
        #expect(FocusOutcome.part(1, of: 1, field: "notes") == ("notes", "is"))
        #expect(FocusOutcome.part(3, of: 3, field: "notes") == ("all 3 rows of notes", "are"))
        #expect(FocusOutcome.part(1, of: 3, field: "notes") == ("1 of the 3 rows of notes", "is"))
        #expect(FocusOutcome.part(2, of: 3, field: "notes") == ("2 of the 3 rows of notes", "are"))
    }

    @Test("on every tour, a why sentence says 'under the keyboard' only when some of the field is, 'can be seen' only when all of it can, and never '0 rows took' or '1 of the 1 row'")
    func toursAgreeWithTheirNumbers() {
        let explanations = ExplanationTour.explanations
        for (strategy, outcome, explanation) in explanations {
            let why = explanation.why
            let saysUnder = why.contains(" under the keyboard") && !why.contains("not under the keyboard")
            #expect(!saysUnder || outcome.coveredRows > 0, "\(strategy): \(why)")
            #expect(!why.contains(" can be seen") || outcome.isVisible || why.contains("cannot be seen"), "\(strategy): \(why)")
            #expect(!why.contains(" 0 rows took") && !why.contains("1 of the 1 row") && !why.contains(" 1 rows"), "\(strategy): \(why)")
        }
        #expect(explanations.count > 100)
    }

    @Test("overlap names the safe area it takes off from the live numbers, not 'none on kbsim's own phone' (said on an iPhone 15 too)")
    func overlapSafeAreaFromItsNumbers() throws {
        var simulator = Simulator.tall(strategy: .overlap)
        let events = simulator.settle(after: .tapField("f11"))
        let adjust = try #require(events.strategyActions.first { $0.action == .adjustForKeyboard })
        #expect(!adjust.details.contains { $0.key == "safeArea" }, "no safe area on this scroll view")
        let steps = try #require(adjust.explanation(outcome: FocusOutcome(simulator))).steps
        #expect(!steps.contains { $0.contains("kbsim's own phone") }, "\(steps)")
        #expect(steps.contains { $0.contains("here adjustedContentInset keeps no home indicator's rows clear, as this scroll view does not reach one") },
                "\(steps)")
        let withSafeArea = StrategyAction(strategy: .overlap, action: .adjustForKeyboard, details: [
            .init("keyboard", .rect(Rect(x: 0, y: 9, width: 39, height: 12))), .init("safeArea", .int(2)),
            .init("inset", .int(8)), .init("scrolled", .bool(true)),
        ])
        let told = try #require(withSafeArea.explanation(outcome: FocusOutcome(simulator))).steps
        #expect(told.contains { $0.contains("less the 2 rows of the home indicator's strip that adjustedContentInset already keeps clear from iOS 11, 8 rows, become") },
                "\(told)")
    }

    @Test("Listing 5-1 reads the field's frame origin in the content's coordinates, not in 'the field's own coordinates'")
    func listing51ReadsTheFrameOrigin() throws {
        var simulator = Simulator.tall(strategy: .inset)
        let events = simulator.settle(after: .tapField("f11"))
        let shown = try #require(events.strategyActions.first { $0.action == .keyboardWasShown })
        let steps = try #require(shown.explanation(outcome: FocusOutcome(simulator))).steps
        #expect(!steps.contains { $0.contains("own coordinates") }, "\(steps)")
        #expect(steps.contains { $0.contains("the active field's frame origin, its top-left corner in the content's coordinates") }, "\(steps)")
    }
}
