@testable import KeyboardSim
import Testing
import TestTiming

@Suite("Animation curves: UIViewAnimationCurve's numbers decide a view animation's in-between frames", .timed)
struct AnimationCurveTests {
    static let start = AppViews(rootViewFrame: Rect(x: 0, y: 0, width: 39, height: 21),
                                scrollView: ScrollView(frame: Rect(x: 0, y: 2, width: 39, height: 19), contentSize: Size(width: 39, height: 40)),
                                contentViewFrame: Rect(x: 0, y: 0, width: 39, height: 40))

    @Test("a slide of 16 rows over 1 s, a quarter of the way in time, by curve", arguments: [
        (AnimationCurve.easeInOut, -3), (.easeIn, -1), (.easeOut, -7), (.linear, -4), (.keyboard, -3), (AnimationCurve(rawValue: 5), -3),
    ])
    func quarterWay(curve: AnimationCurve, row: Int) {
        var end = Self.start
        end.rootViewFrame.origin.y = -16
        let animation = ViewAnimation(from: Self.start, start: 0, duration: 1, curve: curve)
        #expect(animation.views(at: 0.25, toward: end).rootViewFrame.y == row)
        #expect(animation.views(at: 1, toward: end).rootViewFrame.y == -16)
    }

    @Test("the keyboard's curve is the one the keyboard slides along")
    func keyboardCurveIsTheKeyboards() {
        let slide = KeyboardAnimation(from: Rect(x: 0, y: 21, width: 39, height: 16), to: Rect(x: 0, y: 5, width: 39, height: 16), start: 0, duration: 1)
        var end = Self.start
        end.rootViewFrame.origin.y = -16
        let views = ViewAnimation(from: Self.start, start: 0, duration: 1, curve: .keyboard)
        for time in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(21 - slide.frame(at: time).y == -views.views(at: time, toward: end).rootViewFrame.y)
        }
    }

    @Test("overlap animates with the notification's duration and curve")
    func overlapPassesTheNotificationsCurve() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: .overlap), screenSize: TestForms.screen)
        let events = simulator.handle(.tapField("notes"), at: 0)
        let willChange = try #require(events.notifications.first { $0.name == .keyboardWillChangeFrame })
        let animation = try #require(simulator.app.viewAnimation)
        #expect(animation.curve == AnimationCurve(rawValue: willChange.userInfo.curve))
        #expect(animation.curve == .keyboard)
        #expect(animation.duration == willChange.userInfo.duration)
    }

    @Test("a strategy that chooses no curve animates with UIView's default, ease-in-out")
    func defaultCurve() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.signup, strategy: .auto), screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("notes"), at: 0)
        let animation = try #require(simulator.app.viewAnimation)
        #expect(animation.curve == .easeInOut)
    }
}
