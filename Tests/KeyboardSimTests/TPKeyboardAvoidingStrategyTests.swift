@testable import KeyboardSim
import Testing
import TestTiming

@Suite("tpkeyboardavoiding: TPKeyboardAvoiding 1.3.5 as written, its bugs included", .timed)
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

    // MARK: - Driven by hand, a cell a point: §2.9's phone and the guards

    /// §2.9's screen, a cell a point: a full-screen scroll view on an iPhone 15 under a navigation
    /// bar (adjusted insets 91 top, 34 bottom, raw insets 0), content 1220 tall, at its top (−91).
    private static func pointViews() -> AppViews {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        var views = AppViews(rootViewFrame: screen, scrollView: ScrollView(frame: screen, contentSize: Size(width: 390, height: 1220)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 390, height: 1220))
        views.pointScale = PointScale(points: screen.size, cells: screen.size)
        views.safeAreaInsets = EdgeInsets(top: 91, bottom: 34)
        views.scrollView.safeArea = screen.inset(by: views.safeAreaInsets)
        views.scrollView.contentOffset.y = -91
        return views
    }

    /// The keyboard's 336 pt frame on §2.9's screen, and where it hides to.
    private static let shown = Rect(x: 0, y: 508, width: 390, height: 336)
    private static let hidden = Rect(x: 0, y: 844, width: 390, height: 336)

    private static func note(_ name: KeyboardNotification.Name, from begin: Rect, to end: Rect) -> AppMessage {
        .notification(KeyboardNotification(name: name, userInfo: KeyboardUserInfo(frameBegin: begin, frameEnd: end, duration: 0.25)))
    }

    /// A text view from content y `top`, 44 tall, being edited with its caret 20 tall at `caret`.
    private static func editTextView(at top: Int, caret: Int, _ strategy: inout TPKeyboardAvoidingStrategy, _ views: inout AppViews) {
        views.textViewCaret = Rect(x: 16, y: caret, width: 2, height: 20)
        _ = strategy.receive(.delegate(DelegateCall(method: .textViewDidBeginEditing, field: "f", rect: Rect(x: 16, y: top, width: 358, height: 44))),
                             views: &views)
    }

    @Test("§2.9: the inset is the keyboard's 336 pt overlap (370 adjusted); field 10's caret at 632 is centred at offset 297; the last field's ideal 837 is clamped to 621, leaving its caret at 551, under the keyboard's top at 508")
    func workedExampleOfTheSpecification() {
        var strategy = TPKeyboardAvoidingStrategy()
        var views = Self.pointViews()
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        Self.editTextView(at: 620, caret: 632, &strategy, &views)
        _ = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
        #expect(views.scrollView.contentInset.bottom == 336)
        #expect(views.scrollView.adjustedContentInset.bottom == 370)
        #expect(views.scrollView.contentOffset.y == 297)
        #expect(views.convert(views.textViewCaret!, from: .scrollView).y == 335)

        Self.editTextView(at: 1160, caret: 1172, &strategy, &views)
        #expect(views.scrollView.contentOffset.y == 621, "begin editing with the keyboard up centres at once, clamped")
        #expect(views.convert(views.textViewCaret!, from: .scrollView).y == 551)
        #expect(views.scrollView.maximumOffsetY == 746, "UIKit could have scrolled it clear")
    }

    @Test("the padding above the caret is at least 20 pt, in rows as the phone draws them")
    func paddingIsTwentyPoints() {
        var strategy = TPKeyboardAvoidingStrategy()
        var views = Self.pointViews()
        views.scrollView.frame.size.height = 360
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        Self.editTextView(at: 620, caret: 632, &strategy, &views)
        _ = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
        // 360 − 336 leaves 24 pt: half of what the 20 pt caret leaves is 2, so the 20 pt floor holds.
        #expect(views.scrollView.contentOffset.y == 632 - 20 - 91)
    }

    @Test("a field's begin editing with the keyboard up centres it at once, animated over the last keyboard duration; before the keyboard is up it does nothing")
    func beginEditingRecentresOnlyWhileTheKeyboardIsUp() {
        var strategy = TPKeyboardAvoidingStrategy()
        var views = Self.pointViews()
        let before = strategy.receive(.delegate(DelegateCall(method: .textFieldDidBeginEditing, field: "a", rect: Rect(x: 16, y: 620, width: 358, height: 44))),
                                      views: &views)
        #expect(before.actions.isEmpty && views.scrollView.contentOffset.y == -91)
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        let switched = strategy.receive(.delegate(DelegateCall(method: .textFieldDidBeginEditing, field: "b", rect: Rect(x: 16, y: 700, width: 358, height: 44))),
                                        views: &views)
        #expect(switched.actions.map(\.action) == [.scrollToActiveField])
        #expect(switched.animationDuration == 0.25)
        #expect(switched.deferred == [.after(0.25, TPKeyboardAvoidingStrategy.scrollAnimationEnds)])
        // The inset is not applied yet (the block has not run): the whole 844 pt are the room.
        #expect(views.scrollView.contentOffset.y == 700 - (844 - 1) / 2 - 91)
    }

    @Test("while the begin-editing scroll animates, a frame change with equal frames is dropped and one with different frames is not; release 1.3.2 drops both, and a hide too")
    func ignoringNotificationsDropsOnlyEqualFrames() {
        for pitfalls in [false, true] {
            var strategy = TPKeyboardAvoidingStrategy()
            strategy.setPitfalls(pitfalls)
            var views = Self.pointViews()
            _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
            _ = strategy.receive(.delegate(DelegateCall(method: .textFieldDidBeginEditing, field: "b", rect: Rect(x: 16, y: 800, width: 358, height: 44))),
                                 views: &views)
            let same = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.shown, to: Self.shown), views: &views)
            #expect(same.actions.map(\.action) == [.ignoredWhileScrolling] && same.deferred.isEmpty)
            let taller = Rect(x: 0, y: 464, width: 390, height: 380)
            let grew = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.shown, to: taller), views: &views)
            #expect(grew.actions.map(\.action) == (pitfalls ? [.ignoredWhileScrolling] : [.keyboardFrameWillChange]), "pitfalls \(pitfalls)")
            let hide = strategy.receive(Self.note(.keyboardWillHide, from: taller, to: Self.hidden), views: &views)
            #expect(hide.actions.map(\.action) == (pitfalls ? [.ignoredWhileScrolling] : [.restorePriorInsets]), "pitfalls \(pitfalls)")
            _ = strategy.receive(DeferredWork.after(0.25, TPKeyboardAvoidingStrategy.scrollAnimationEnds), views: &views)
            let after = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.shown, to: Self.shown), views: &views)
            #expect(after.actions.map(\.action) == [.keyboardFrameWillChange], "the scroll's end clears the flag")
        }
    }

    @Test("a hide whose begin frame is empty returns unless a block's animation runs; release 1.3.2 tests the end frame instead (7b895e2, TP#270)")
    func hideGuardsOnTheBeginFrameOrTheEndFrame() {
        for (pitfalls, begin, end, restores) in [(false, Rect.zero, Self.hidden, false), (false, Self.shown, .zero, true),
                                                 (true, Self.shown, .zero, false), (true, Rect.zero, Self.hidden, true)] {
            var strategy = TPKeyboardAvoidingStrategy()
            strategy.setPitfalls(pitfalls)
            var views = Self.pointViews()
            _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
            let hide = strategy.receive(Self.note(.keyboardWillHide, from: begin, to: end), views: &views)
            #expect(hide.actions.map(\.action) == [restores ? .restorePriorInsets : .hideIgnored], "pitfalls \(pitfalls) \(begin) → \(end)")
        }
        var strategy = TPKeyboardAvoidingStrategy()
        var views = Self.pointViews()
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        let block = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
        let inAnimation = strategy.receive(Self.note(.keyboardWillHide, from: .zero, to: Self.hidden), views: &views)
        #expect(inAnimation.actions.map(\.action) == [.restorePriorInsets], "keyboardAnimationInProgress lets it through")
        #expect(block.deferred == [.after(0.25, TPKeyboardAvoidingStrategy.blockAnimationEnds + "1")])
    }

    @Test("a frame change with an empty end frame clears keyboardVisible without restoring, so the hide after it returns and the inset stays (1.3.5; 1.3.2 kept it visible)")
    func emptyEndFrameClearsVisible() {
        for pitfalls in [false, true] {
            var strategy = TPKeyboardAvoidingStrategy()
            strategy.setPitfalls(pitfalls)
            var views = Self.pointViews()
            _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
            _ = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
            _ = strategy.receive(DeferredWork.after(0.25, TPKeyboardAvoidingStrategy.blockAnimationEnds + "1"), views: &views)
            _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.shown, to: .zero), views: &views)
            let hide = strategy.receive(Self.note(.keyboardWillHide, from: Self.shown, to: Self.hidden), views: &views)
            #expect(hide.actions.map(\.action) == (pitfalls ? [.restorePriorInsets] : []), "pitfalls \(pitfalls)")
            #expect(views.scrollView.contentInset.bottom == (pitfalls ? 0 : 336))
        }
    }

    @Test("setFrame:, while the keyboard is visible to it, works the inset out again from the rect noted before against the new bounds")
    func setFrameRecomputesFromTheNotedRect() {
        var strategy = TPKeyboardAvoidingStrategy()
        var views = Self.pointViews()
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        _ = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
        views.scrollView.frame.size.height = 744
        let next = strategy.receive(Self.note(.keyboardWillShow, from: Self.hidden, to: Self.shown), views: &views)
        #expect(next.actions.map(\.action) == [.updateContentInset])
        #expect(views.scrollView.contentInset.bottom == 236, "the noted rect ends 100 pt below the shorter bounds")
        _ = strategy.receive(Self.note(.keyboardWillHide, from: Self.shown, to: Self.hidden), views: &views)
        views.scrollView.frame.size.height = 844
        let hidden = strategy.receive(Self.note(.keyboardDidHide, from: Self.shown, to: Self.hidden), views: &views)
        #expect(hidden.actions.isEmpty, "not while the keyboard is hidden to it")
    }

    @Test("release 1.3.2 lets a hide's late block write the formula's 0 over the prior bottom and insets only while a field is edited")
    func olderReleaseLateBlock() {
        var strategy = TPKeyboardAvoidingStrategy()
        strategy.setPitfalls(true)
        var views = Self.pointViews()
        _ = strategy.receive(Self.note(.keyboardWillChangeFrame, from: Self.hidden, to: Self.shown), views: &views)
        let withoutField = strategy.receive(DeferredWork.after(0.01, TPKeyboardAvoidingStrategy.delayedAdjustment), views: &views)
        #expect(withoutField.actions.first?.flag("insets") == false && views.scrollView.contentInset.bottom == 0)
    }
}
