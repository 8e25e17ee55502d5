import Testing
@testable import KeyboardSim
import TestTiming

/// The default form (signup): ten one-row fields, the input of field i at content row 2 + 3i
/// (fullName 2, city 17, company 29), then the notes text view at 32, one row while empty; content 34 rows.
/// Portrait 39x21: scroll view {0,2,39,19}, keyboard 10 rows at row 11.
/// Landscape 78x17: scroll view {0,2,78,15}, keyboard 9 rows at row 8.
@Suite("resize strategy (iPhone OS 3 guide; ScrollableViewController)", .timed)
struct ResizeStrategyTests {
    /// One field of the default form in one orientation, with what the listing computes for it.
    struct Case: Sendable, CustomTestStringConvertible {
        let field: String
        let orientation: Orientation
        let height: Int
        let frame: Rect
        let scrolled: Bool
        let offset: Int
        var testDescription: String { "\(field), \(orientation)" }
    }

    static let portrait = Size(width: 39, height: 21)
    static let landscape = Size(width: 78, height: 17)

    static let cases: [Case] = [
        Case(field: "fullName", orientation: .portrait, height: 10, frame: Rect(x: 0, y: 2, width: 39, height: 9), scrolled: false, offset: 0),
        // UIKit leaves city (17…17) alone in 19 rows; in 9 rows the listing scrolls it to the bottom row.
        Case(field: "city", orientation: .portrait, height: 10, frame: Rect(x: 0, y: 2, width: 39, height: 9), scrolled: true, offset: 9),
        // UIKit first brings notes (32) into 19 rows (offset 14); the listing then into 9 rows.
        Case(field: "notes", orientation: .portrait, height: 10, frame: Rect(x: 0, y: 2, width: 39, height: 9), scrolled: true, offset: 24),
        Case(field: "fullName", orientation: .landscape, height: 9, frame: Rect(x: 0, y: 2, width: 78, height: 6), scrolled: false, offset: 0),
        Case(field: "city", orientation: .landscape, height: 9, frame: Rect(x: 0, y: 2, width: 78, height: 6), scrolled: true, offset: 12),
        Case(field: "notes", orientation: .landscape, height: 9, frame: Rect(x: 0, y: 2, width: 78, height: 6), scrolled: true, offset: 27),
    ]

    static func signup(era: Era = .ios11, orientation: Orientation = .portrait, pitfalls: Bool = false) throws -> Simulator {
        Simulator(SessionConfiguration(form: TestForms.signup, strategy: .resize, era: era, orientation: orientation, pitfalls: pitfalls), screenSize: orientation == .portrait ? portrait : landscape)
    }

    @Test("on DidShow the scroll view loses the keyboard's bounds height and the field is scrolled above the keyboard",
          arguments: cases)
    func shrinkAndScroll(_ expected: Case) throws {
        var simulator = try Self.signup(orientation: expected.orientation)
        let events = simulator.settle(after: .tapField(expected.field))
        #expect(events.strategyActions == [StrategyAction(strategy: .resize, action: .keyboardWasShown, details: [
            .init("height", .int(expected.height)), .init("frame", .rect(expected.frame)), .init("scrolled", .bool(expected.scrolled)),
        ])])
        #expect(simulator.views.scrollView.frame == expected.frame)
        #expect(simulator.views.scrollView.contentOffset.y == expected.offset)
        let index = try #require(simulator.form.index(of: expected.field))
        #expect(simulator.isFieldVisible(index))
    }

    @Test("the height is read from the legacy bounds key, so era 3 (no frame keys) shrinks by the same 10 rows")
    func boundsInEra3() throws {
        var simulator = try Self.signup(era: .ios3)
        let events = simulator.settle(after: .tapField("notes"))
        #expect(events.strategyActions.first?.details.first == .init("height", .int(10)))
        #expect(simulator.views.scrollView.frame.height == 9)
        #expect(simulator.isFieldVisible(10))
    }

    @Test("only DidShow shrinks: the strategy does nothing before the keyboard has finished sliding in")
    func waitsForDidShow() throws {
        var simulator = try Self.signup()
        let events = simulator.handle(.tapField("notes"), at: 0)
        #expect(events.strategyActions.isEmpty)
        #expect(simulator.views.scrollView.frame.height == 19)
        let settled = simulator.advance(to: 1)
        let didShow = try #require(settled.names.firstIndex(of: "keyboardDidShow"))
        #expect(settled.names[didShow + 1] == "strategy")
    }

    @Test("era 3 with the keyboardShown guard: two focus changes shrink the frame once, the second DidShow is ignored")
    func guardHoldsInEra3() throws {
        var simulator = try Self.signup(era: .ios3)
        _ = simulator.settle(after: .tapField("email"))
        let events = simulator.settle(after: .tapField("city"))
        #expect(events.names.contains("keyboardDidShow"))
        #expect(!events.names.contains("keyboardDidHide"))
        #expect(events.strategyActions.map(\.action) == [.ignoredAlreadyShown])
        #expect(simulator.views.scrollView.frame == Rect(x: 0, y: 2, width: 39, height: 9))
        // UIKit, not the strategy, scrolls city (17) into the 9-row frame.
        #expect(simulator.views.scrollView.contentOffset.y == 9)
        #expect(simulator.isFieldVisible(5))
        _ = simulator.settle(after: .tapField("company"))
        #expect(simulator.views.scrollView.frame.height == 9)
    }

    @Test("era 3 with pitfalls (no guard): the second DidShow shrinks the frame again, to -1 rows, and the form vanishes")
    func pitfallShrinksTwiceInEra3() throws {
        var simulator = try Self.signup(era: .ios3, pitfalls: true)
        _ = simulator.settle(after: .tapField("email"))
        let events = simulator.settle(after: .tapField("city"))
        #expect(events.strategyActions.first?.details == [
            .init("height", .int(10)), .init("frame", .rect(Rect(x: 0, y: 2, width: 39, height: -1))), .init("scrolled", .bool(true)),
        ])
        #expect(simulator.views.scrollView.frame.height == -1)
        #expect(!simulator.isFieldVisible(5))
        _ = simulator.settle(after: .tapField("company"))
        #expect(simulator.views.scrollView.frame.height == -11)
    }

    @Test("era 7 without the guard shrinks twice too; era 11 posts no DidShow on a switch, so the missing guard never bites")
    func pitfallByEra() throws {
        var era7 = try Self.signup(era: .ios7, pitfalls: true)
        _ = era7.settle(after: .tapField("email"))
        _ = era7.settle(after: .tapField("city"))
        #expect(era7.views.scrollView.frame.height == -1)
        var era11 = try Self.signup(era: .ios11, pitfalls: true)
        _ = era11.settle(after: .tapField("email"))
        _ = era11.settle(after: .tapField("city"))
        #expect(era11.views.scrollView.frame.height == 9)
        #expect(era11.isFieldVisible(5))
    }

    @Test("pitfalls switched on mid-session drop the guard from the next DidShow, with the keyboard up; switched off, the guard holds again")
    func pitfallsSwitchedDuringSession() throws {
        var simulator = try Self.signup(era: .ios7)
        #expect(!simulator.pitfalls)
        _ = simulator.settle(after: .tapField("email"))
        #expect(simulator.views.scrollView.frame.height == 9)
        _ = simulator.settle(after: .setPitfalls(true))
        #expect(simulator.pitfalls)
        #expect(simulator.views.scrollView.frame.height == 9, "switching changes no view")
        _ = simulator.settle(after: .tapField("city"))
        #expect(simulator.views.scrollView.frame.height == -1, "the unguarded DidShow shrank the frame a second time")
        _ = simulator.settle(after: .setPitfalls(false))
        #expect(!simulator.pitfalls)
        let events = simulator.settle(after: .tapField("company"))
        #expect(events.strategyActions.map(\.action) == [.ignoredAlreadyShown], "the flag was kept: the guard holds again")
        #expect(simulator.views.scrollView.frame.height == -1)
    }

    @Test("a strategy switched to while pitfalls are on is made without its guard")
    func pitfallsCarryToTheNextStrategy() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: .none, era: .ios7), screenSize: Self.portrait)
        _ = simulator.settle(after: .setPitfalls(true))
        _ = simulator.settle(after: .setStrategy(.resize))
        _ = simulator.settle(after: .tapField("email"))
        _ = simulator.settle(after: .tapField("city"))
        #expect(simulator.views.scrollView.frame.height == -1)
    }

    @Test("after show, field switches and hide the scroll view's frame is exactly what it was, in every era",
          arguments: Era.allCases)
    func restoresOnHide(_ era: Era) throws {
        var simulator = try Self.signup(era: era)
        let original = simulator.views.scrollView.frame
        _ = simulator.settle(after: .tapField("fullName"))
        _ = simulator.settle(after: .tapField("city"))
        _ = simulator.settle(after: .tapField("notes"))
        let events = simulator.settle(after: .key(.escape))
        #expect(events.strategyActions == [StrategyAction(strategy: .resize, action: .keyboardWasHidden, details: [
            .init("height", .int(10)), .init("frame", .rect(original)),
        ])])
        #expect(simulator.views.scrollView.frame == original)
    }

    @Test("DidHide clears keyboardShown: the next show shrinks the frame again")
    func showAfterHide() throws {
        var simulator = try Self.signup(era: .ios3)
        _ = simulator.settle(after: .tapField("email"))
        _ = simulator.settle(after: .key(.escape))
        let events = simulator.settle(after: .tapField("city"))
        #expect(events.strategyActions.map(\.action) == [.keyboardWasShown])
        #expect(simulator.views.scrollView.frame.height == 9)
    }

    @Test("with pitfalls, DidHide gives back one keyboard height only: after a doubled shrink the frame stays 10 rows short")
    func pitfallLeavesFrameShort() throws {
        var simulator = try Self.signup(era: .ios3, pitfalls: true)
        _ = simulator.settle(after: .tapField("email"))
        _ = simulator.settle(after: .tapField("city"))
        _ = simulator.settle(after: .key(.escape))
        #expect(simulator.views.scrollView.frame == Rect(x: 0, y: 2, width: 39, height: 9))
        // Offset 17: company (29) would show at row 14 in the original 19 rows; 9 rows end at row 10.
        #expect(simulator.views.scrollView.contentOffset.y == 17)
        #expect(!simulator.isFieldVisible(9))
    }

    @Test("on the tall test form the last field ends on the row just above the keyboard")
    func tallFormLastField() {
        var simulator = Simulator.tall(strategy: .resize)
        _ = simulator.settle(after: .tapField("f11"))
        // UIKit scrolls f11 (content row 35) to offset 17; the listing, in 9 rows, to 27.
        #expect(simulator.views.scrollView.contentOffset.y == 27)
        #expect(simulator.fieldScreenFrame(11).y == 10)
        #expect(simulator.keyboardFrame == TestFrames.shown)
        #expect(simulator.isFieldVisible(11))
    }
}
