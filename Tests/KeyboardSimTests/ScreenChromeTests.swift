@testable import KeyboardSim
import Testing
import TestTiming

/// The screen around the form (docs/explanation/ios-keyboard.md, "The screen around the form"): the bars'
/// rows, the scroll view's frame between or under them, the safe area they extend, and the
/// scrolling that follows adjustedContentInset.
@Suite("The screen around the form: bars, footer, safe area and adjustedContentInset", .timed)
struct ScreenChromeTests {
    static let iPhone15 = DeviceChoice.iPhone(DeviceCatalogue.iPhone15)
    /// The screen a 100x44 terminal gives, upright.
    static let screen = Size(width: 39, height: 41)

    /// A form of sixteen fields, taller than the screen, with `bars` set.
    static func form(navigationBar: NavigationBarStyle = .none, tabBar: Bool = false, footer: Bool = false,
                     behavior: ContentInsetAdjustmentBehavior = .automatic) -> Form {
        var form = Form(title: "Sign up", fields: (1...16).map { Field(name: "f\($0)") })
        form.navigationBar = navigationBar
        form.tabBar = tabBar
        form.footer = footer ? Footer(name: "create", label: "Create account") : nil
        form.contentInsetAdjustmentBehavior = behavior
        return form
    }

    static func simulator(_ form: Form, device: DeviceChoice = iPhone15, era: Era = .ios11, strategy: StrategyID = .none,
                          screen: Size = screen, orientation: Orientation = .portrait) -> Simulator {
        Simulator(SessionConfiguration(form: form, strategy: strategy, era: era, orientation: orientation, device: device),
                  screenSize: screen)
    }

    @Test("iPhone 15 upright, 41 rows: status bar 3 rows (59 pt), a large-title bar 5 (96 pt), tab bar 2 + 2 (49 + 34 pt), footer 2 (50 pt) above it")
    func iPhone15Rows() {
        let chrome = Self.simulator(Self.form(navigationBar: .large, tabBar: true, footer: true)).chrome
        #expect(chrome.statusBar == Rect(x: 0, y: 0, width: 39, height: 3))
        #expect(chrome.navigationBar == Rect(x: 0, y: 3, width: 39, height: 5))
        #expect(chrome.tabBar == Rect(x: 0, y: 37, width: 39, height: 4))
        #expect(chrome.tabBarItems == Rect(x: 0, y: 37, width: 39, height: 2))
        #expect(chrome.footer == Rect(x: 1, y: 35, width: 37, height: 2))
        #expect(chrome.safeAreaInsets == EdgeInsets(top: 8, bottom: 4))
        #expect(chrome.titleRow == nil)
        let standard = Self.simulator(Self.form(navigationBar: .standard)).chrome
        #expect(standard.navigationBar == Rect(x: 0, y: 3, width: 39, height: 2))
    }

    @Test("a strategy's views carry the phone's point scale: on an iPhone 15 at 41 rows 10 pt is a row, 34 pt two, 336 pt sixteen; on kbsim's own phone an iPhone 15's points spread over its rows")
    func viewsKnowThePointScale() {
        let views = Self.simulator(Self.form()).app.views
        #expect(views.pointScale == PointScale(points: Size(width: 393, height: 852), cells: Self.screen))
        #expect(views.rows(points: 10) == 1)
        #expect(views.rows(points: 34) == 2)
        #expect(views.rows(points: 336) == 16)
        var bare = views
        bare.pointScale = nil
        #expect(bare.rows(points: 336) == 16)
        let own = Self.simulator(Self.form(), device: .proportional, era: .ios7).app.views
        #expect(own.pointScale?.cells == Self.screen)
    }

    @Test("from era 11 the scroll view runs under the navigation bar and ends at the footer's top; automatic keeps the content below the bar")
    func underTheBarsFromEra11() {
        let simulator = Self.simulator(Self.form(navigationBar: .large, tabBar: true, footer: true))
        let scrollView = simulator.views.scrollView
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 39, height: 35))
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 8))
        #expect(scrollView.contentOffset.y == -8 && scrollView.minimumOffsetY == -8)
        #expect(simulator.fieldVerdict(0) == .visible)
        #expect(simulator.footerVerdict == .visible)
    }

    @Test("a tab bar without a footer: the scroll view reaches under it and adjustedContentInset.bottom is the tab bar's rows")
    func underTheTabBar() {
        let scrollView = Self.simulator(Self.form(tabBar: true)).views.scrollView
        #expect(scrollView.frame == Rect(x: 0, y: 4, width: 39, height: 37))
        #expect(scrollView.adjustedContentInset == EdgeInsets(bottom: 4))
    }

    @Test("never: adjustedContentInset is contentInset, and the first field lies under the navigation bar")
    func never() {
        let simulator = Self.simulator(Self.form(navigationBar: .large, tabBar: true, footer: true, behavior: .never))
        #expect(simulator.views.scrollView.adjustedContentInset == .zero)
        #expect(simulator.views.scrollView.contentOffset.y == 0)
        #expect(simulator.fieldVerdict(0) != .visible)
        #expect(simulator.fieldScreenFrame(0).maxY <= simulator.chrome.navigationBar!.maxY)
    }

    @Test("before era 11 there is no safe area: the scroll view lies between the bars, adjustedContentInset is contentInset")
    func era7() {
        let simulator = Self.simulator(Self.form(navigationBar: .large, tabBar: true), era: .ios7)
        let scrollView = simulator.views.scrollView
        #expect(scrollView.frame == Rect(x: 0, y: 8, width: 39, height: 29))
        #expect(scrollView.adjustedContentInset == .zero && scrollView.contentOffset.y == 0)
        #expect(simulator.fieldVerdict(0) == .visible)
    }

    @Test("switching the era moves the scroll view under the bars or back between them, keeping it at its top")
    func eraSwitch() {
        var simulator = Self.simulator(Self.form(navigationBar: .standard), era: .ios7)
        _ = simulator.settle(after: .setEra(.ios11))
        #expect(simulator.views.scrollView.frame.minY == 0 && simulator.views.scrollView.contentOffset.y == -5)
        _ = simulator.settle(after: .setEra(.ios7))
        #expect(simulator.views.scrollView.frame.minY == 5 && simulator.views.scrollView.contentOffset.y == 0)
    }

    @Test("sideways the iPhone 15 shows the compact bar (32 pt) and no large title; the tab bar is 32 + 21 pt")
    func landscape() {
        let simulator = Self.simulator(Self.form(navigationBar: .large, tabBar: true), screen: Size(width: 87, height: 20),
                                       orientation: .landscape)
        let chrome = simulator.chrome
        // 393 points over 20 rows: 32 pt is 2 rows, 21 pt 1 row; no status bar sideways, kbsim keeps its row.
        #expect(chrome.statusBar.height == 1)
        #expect(chrome.navigationBar == Rect(x: 0, y: 1, width: 87, height: 2))
        #expect(chrome.navigationBarStyle == .standard)
        #expect(chrome.tabBar == Rect(x: 0, y: 17, width: 87, height: 3))
        #expect(chrome.safeAreaInsets == EdgeInsets(top: 3, left: 6, bottom: 3, right: 6))
    }

    @Test("kbsim's own phone: no keys, the classic screen (title row at 1, scroll view from row 2); bars measured as on an iPhone 15 of its rows")
    func defaultPhone() {
        let plain = Self.simulator(Self.form(), device: .proportional, screen: Size(width: 39, height: 21))
        #expect(plain.views.scrollView.frame == Rect(x: 0, y: 2, width: 39, height: 19))
        #expect(plain.views.safeAreaInsets == .zero && plain.chrome.titleRow == Rect(x: 0, y: 1, width: 39, height: 1))
        let barred = Self.simulator(Self.form(navigationBar: .large, tabBar: true, footer: true), device: .proportional,
                                    screen: Size(width: 39, height: 21))
        // 852 points over 21 rows: 96 pt is 2 rows, 49 pt 1 row, 50 pt 1 row; no home indicator.
        #expect(barred.chrome.navigationBar == Rect(x: 0, y: 1, width: 39, height: 2))
        #expect(barred.chrome.tabBar == Rect(x: 0, y: 20, width: 39, height: 1))
        #expect(barred.chrome.footer == Rect(x: 1, y: 19, width: 37, height: 1))
        #expect(barred.views.scrollView.adjustedContentInset == EdgeInsets(top: 3))
    }

    @Test("Listing 5-1 (inset) on a home-indicator phone with automatic insets twice: contentInset is the keyboard's height, adjustedContentInset adds the 2-row safe bottom, and the offsets run that far")
    func doubleInset() throws {
        var simulator = Self.simulator(Self.form(), strategy: .inset)
        _ = simulator.settle(after: .tapField("f16"))
        let keyboard = try #require(simulator.keyboardFrame)
        let scrollView = simulator.views.scrollView
        #expect(scrollView.contentInset.bottom == keyboard.height)
        #expect(scrollView.adjustedContentInset.bottom == keyboard.height + 2)
        #expect(scrollView.maximumOffsetY == scrollView.contentSize.height + keyboard.height + 2 - scrollView.frame.height)
        var never = Self.simulator(Self.form(behavior: .never), strategy: .inset)
        _ = never.settle(after: .tapField("f16"))
        #expect(never.views.scrollView.adjustedContentInset.bottom == keyboard.height)
    }

    @Test("auto on a home-indicator phone insets the overlap less the safe bottom UIKit already adds: adjustedContentInset.bottom is the keyboard's overlap, not 2 rows more")
    func autoCountsTheSafeAreaOnce() throws {
        var simulator = Self.simulator(Self.form(), strategy: .auto)
        _ = simulator.settle(after: .tapField("f16"))
        let keyboard = try #require(simulator.keyboardFrame)
        let scrollView = simulator.views.scrollView
        let overlap = scrollView.frame.intersection(keyboard).height
        #expect(scrollView.contentInset.bottom == overlap - 2)
        #expect(scrollView.adjustedContentInset.bottom == overlap)
        #expect(simulator.fieldVerdict(15) == .visible)
    }

    @Test("the mouse wheel stops at −adjustedContentInset.top and at the content's end plus adjustedContentInset.bottom")
    func wheelLimits() {
        var simulator = Self.simulator(Self.form(navigationBar: .standard, tabBar: true))
        _ = simulator.settle(after: .scroll(by: -50))
        #expect(simulator.views.scrollView.contentOffset.y == -5)
        _ = simulator.settle(after: .scroll(by: 500))
        let scrollView = simulator.views.scrollView
        #expect(scrollView.contentOffset.y == scrollView.contentSize.height + 4 - scrollView.frame.height)
    }

    @Test("scrollRectToVisible brings a field into the rect inside the adjusted insets: above the tab bar, not under it")
    func scrollsAboveTheTabBar() {
        var simulator = Self.simulator(Self.form(tabBar: true))
        _ = simulator.settle(after: .tapField("f16"))
        // No strategy: UIKit's own scroll shows the field above the tab bar (the keyboard is not counted).
        let field = simulator.fieldScreenFrame(15)
        #expect(field.maxY <= simulator.chrome.tabBar!.minY)
    }

    @Test("the footer is covered by the keyboard under inset; tapping it ends editing")
    func footerCovered() throws {
        var simulator = Self.simulator(Self.form(navigationBar: .large, tabBar: true, footer: true), strategy: .inset)
        _ = simulator.settle(after: .tapField("f1"))
        #expect(simulator.footerVerdict?.isVisible == false)
        let footer = try #require(simulator.footerScreenFrame)
        #expect(simulator.keyboardFrame.map { footer.intersection($0) == footer } == true)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.footerVerdict == .visible)
        _ = simulator.settle(after: .tapField("f1"))
        _ = simulator.settle(after: .tapField("create"))
        #expect(simulator.focusedIndex == nil)
    }

    @Test("a tap on the footer is the footer, on the navigation bar the background, never a field scrolled under it")
    func tapTargets() throws {
        let simulator = Self.simulator(Self.form(navigationBar: .large, footer: true, behavior: .never))
        let footer = try #require(simulator.footerScreenFrame)
        #expect(simulator.tapTarget(at: Point(x: footer.x + footer.width / 2, y: footer.minY)) == .footer("create"))
        // f1's input lies under the bar with never.
        let field = simulator.fieldScreenFrame(0)
        #expect(simulator.tapTarget(at: Point(x: field.minX + 1, y: field.minY)) == .background)
    }
}
