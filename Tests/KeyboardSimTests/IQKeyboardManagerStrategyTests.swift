import Testing
@testable import KeyboardSim
import TestTiming

/// The library spec's worked example (library-strategies.md §1.14) in points: a 390x844 phone
/// drawn one cell per point, so the spec's numbers are the strategy's rows.
private enum WorkedExample {
    static let screen = Size(width: 390, height: 844)
    static let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    static let hidden = Rect(x: 0, y: 844, width: 390, height: 336)

    /// Views with the root view's safe area (91 under the navigation bar, 34 at the bottom) and a
    /// scroll view at `scrollFrame` holding `contentHeight`, its insets adjusted automatically.
    static func views(scrollFrame: Rect, contentHeight: Int, offset: Int) -> AppViews {
        var views = AppViews(rootViewFrame: Rect(origin: .zero, size: screen),
                             scrollView: ScrollView(frame: scrollFrame, contentSize: Size(width: 390, height: contentHeight)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 390, height: contentHeight))
        views.safeAreaInsets = EdgeInsets(top: 91, bottom: 34)
        views.pointScale = PointScale(points: screen, cells: screen)
        UIKitPlatform().adjustInsets(of: &views, era: .ios11, behavior: .automatic)
        views.scrollView.contentOffset.y = offset
        return views
    }

    /// A short scroll view along the bottom, 700…844, whose first field is the field of 1.14(a):
    /// its offset may not take the field's top above its own, so the root view takes the move.
    static func shortScrollView() -> AppViews {
        var views = views(scrollFrame: Rect(x: 0, y: 700, width: 390, height: 144), contentHeight: 144, offset: 0)
        views.scrollView.safeArea = nil
        return views
    }

    static func note(_ name: KeyboardNotification.Name, _ end: Rect, begin: Rect = hidden) -> AppMessage {
        .notification(KeyboardNotification(name: name, userInfo: KeyboardUserInfo(frameBegin: begin, frameEnd: end, duration: 0.25)))
    }

    static func begin(_ rect: Rect, textView: Bool = false) -> AppMessage {
        .delegate(DelegateCall(method: textView ? .textViewDidBeginEditing : .textFieldDidBeginEditing, field: "f", rect: rect))
    }

    static let end = AppMessage.delegate(DelegateCall(method: .textFieldDidEndEditing, field: "f", rect: .zero))

    /// The show sequence a text field gets: begin-editing, then the four notifications of a show.
    static func show(_ strategy: inout some AvoidanceStrategy, field: Rect, views: inout AppViews) -> [StrategyAction] {
        var actions = strategy.receive(begin(field), views: &views).actions
        for name in [KeyboardNotification.Name.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow] {
            actions += strategy.receive(note(name, keyboard), views: &views).actions
        }
        return actions
    }

    static func hide(_ strategy: inout some AvoidanceStrategy, views: inout AppViews) -> [StrategyAction] {
        var actions = strategy.receive(end, views: &views).actions
        for name in [KeyboardNotification.Name.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide] {
            actions += strategy.receive(note(name, hidden, begin: keyboard), views: &views).actions
        }
        return actions
    }
}

@Suite("IQKeyboardManager 8 and 6.5.16, as the library spec works them out", .timed)
struct IQKeyboardManagerStrategyTests {
    @Test("1.14(b): a full-screen scroll view scrolls to 234 and insets 346 (indicator 302); the root view stays; the field ends 78 above the keyboard")
    func workedExampleWithScrollView() {
        var views = WorkedExample.views(scrollFrame: Rect(origin: .zero, size: WorkedExample.screen), contentHeight: 1220, offset: -91)
        var strategy = IQKeyboardManagerStrategy()
        let actions = WorkedExample.show(&strategy, field: Rect(x: 0, y: 620, width: 390, height: 44), views: &views)
        #expect(actions.count == 1)
        #expect(actions.first?.number("kbSize") == 380)
        #expect(actions.first?.number("moveUp") == 325)
        #expect(views.scrollView.contentOffset.y == 234)
        #expect(views.scrollView.contentInset.bottom == 346)
        #expect(views.scrollView.adjustedContentInset.bottom == 380)
        #expect(views.scrollView.scrollIndicatorInsets.bottom == 302)
        #expect(views.rootViewFrame.origin.y == 0)
        #expect(actions.first?.number("gap") == 78)
    }

    @Test("1.14(a): what the scroll view cannot take moves the root view to -314, the field's bottom at 430, 78 above the keyboard's top")
    func workedExampleRootMove() {
        var views = WorkedExample.shortScrollView()
        var strategy = IQKeyboardManagerStrategy()
        let actions = WorkedExample.show(&strategy, field: Rect(x: 0, y: 0, width: 390, height: 44), views: &views)
        #expect(actions.first?.number("moveUp") == 314)
        #expect(views.scrollView.contentOffset.y == 0)
        #expect(views.rootViewFrame.origin.y == -314)
        #expect(views.convert(Rect(x: 0, y: 0, width: 390, height: 44), from: .scrollView).maxY == 430)
    }

    @Test("only the first notification of a new height acts: WillShow, DidChangeFrame and DidShow with the same height are dropped")
    func deduplicationByHeight() {
        var views = WorkedExample.views(scrollFrame: Rect(origin: .zero, size: WorkedExample.screen), contentHeight: 1220, offset: -91)
        var strategy = IQKeyboardManagerStrategy()
        _ = strategy.receive(WorkedExample.begin(Rect(x: 0, y: 620, width: 390, height: 44)), views: &views)
        let first = strategy.receive(WorkedExample.note(.keyboardWillChangeFrame, WorkedExample.keyboard), views: &views)
        #expect(first.actions.map(\.action) == [.adjustPosition])
        #expect(first.animationDuration == 0.25 && first.animationCurve == .keyboard)
        for name in [KeyboardNotification.Name.keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow] {
            #expect(strategy.receive(WorkedExample.note(name, WorkedExample.keyboard), views: &views).actions.isEmpty, "\(name)")
        }
        // A taller keyboard (a bar above it) is a new height: it acts again.
        let taller = Rect(x: 0, y: 464, width: 390, height: 380)
        #expect(strategy.receive(WorkedExample.note(.keyboardWillChangeFrame, taller), views: &views).actions.map(\.action) == [.adjustPosition])
    }

    @Test("the hide restores the root view to its begin origin and the insets, not the offset, which is clamped ignoring the insets")
    func restoreOnHide() {
        var views = WorkedExample.shortScrollView()
        var strategy = IQKeyboardManagerStrategy()
        _ = WorkedExample.show(&strategy, field: Rect(x: 0, y: 0, width: 390, height: 44), views: &views)
        let actions = WorkedExample.hide(&strategy, views: &views)
        #expect(actions.map(\.action) == [.restorePosition])
        #expect(views.rootViewFrame.origin.y == 0)
        #expect(views.scrollView.contentInset.bottom == 0)

        var scrolled = WorkedExample.views(scrollFrame: Rect(origin: .zero, size: WorkedExample.screen), contentHeight: 1220, offset: -91)
        var other = IQKeyboardManagerStrategy()
        _ = WorkedExample.show(&other, field: Rect(x: 0, y: 1170, width: 390, height: 44), views: &scrolled)
        #expect(scrolled.scrollView.contentOffset.y > 1220 - 844)
        _ = WorkedExample.hide(&other, views: &scrolled)
        // The offset is clamped to contentSize − height, as if there were no insets.
        #expect(scrolled.scrollView.contentOffset.y == 1220 - 844)
    }

    @Test("a second field under a shown keyboard keeps the origin captured for the first")
    func fieldSwitchKeepsTheFirstOrigin() {
        var views = WorkedExample.shortScrollView()
        var strategy = IQKeyboardManagerStrategy()
        _ = WorkedExample.show(&strategy, field: Rect(x: 0, y: 0, width: 390, height: 44), views: &views)
        _ = strategy.receive(WorkedExample.end, views: &views)
        let switched = strategy.receive(WorkedExample.begin(Rect(x: 0, y: 50, width: 390, height: 44)), views: &views)
        #expect(switched.actions.map(\.action) == [.adjustPosition])
        _ = WorkedExample.hide(&strategy, views: &views)
        #expect(views.rootViewFrame.origin.y == 0)
    }

    @Test("iOS 26's hide with an accessory reports the accessory's frame: 8 restores anyway, with pitfalls (before IQKeyboardNotification 1.0.6) it adjusts for it")
    func accessoryHeightOnHide() {
        let accessory = Rect(x: 0, y: 800, width: 390, height: 44)
        for pitfalls in [false, true] {
            var views = WorkedExample.views(scrollFrame: Rect(origin: .zero, size: WorkedExample.screen), contentHeight: 1220, offset: -91)
            var strategy = IQKeyboardManagerStrategy()
            strategy.setPitfalls(pitfalls)
            _ = WorkedExample.show(&strategy, field: Rect(x: 0, y: 620, width: 390, height: 44), views: &views)
            _ = strategy.receive(WorkedExample.end, views: &views)
            var actions: [StrategyAction] = []
            for name in [KeyboardNotification.Name.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide] {
                actions += strategy.receive(WorkedExample.note(name, accessory, begin: WorkedExample.keyboard), views: &views).actions
            }
            // WillChangeFrame is no hide: both read the accessory as a 44-point keyboard, with no field to adjust.
            #expect(actions.first?.action == .changeWithoutField)
            if pitfalls {
                #expect(actions.map(\.action) == [.changeWithoutField])
                #expect(views.scrollView.contentInset.bottom == 346)
            } else {
                #expect(actions.map(\.action) == [.changeWithoutField, .restorePosition])
                #expect(views.scrollView.contentInset.bottom == 0)
            }
        }
    }

    @Test("a text view's keyboard comes before its begin-editing: 8 acts on the begin-editing; a scrollable text view counts no bottom margin and the scroll view takes it all")
    func textViewAdjustsAtBeginEditing() {
        var views = WorkedExample.views(scrollFrame: Rect(origin: .zero, size: WorkedExample.screen), contentHeight: 1220, offset: -91)
        var strategy = IQKeyboardManagerStrategy()
        #expect(strategy.receive(WorkedExample.note(.keyboardWillChangeFrame, WorkedExample.keyboard), views: &views).actions.isEmpty)
        let field = Rect(x: 0, y: 620, width: 390, height: 44)
        let began = strategy.receive(WorkedExample.begin(field, textView: true), views: &views)
        #expect(began.actions.map(\.action) == [.adjustPosition])
        #expect(began.actions.first?.number("guideBottom") == 0)
        // moveUp = 755 − 464 + 0 = 291: offset −91 + 291 = 200; the text view ends 10 + 34 above the keyboard.
        #expect(views.scrollView.contentOffset.y == 200)
        #expect(views.rootViewFrame.origin.y == 0)
        #expect(views.convert(field, from: .scrollView).maxY == 508 - 44)
    }

    @Test("6.5.16 hears no WillChangeFrame: it adjusts on WillShow, once per end frame, and restores on WillHide")
    func version6Triggers() {
        var views = WorkedExample.shortScrollView()
        var strategy = IQKeyboardManager6Strategy()
        _ = strategy.receive(WorkedExample.begin(Rect(x: 0, y: 0, width: 390, height: 44)), views: &views)
        #expect(strategy.receive(WorkedExample.note(.keyboardWillChangeFrame, WorkedExample.keyboard), views: &views).actions.isEmpty)
        let shown = strategy.receive(WorkedExample.note(.keyboardWillShow, WorkedExample.keyboard), views: &views)
        #expect(shown.actions.map(\.strategy) == [.iqKeyboardManager6])
        #expect(shown.animationCurve == .easeInOut)
        #expect(views.rootViewFrame.origin.y == -314)
        #expect(strategy.receive(WorkedExample.note(.keyboardWillShow, WorkedExample.keyboard), views: &views).actions.isEmpty)
        // A change of field under the shown keyboard adjusts on its begin-editing.
        _ = strategy.receive(WorkedExample.end, views: &views)
        #expect(strategy.receive(WorkedExample.begin(Rect(x: 0, y: 50, width: 390, height: 44)), views: &views).actions.count == 1)
        let hidden = strategy.receive(WorkedExample.note(.keyboardWillHide, WorkedExample.hidden, begin: WorkedExample.keyboard), views: &views)
        #expect(hidden.actions.map(\.action) == [.restorePosition])
        #expect(views.rootViewFrame.origin.y == 0)
    }

    @Test("6.5.16 takes the raw frame intersected with the window: a floating keyboard still counts; 8 treats it as hidden")
    func version6HasNoFloatingTest() {
        let floating = Rect(x: 100, y: 400, width: 200, height: 200)
        var views8 = WorkedExample.shortScrollView()
        var views6 = views8
        var v8 = IQKeyboardManagerStrategy()
        var v6 = IQKeyboardManager6Strategy()
        let field = WorkedExample.begin(Rect(x: 0, y: 0, width: 390, height: 44))
        _ = v8.receive(field, views: &views8)
        _ = v6.receive(field, views: &views6)
        #expect(v8.receive(WorkedExample.note(.keyboardWillChangeFrame, floating), views: &views8).actions.isEmpty)
        #expect(v6.receive(WorkedExample.note(.keyboardWillShow, floating), views: &views6).actions.first?.number("keyboard") == 200)
    }

    @Test("each pitfall's explanation names the report it reproduces; 6.5.16 explains only the two it has")
    func pitfallsNameTheirReports() {
        let reports: [Pitfall: String] = [.keyboardDistancePlusSafeArea: "#2011", .insetCountsKeyboardDistance: "#441",
                                          .hideReportsAccessoryHeight: "#2124", .hideInAnotherOrientation: "#331"]
        let v8 = IQKeyboardManagerExplanations(strategy: .iqKeyboardManager).pitfallEntries
        #expect(Set(v8.keys) == Set(reports.keys))
        for (pitfall, report) in reports {
            #expect(v8[pitfall].map { $0.title.contains("IQKeyboardManager \(report)") } == true, "\(pitfall)")
        }
        let v6 = IQKeyboardManagerExplanations(strategy: .iqKeyboardManager6).pitfallEntries
        #expect(Set(v6.keys) == [.keyboardDistancePlusSafeArea, .insetCountsKeyboardDistance])
    }

    @Test("turned with the keyboard up and a new height, 8 captures the origin anew, displaced: the hide restores to it (§1.12)")
    func rotationRecapturesTheDisplacedOrigin() {
        var views = WorkedExample.shortScrollView()
        var strategy = IQKeyboardManagerStrategy()
        _ = WorkedExample.show(&strategy, field: Rect(x: 0, y: 0, width: 390, height: 44), views: &views)
        #expect(views.rootViewFrame.origin.y == -314)
        views.interfaceOrientation = .landscape
        let lower = Rect(x: 0, y: 600, width: 390, height: 244)
        _ = strategy.receive(WorkedExample.note(.keyboardWillChangeFrame, lower), views: &views)
        _ = WorkedExample.hide(&strategy, views: &views)
        #expect(views.rootViewFrame.origin.y == -314, "the displaced origin is the new begin origin")
    }
}
