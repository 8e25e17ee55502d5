@testable import KeyboardSim
import Testing

@Suite("tpkeyboardavoiding: TPKeyboardAvoiding 1.3.5 as written, its bugs included")
struct TPKeyboardAvoidingStrategyTests {
    /// The actions `name` the strategy logged in `events`.
    private static func logged(_ name: StrategyAction.Name, in events: [TimedEvent]) -> [StrategyAction] {
        events.strategyActions.filter { $0.action == name }
    }

    @Test("a frame change changes nothing at once; 0.01 s later the block insets and centres, along the notification's curve (7)")
    func adjustsAHundredthOfASecondLater() {
        var simulator = Simulator.tall(strategy: .tpKeyboardAvoiding)
        let atTap = simulator.handle(.tapField("f11"), at: 0)
        #expect(atTap.strategyActions.contains { $0.action == .keyboardFrameWillChange })
        #expect(!atTap.strategyActions.contains { $0.action == .insetAndCentre })
        #expect(simulator.views.scrollView.contentInset.bottom == 0)
        #expect(simulator.advance(to: 0.009).strategyActions.isEmpty)
        let late = simulator.advance(to: 0.01)
        #expect(late.strategyActions.map(\.action) == [.insetAndCentre])
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
        #expect(simulator.app.viewAnimation?.curve == AnimationCurve(rawValue: 7))
    }

    @Test("the bottom inset is the keyboard's overlap with the scroll view, and a taller keyboard replaces it rather than adding to it")
    func insetIsTheOverlapReplacingTheOldOne() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.keyboards, strategy: .tpKeyboardAvoiding), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("plain"))
        #expect(simulator.views.scrollView.contentInset.bottom == TestFrames.shown.height)
        _ = simulator.settle(after: .tapField("withBar"))
        #expect(simulator.views.scrollView.contentInset.bottom == TestFrames.shown.height + 1)
        #expect(simulator.views.scrollView.scrollIndicatorInsets == simulator.views.scrollView.contentInset)
    }

    @Test("the caret is centred between the insets with at least a row of padding, even for a field already in sight, which auto leaves where it is")
    func centresTheCaretEvenWhenInSight() throws {
        var simulator = Simulator.tall(strategy: .tpKeyboardAvoiding)
        let events = simulator.settle(after: .tapField("f1"))
        let field = simulator.layout.entries[1].fieldFrame
        let scrollView = simulator.views.scrollView
        let viewable = scrollView.frame.height - scrollView.contentInset.bottom
        let padding = max((viewable - 1) / 2, simulator.views.rows(points: TPKeyboardAvoidingStrategy.minimumPaddingPoints))
        #expect(scrollView.contentOffset.y == field.y - padding)
        #expect(scrollView.contentOffset.y > 0)
        #expect(Self.logged(.insetAndCentre, in: events).map { $0.number("offset") } == [field.y - padding])
        var auto = Simulator.tall(strategy: .auto)
        _ = auto.settle(after: .tapField("f1"))
        #expect(auto.views.scrollView.contentOffset.y == 0, "f1 was in sight above the keyboard")
    }

    @Test("the prior insets are taken at the first frame change after a hide, not at the ones while the keyboard stays")
    func priorInsetsTakenOnTheFirstFrameChangeAfterAHide() {
        var simulator = Simulator.tall(strategy: .tpKeyboardAvoiding)
        var events = simulator.settle(after: .tapField("f11"))
        events += simulator.settle(after: .rotate(.landscape, screen: Size(width: 78, height: 17)))
        events += simulator.settle(after: .key(.escape))
        events += simulator.settle(after: .tapField("f3"))
        let captured = Self.logged(.keyboardFrameWillChange, in: events).map { $0.flag("captured") }
        #expect(captured.first == true && captured.last == true)
        #expect(captured.dropFirst().dropLast().contains(false), "\(captured)")
    }

    @Test("on hide the prior insets come back but the offset stays where the centring left it, past the end of the content (TP-B, PR #153 declined)")
    func offsetNeverRestored() {
        var simulator = Simulator.tall(strategy: .tpKeyboardAvoiding)
        _ = simulator.settle(after: .tapField("f11"))
        let centred = simulator.views.scrollView.contentOffset.y
        let events = simulator.settle(after: .key(.escape))
        #expect(events.strategyActions.contains { $0.action == .restorePriorInsets })
        #expect(simulator.views.scrollView.contentInset == .zero && simulator.views.scrollView.scrollIndicatorInsets == .zero)
        #expect(simulator.views.scrollView.contentOffset.y == centred)
        #expect(centred > simulator.views.scrollView.maximumOffsetY, "the form is left scrolled past its end")
    }

    @Test("on an iPhone 15 from iOS 11 the inset counts the home indicator's rows that adjustedContentInset adds as well (TP-A, TP#269)")
    func safeAreaCountedTwice() throws {
        let iPhone15 = DeviceChoice.iPhone(DeviceCatalogue.iPhone15)
        var tp = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .tpKeyboardAvoiding, device: iPhone15), screenSize: Size(width: 98, height: 57))
        _ = tp.settle(after: .tapField("f11"))
        var overlap = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .overlap, device: iPhone15), screenSize: Size(width: 98, height: 57))
        _ = overlap.settle(after: .tapField("f11"))
        let safeArea = tp.views.scrollView.safeAreaBottomAdjustment
        #expect(safeArea > 0)
        #expect(tp.views.scrollView.contentInset.bottom == overlap.views.scrollView.contentInset.bottom + safeArea)
    }

    @Test("a hide before the block is due does not cancel it: it runs after the restore and writes the prior bottom again (TP-C)")
    func blockRunsAfterAQuickHide() {
        var simulator = Simulator.tall(strategy: .tpKeyboardAvoiding)
        var events = simulator.handle(.tapField("f11"), at: 0)
        events += simulator.handle(.key(.escape), at: 0.005)
        events += simulator.advance(to: 1)
        let order = events.strategyActions.map(\.action).filter { $0 == .restorePriorInsets || $0 == .insetAndCentre }
        #expect(order.first == .restorePriorInsets && order.dropFirst().contains(.insetAndCentre), "\(order)")
        #expect(simulator.views.scrollView.contentInset.bottom == 0)
    }
}
