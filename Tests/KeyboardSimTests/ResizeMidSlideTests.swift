import Testing
@testable import KeyboardSim
import TestTiming

/// A screen that changes size while the keyboard slides: the slide goes on in the new geometry.
@Suite("Resizing the screen in the middle of a keyboard slide", .timed)
struct ResizeMidSlideTests {
    /// A large screen, as a 200x60 terminal gives it.
    static let large = Size(width: 72, height: 57)

    @Test("Esc on a large screen, then a resize while the keyboard slides away: the keyboard and DidHide are in the new screen's frames")
    func hideRetargets() throws {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall), screenSize: Self.large)
        _ = simulator.settle(after: .tapField("f2"))
        #expect(try #require(simulator.keyboardFrame).height > TestFrames.shown.height)
        _ = simulator.handle(.key(.escape), at: 2)
        _ = simulator.advance(to: 2.1)
        _ = simulator.handle(.resize(TestForms.screen), at: 2.1)
        let moving = try #require(simulator.keyboardFrame, "still sliding away")
        #expect(moving.width == TestForms.screen.width)
        #expect(moving.height == TestFrames.hidden.height, "the keyboard of the new screen")
        #expect(moving.minY > TestFrames.shown.minY && moving.minY < TestFrames.hidden.minY, "part-way down: \(moving)")
        let events = simulator.advance(to: 3)
        let didHide = try #require(events.notifications.last { $0.name == .keyboardDidHide })
        #expect(didHide.userInfo.frameEnd == TestFrames.hidden)
        #expect(didHide.userInfo.frameBegin == TestFrames.shown)
        #expect(simulator.keyboardFrame == nil)
    }
}
