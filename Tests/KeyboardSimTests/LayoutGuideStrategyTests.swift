@testable import KeyboardSim
import Testing
import TestTiming

/// `layoutguide`: the footer and the scroll view constrained to the keyboard layout guide's top
/// (specification §3.1), on an iPhone 15 of 41 rows (the safe area's bottom two rows above the screen's).
@Suite("layoutguide: the footer and the scroll view follow the keyboard layout guide", .timed)
struct LayoutGuideStrategyTests {
    static let screen = Size(width: 39, height: 41)

    /// Sixteen fields (the second a number pad: a keyboard of another height), a footer unless `footer` is false.
    static func form(footer: Bool = true, guide: KeyboardLayoutGuide = KeyboardLayoutGuide(),
                     dismissMode: KeyboardDismissMode = .none) -> Form {
        var fields = (1...16).map { Field(name: "f\($0)") }
        fields[1] = Field(name: "f2", traits: TextInputTraits(keyboardType: .numberPad))
        var form = Form(title: "Sign up", fields: fields)
        form.footer = footer ? Footer(name: "create", label: "Create account") : nil
        form.keyboardLayoutGuide = guide
        form.keyboardDismissMode = dismissMode
        return form
    }

    static func simulator(_ form: Form, era: Era = .ios15) -> Simulator {
        Simulator(SessionConfiguration(form: form, strategy: .layoutguide, era: era,
                                       device: .iPhone(DeviceCatalogue.iPhone15)), screenSize: screen)
    }

    @Test("the footer stands on the keyboard's top and the scroll view ends on the footer, through a show (and half-way through it), a height change and a hide")
    func followsTheKeyboard() throws {
        var simulator = Self.simulator(Self.form())
        let resting = try #require(simulator.chrome.footer)
        #expect(simulator.footerScreenFrame == resting)

        _ = simulator.handle(.tapField("f1"), at: 0)
        _ = simulator.advance(to: 0.125)
        let sliding = try #require(simulator.keyboardFrame)
        let midway = try #require(simulator.footerScreenFrame)
        #expect(sliding.minY < Self.screen.height && sliding.minY > 20)
        #expect(abs(midway.maxY - sliding.minY) <= 1, "half-way: footer \(midway), keyboard \(sliding)")
        _ = simulator.advance(to: 1)
        let shown = try #require(simulator.keyboardFrame)
        let footer = try #require(simulator.footerScreenFrame)
        #expect(footer.maxY == shown.minY)
        #expect(simulator.scrollViewScreenFrame.maxY == footer.minY)
        #expect(simulator.footerVerdict == .visible)
        #expect(simulator.isFieldVisible(0))

        _ = simulator.settle(after: .tapField("f2"))
        let numberPad = try #require(simulator.keyboardFrame)
        #expect(numberPad.minY != shown.minY)
        #expect(simulator.footerScreenFrame?.maxY == numberPad.minY)
        #expect(simulator.scrollViewScreenFrame.maxY == simulator.footerScreenFrame?.minY)

        let hide = simulator.settle(after: .tapBackground)
        #expect(simulator.footerScreenFrame == resting)
        #expect(simulator.scrollViewScreenFrame == simulator.chrome.scrollViewFrame)
        #expect(hide.strategyActions.map(\.action) == [.followGuide])
    }

    @Test("the guide moves in the keyboard's own animation: its duration and its curve")
    func keyboardsAnimation() throws {
        var simulator = Self.simulator(Self.form())
        _ = simulator.handle(.tapField("f1"), at: 0)
        let animation = try #require(simulator.app.viewAnimation)
        #expect(animation.start == 0 && animation.duration == KeyboardAnimation.standardDuration)
        #expect(animation.curve == .keyboard)
    }

    @Test("with no keyboard the guide rests on the safe area's bottom: the footer above the home indicator, a scroll view without a footer ending there too")
    func restsOnTheSafeArea() {
        let footed = Self.simulator(Self.form(), era: .ios17)
        #expect(footed.footerScreenFrame?.maxY == Self.screen.height - 2)
        let bare = Self.simulator(Self.form(footer: false), era: .ios17)
        #expect(bare.scrollViewScreenFrame.maxY == Self.screen.height - 2)
        // Under another strategy the scroll view reaches the screen's bottom (from iOS 11).
        let other = Simulator(SessionConfiguration(form: Self.form(footer: false), strategy: .none, era: .ios17,
                                                   device: .iPhone(DeviceCatalogue.iPhone15)), screenSize: Self.screen)
        #expect(other.scrollViewScreenFrame.maxY == Self.screen.height)
    }

    @Test("usesBottomSafeArea false rests the guide on the view's bottom from iOS 17, and comes back there after a hide; before iOS 17 it does not exist")
    func withoutTheSafeArea() throws {
        let guide = KeyboardLayoutGuide(usesBottomSafeArea: false)
        var simulator = Self.simulator(Self.form(guide: guide), era: .ios17)
        #expect(simulator.footerScreenFrame?.maxY == Self.screen.height)
        // The content can be seen down to the footer where it is, not where the screen first put it.
        #expect(simulator.contentWindow.maxY == Self.screen.height - 2)
        _ = simulator.settle(after: .tapField("f1"))
        #expect(simulator.footerScreenFrame?.maxY == simulator.keyboardFrame?.minY)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.footerScreenFrame?.maxY == Self.screen.height)
        let bare = Self.simulator(Self.form(footer: false, guide: guide), era: .ios17)
        #expect(bare.scrollViewScreenFrame.maxY == Self.screen.height)
        let era15 = Self.simulator(Self.form(guide: guide), era: .ios15)
        #expect(era15.footerScreenFrame?.maxY == Self.screen.height - 2)
    }

    @Test("before iOS 15 there is no guide: nothing moves, the keyboard covers the footer, and that is logged once")
    func beforeIOS15() {
        var simulator = Self.simulator(Self.form(), era: .ios11)
        let first = simulator.settle(after: .tapField("f1"))
        #expect(simulator.footerScreenFrame == simulator.chrome.footer)
        #expect(simulator.footerVerdict?.isVisible == false)
        _ = simulator.settle(after: .tapBackground)
        let second = simulator.settle(after: .tapField("f1"))
        let actions = (first + second).strategyActions
        #expect(actions.map(\.action) == [.guideUnavailable])
        #expect(actions.first?.number("era") == 11)
    }

    @Test("keyboardDismissPadding (iOS 17): an interactive drag takes hold of the keyboard that far above its top, and drags it with the band kept")
    func dismissPadding() throws {
        // 44 pt is two rows of an iPhone 15 at 41 rows.
        let padded = Self.form(guide: KeyboardLayoutGuide(keyboardDismissPadding: 44), dismissMode: .interactive)
        var simulator = Self.simulator(padded, era: .ios17)
        _ = simulator.settle(after: .tapField("f1"))
        let resting = try #require(simulator.keyboard.restingFrame)
        let x = 10
        _ = simulator.handle(.dragBegan(Point(x: x, y: 8)), at: simulator.now)
        _ = simulator.handle(.dragMoved(Point(x: x, y: resting.minY - 2)), at: simulator.now + 0.05)
        #expect(simulator.keyboard.heldFrame == resting)
        _ = simulator.handle(.dragMoved(Point(x: x, y: resting.minY + 1)), at: simulator.now + 0.05)
        #expect(simulator.keyboard.heldFrame?.minY == resting.minY + 3)

        // Without the padding, or before iOS 17, the same drag holds nothing until the finger reaches the keyboard.
        for (form, era) in [(Self.form(dismissMode: .interactive), Era.ios17), (padded, .ios15)] {
            var plain = Self.simulator(form, era: era)
            _ = plain.settle(after: .tapField("f1"))
            _ = plain.handle(.dragBegan(Point(x: x, y: 8)), at: plain.now)
            _ = plain.handle(.dragMoved(Point(x: x, y: resting.minY - 2)), at: plain.now + 0.05)
            #expect(plain.keyboard.heldFrame == nil, "era \(era.rawValue)")
        }
    }

    @Test("a click lands on the footer where the guide put it, and the content band ends at its top")
    func clickOnTheMovedFooter() throws {
        var simulator = Self.simulator(Self.form())
        _ = simulator.settle(after: .tapField("f1"))
        let footer = try #require(simulator.footerScreenFrame)
        #expect(footer != simulator.chrome.footer)
        #expect(simulator.tapTarget(at: Point(x: footer.x + footer.width / 2, y: footer.minY)) == .footer("create"))
        #expect(simulator.contentWindow.maxY == footer.minY)
    }

    @Test("switching to another strategy puts the footer back where the screen lays it")
    func replaced() {
        var simulator = Self.simulator(Self.form(footer: false))
        _ = simulator.settle(after: .tapField("f1"))
        _ = simulator.settle(after: .setStrategy(.none))
        #expect(simulator.scrollViewScreenFrame == simulator.chrome.scrollViewFrame)
    }
}
