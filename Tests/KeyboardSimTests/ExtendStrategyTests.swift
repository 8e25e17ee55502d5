import Testing
@testable import KeyboardSim
import TestTiming

/// The default form (signup): the input of field i at content row 2 + 3i (fullName 2, city 17),
/// then the notes text view at 32, one row while empty (it grows as text is typed); content 34 rows. The listing's offset is field.y − K, so
/// every field lands K rows below the scroll view's top (row 2): row 12 in portrait 39x21 under
/// a keyboard at row 11, row 11 in landscape 78x17 under one at row 8, row 17 on a 61x37 screen
/// just above one at row 22.
@Suite("extend strategy (iOS 7 guide, Listing 5-3)", .timed)
struct ExtendStrategyTests {
    /// One field of the default form on one screen, with what the listing computes for it.
    struct Case: Sendable, CustomTestStringConvertible {
        let field: String
        let orientation: Orientation
        let screen: Size
        let height: Int
        let contentHeight: Int
        let offset: Int
        let screenRow: Int
        let visible: Bool
        var testDescription: String { "\(field), \(orientation) \(screen)" }
    }

    static let portrait = Size(width: 39, height: 21)
    static let landscape = Size(width: 78, height: 17)
    /// What an 80x40 terminal gives: a 17-row keyboard, so the scroll view is about two keyboards tall.
    static let tallPortrait = Size(width: 61, height: 37)

    static let cases: [Case] = [
        Case(field: "fullName", orientation: .portrait, screen: portrait, height: 10, contentHeight: 44, offset: -8, screenRow: 12, visible: false),
        Case(field: "city", orientation: .portrait, screen: portrait, height: 10, contentHeight: 44, offset: 7, screenRow: 12, visible: false),
        Case(field: "notes", orientation: .portrait, screen: portrait, height: 10, contentHeight: 44, offset: 22, screenRow: 12, visible: false),
        Case(field: "fullName", orientation: .landscape, screen: landscape, height: 9, contentHeight: 43, offset: -7, screenRow: 11, visible: false),
        Case(field: "city", orientation: .landscape, screen: landscape, height: 9, contentHeight: 43, offset: 8, screenRow: 11, visible: false),
        Case(field: "notes", orientation: .landscape, screen: landscape, height: 9, contentHeight: 43, offset: 23, screenRow: 11, visible: false),
        Case(field: "fullName", orientation: .portrait, screen: tallPortrait, height: 15, contentHeight: 49, offset: -13, screenRow: 17, visible: true),
        Case(field: "city", orientation: .portrait, screen: tallPortrait, height: 15, contentHeight: 49, offset: 2, screenRow: 17, visible: true),
        // The empty text view is one row, at row 19: just above the keyboard.
        Case(field: "notes", orientation: .portrait, screen: tallPortrait, height: 15, contentHeight: 49, offset: 17, screenRow: 17, visible: true),
    ]

    static func signup(era: Era = .ios11, orientation: Orientation = .portrait, screen: Size = portrait) throws -> Simulator {
        Simulator(SessionConfiguration(form: TestForms.signup, strategy: .extend, era: era, orientation: orientation), screenSize: screen)
    }

    @Test("on DidShow the content view grows by the frameBegin height and the offset becomes field.y minus that height",
          arguments: cases)
    func extendAndOffset(_ expected: Case) throws {
        var simulator = try Self.signup(orientation: expected.orientation, screen: expected.screen)
        let events = simulator.settle(after: .tapField(expected.field))
        #expect(events.strategyActions == [StrategyAction(strategy: .extend, action: .keyboardWasShown, details: [
            .init("height", .int(expected.height)), .init("contentHeight", .int(expected.contentHeight)),
            .init("offset", .int(expected.offset)),
        ])])
        #expect(simulator.views.contentViewFrame.height == expected.contentHeight)
        #expect(simulator.views.scrollView.contentOffset == Point(x: 0, y: expected.offset))
        let index = try #require(simulator.form.index(of: expected.field))
        #expect(simulator.fieldScreenFrame(index).y == expected.screenRow)
        #expect(simulator.isFieldVisible(index) == expected.visible)
    }

    @Test("offsets are set exactly as computed: negative for a top field, past the end for the bottom one")
    func unclampedOffsets() throws {
        var top = try Self.signup()
        _ = top.settle(after: .tapField("fullName"))
        #expect(top.views.scrollView.contentOffset.y == -8)
        #expect(top.views.scrollView.contentOffset.y < top.views.scrollView.minimumOffsetY)
        var bottom = try Self.signup()
        _ = bottom.settle(after: .tapField("notes"))
        #expect(bottom.views.scrollView.contentOffset.y == 22)
        #expect(bottom.views.scrollView.contentOffset.y > bottom.views.scrollView.maximumOffsetY)
    }

    @Test("the listing sets the content view's frame only: the scroll view's contentSize stays 34 rows")
    func contentSizeUnchanged() throws {
        var simulator = try Self.signup()
        _ = simulator.settle(after: .tapField("notes"))
        #expect(simulator.views.contentViewFrame == Rect(x: 0, y: 0, width: 39, height: 44))
        #expect(simulator.views.scrollView.contentSize.height == 34)
        #expect(simulator.views.scrollView.maximumOffsetY == 15)
    }

    @Test("so the first scroll afterwards snaps the offset back into the old range")
    func scrollSnapsBack() throws {
        var simulator = try Self.signup()
        _ = simulator.settle(after: .tapField("notes"))
        _ = simulator.settle(after: .scroll(by: 1))
        #expect(simulator.views.scrollView.contentOffset.y == 15)
    }

    @Test("the listing has no hide handler: after the keyboard leaves the content stays extended and the offset stays")
    func noRestoreOnHide() throws {
        var simulator = try Self.signup()
        _ = simulator.settle(after: .tapField("fullName"))
        let events = simulator.settle(after: .key(.escape))
        #expect(events.names.contains("keyboardDidHide"))
        #expect(events.strategyActions.isEmpty)
        #expect(simulator.keyboardFrame == nil)
        #expect(simulator.views.contentViewFrame.height == 44)
        #expect(simulator.views.scrollView.contentOffset.y == -8)
        // The form stays pulled down: fullName's input at row 12 instead of row 4.
        #expect(simulator.fieldScreenFrame(0).y == 12)
    }

    @Test("every DidShow extends again: an era 7 field switch adds another keyboard height")
    func extendsOnEveryDidShow() throws {
        var simulator = try Self.signup(era: .ios7)
        _ = simulator.settle(after: .tapField("fullName"))
        let events = simulator.settle(after: .tapField("city"))
        #expect(events.strategyActions.first?.details == [
            .init("height", .int(10)), .init("contentHeight", .int(54)), .init("offset", .int(7)),
        ])
        #expect(simulator.views.contentViewFrame.height == 54)
    }

    @Test("era 3 has no frame keys: frameBegin is nil, the height reads zero and the field goes to the scroll view's top")
    func era3ReadsZero() throws {
        var simulator = try Self.signup(era: .ios3)
        let events = simulator.settle(after: .tapField("city"))
        #expect(events.notifications.allSatisfy { $0.userInfo.frameBegin == nil })
        #expect(events.strategyActions.first?.details == [
            .init("height", .int(0)), .init("contentHeight", .int(34)), .init("offset", .int(17)),
        ])
        #expect(simulator.views.contentViewFrame.height == 34)
        #expect(simulator.fieldScreenFrame(5).y == 2)
        #expect(simulator.isFieldVisible(5))
    }

    @Test("on the tall test form the last field lands one keyboard height below the scroll view's top, under the keyboard")
    func tallFormLastField() {
        var simulator = Simulator.tall(strategy: .extend)
        _ = simulator.settle(after: .tapField("f11"))
        // f11 at content row 35: offset 35 - 10 = 25, so row 2 + 10 = 12, below the keyboard's top at 11.
        #expect(simulator.views.scrollView.contentOffset.y == 25)
        #expect(simulator.fieldScreenFrame(11).y == 12)
        #expect(simulator.keyboardFrame == TestFrames.shown)
        #expect(!simulator.isFieldVisible(11))
    }
}
