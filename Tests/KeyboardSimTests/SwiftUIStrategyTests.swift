@testable import KeyboardSim
import Testing
import TestTiming

/// `swiftui`: SwiftUI's keyboard safe area (specification §3.2), on an iPhone 15 of 41 rows.
@Suite("swiftui: the keyboard safe area shrinks the layout", .timed)
struct SwiftUIStrategyTests {
    static let screen = Size(width: 39, height: 41)

    static func simulator(_ form: Form, era: Era = .ios11) -> Simulator {
        Simulator(SessionConfiguration(form: form, strategy: .swiftui, era: era, device: .iPhone(DeviceCatalogue.iPhone15)),
                  screenSize: screen)
    }

    /// Sixteen fields and a footer.
    static var tall: Form {
        var form = Form(title: "Sign up", fields: (1...16).map { Field(name: "f\($0)") })
        form.footer = Footer(name: "create", label: "Create account")
        return form
    }

    /// One field centred in a full-screen stack (S-B), its container ignoring the keyboard's region when `ignoring`.
    static func centred(ignoring: Bool = false) -> Form {
        var form = Form(title: "Centred", fields: [Field(name: "message")])
        form.alignment = .center
        form.ignoresSafeArea = ignoring ? .keyboard : .none
        return form
    }

    @Test("the footer and the ScrollView end at the keyboard's top, in its animation, and get their room back when it hides")
    func shrinks() throws {
        var simulator = Self.simulator(Self.tall)
        let restingFooter = simulator.footerScreenFrame
        let restingScroll = simulator.scrollViewScreenFrame
        let shown = simulator.settle(after: .tapField("f1"))
        let keyboard = try #require(simulator.keyboardFrame)
        #expect(simulator.footerScreenFrame?.maxY == keyboard.minY)
        #expect(simulator.scrollViewScreenFrame.maxY == simulator.footerScreenFrame?.minY)
        let action = try #require(shown.strategyActions.first)
        #expect(action.action == .keyboardSafeArea)
        #expect(action.number("overlap") == Self.screen.height - 2 - keyboard.minY)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.footerScreenFrame == restingFooter)
        #expect(simulator.scrollViewScreenFrame == restingScroll)
    }

    @Test("a field centred in a full-screen stack moves up by half the overlap though the keyboard never covered it (S-B); .ignoresSafeArea(.keyboard) keeps it still")
    func centredFieldMoves() throws {
        var simulator = Self.simulator(Self.centred())
        let before = simulator.fieldScreenFrame(0)
        let actions = simulator.settle(after: .tapField("message")).strategyActions
        let keyboard = try #require(simulator.keyboardFrame)
        #expect(before.maxY < keyboard.minY, "the keyboard would not have covered it")
        let overlap = try #require(actions.first?.number("overlap"))
        let after = simulator.fieldScreenFrame(0)
        #expect(after.minY < before.minY)
        #expect(abs((before.minY - after.minY) - overlap / 2) <= 1, "moved \(before.minY - after.minY) for an overlap of \(overlap)")
        #expect(simulator.isFieldVisible(0))
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.fieldScreenFrame(0) == before)

        var still = Self.simulator(Self.centred(ignoring: true))
        let ignored = still.settle(after: .tapField("message")).strategyActions
        #expect(still.fieldScreenFrame(0) == before)
        #expect(ignored.map(\.action) == [.keyboardSafeArea] && ignored.first?.flag("ignored") == true)
    }

    /// The pitfalls the log holds, in order.
    static func pitfalls(_ simulator: Simulator) -> [PitfallNotice] {
        simulator.log.entries.compactMap { if case .pitfall(let notice) = $0.kind { notice } else { nil } }
    }

    @Test("moving the centred field the keyboard never covered is named as a pitfall (V8tr#11), with the rows it moved; not with ignoresSafeArea, nor on a form that scrolls from its top")
    func uncoveredMovePitfall() throws {
        var simulator = Self.simulator(Self.centred())
        _ = simulator.settle(after: .tapField("message"))
        let notice = try #require(Self.pitfalls(simulator).first)
        #expect(notice.pitfall == .movesUncoveredContent && notice.field == "message")
        #expect(notice.details.contains(.init("moved", .int(7))))
        var still = Self.simulator(Self.centred(ignoring: true))
        _ = still.settle(after: .tapField("message"))
        #expect(Self.pitfalls(still).isEmpty)
        var form = Self.simulator(Self.tall)
        _ = form.settle(after: .tapField("f1"))
        #expect(Self.pitfalls(form).isEmpty)
    }

    @Test("a click on a centred field where it is drawn focuses it, before and after it moved")
    func clickOnTheCentredField() {
        var simulator = Self.simulator(Self.centred())
        let field = simulator.fieldScreenFrame(0)
        #expect(simulator.tapTarget(at: Point(x: field.minX + 2, y: field.minY)) == .field("message"))
        _ = simulator.settle(after: .tapField("message"))
        let moved = simulator.fieldScreenFrame(0)
        #expect(simulator.tapTarget(at: Point(x: moved.minX + 2, y: moved.minY)) == .field("message"))
        #expect(simulator.tapTarget(at: Point(x: field.minX + 2, y: field.minY)) == .background)
    }

    @Test("with .ignoresSafeArea(.keyboard) the footer stays under the keyboard")
    func ignoresTheKeyboard() {
        var form = Self.tall
        form.ignoresSafeArea = .keyboard
        var simulator = Self.simulator(form)
        _ = simulator.settle(after: .tapField("f1"))
        #expect(simulator.footerScreenFrame == simulator.chrome.footer)
        #expect(simulator.footerVerdict?.isVisible == false)
    }

    @Test("before iOS 14 (era 11) SwiftUI avoids nothing: nothing moves, logged once")
    func beforeIOS14() {
        var simulator = Self.simulator(Self.tall, era: .ios7)
        let first = simulator.settle(after: .tapField("f1"))
        _ = simulator.settle(after: .tapBackground)
        let second = simulator.settle(after: .tapField("f1"))
        #expect(simulator.footerScreenFrame == simulator.chrome.footer)
        #expect((first + second).strategyActions.map(\.action) == [.keyboardSafeAreaUnavailable])
    }

    /// The strategy alone, on a 39x41 root view whose scroll view holds 80 rows of content.
    static func views() -> AppViews {
        var views = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 41),
                             scrollView: ScrollView(frame: Rect(x: 0, y: 0, width: 39, height: 41), contentSize: Size(width: 39, height: 80)),
                             contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 80))
        views.era = .ios11
        return views
    }

    static func willShow(top: Int) -> AppMessage {
        .notification(KeyboardNotification(name: .keyboardWillShow, userInfo: KeyboardUserInfo(
            frameBegin: Rect(x: 0, y: 41, width: 39, height: 41 - top), frameEnd: Rect(x: 0, y: top, width: 39, height: 41 - top), duration: 0.25)))
    }

    static func began(_ method: DelegateCall.Method, at y: Int) -> AppMessage {
        .delegate(DelegateCall(method: method, field: "f", rect: Rect(x: 1, y: y, width: 37, height: 2)))
    }

    @Test("a focused single-line field in the ScrollView is scrolled to sit just above the keyboard; a text view is not")
    func focusedFieldScroll() {
        var strategy = SwiftUIStrategy()
        var views = Self.views()
        _ = strategy.receive(Self.began(.textFieldDidBeginEditing, at: 30), views: &views)
        let outcome = strategy.receive(Self.willShow(top: 25), views: &views)
        #expect(views.scrollView.frame.maxY == 25)
        #expect(views.scrollView.contentOffset.y == 30 + 2 - 25)
        #expect(outcome.actions.first?.flag("scrolled") == true)

        var textView = SwiftUIStrategy()
        var other = Self.views()
        _ = textView.receive(Self.began(.textViewDidBeginEditing, at: 30), views: &other)
        _ = textView.receive(Self.willShow(top: 25), views: &other)
        #expect(other.scrollView.frame.maxY == 25)
        #expect(other.scrollView.contentOffset.y == 0)
    }

    @Test("a text field that begins editing under a keyboard already up is scrolled just above it")
    func focusUnderTheKeyboard() {
        var strategy = SwiftUIStrategy()
        var views = Self.views()
        _ = strategy.receive(Self.willShow(top: 25), views: &views)
        let outcome = strategy.receive(Self.began(.textFieldDidBeginEditing, at: 40), views: &views)
        #expect(views.scrollView.contentOffset.y == 40 + 2 - 25)
        #expect(outcome.actions.map(\.action) == [.revealFocusedField])
    }
}
