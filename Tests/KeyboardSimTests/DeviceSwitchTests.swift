@testable import KeyboardSim
import Testing
import TestTiming

/// Another phone while running (`kbsim run`'s device key, `Set Device` after a tape's first
/// action): the screen keeps its cells, the safe area and a keyboard that is up follow.
@Suite("Switching the device while running: the safe area and a keyboard that is up follow, as the screen changing under the app", .timed)
struct DeviceSwitchTests {
    static let fifteen = DeviceChoice.iPhone(DeviceCatalogue.iPhone15)

    @Test("the device cycle: default → iphone-se-3 → iphone-15 → iphone-16-pro-max → default")
    func cycle() {
        var choice = DeviceChoice.proportional
        var seen: [String] = []
        for _ in 0..<4 {
            choice = choice.next
            seen.append(choice.name)
        }
        #expect(seen == ["iphone-se-3", "iphone-15", "iphone-16-pro-max", "default"])
    }

    @Test("with the keyboard up, the switch keeps it up and moves it to the new device's height at once: era 11 posts WillChangeFrame, WillShow, DidChangeFrame, DidShow, no hide")
    func keyboardUpFollows() throws {
        var simulator = DeviceKeyboardTests.simulator(.proportional)
        _ = simulator.settle(after: .tapField("note"))
        let before = try #require(simulator.keyboardFrame)
        let proMax = DeviceChoice.iPhone(DeviceCatalogue.iPhone16ProMax)
        let posted = simulator.settle(after: .setDevice(proMax))
        let after = try #require(simulator.keyboardFrame)
        // 346 points of 956 on a 41-row screen: 15 rows, where the default phone gives 40 % of it, 16.
        #expect(before.height == 16 && after.height == 15 && after.maxY == DeviceKeyboardTests.screen.height)
        #expect(posted.notifications.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        let willShow = try #require(posted.notifications.first { $0.name == .keyboardWillShow })
        #expect(willShow.userInfo.frameBegin == before && willShow.userInfo.frameEnd == after && willShow.userInfo.duration == 0)
        #expect(simulator.device.choice == proMax && simulator.views.safeAreaInsets == EdgeInsets(top: 3, bottom: 1))
        #expect(simulator.focusedIndex == 0)
    }

    @Test("with no keyboard up the switch posts nothing; the safe area changes and the next keyboard has the new device's height")
    func keyboardDownPostsNothing() throws {
        var simulator = DeviceKeyboardTests.simulator(.proportional)
        #expect(simulator.settle(after: .setDevice(Self.fifteen)).notifications.isEmpty)
        #expect(simulator.views.safeAreaInsets == EdgeInsets(top: 3, bottom: 2))
        _ = simulator.settle(after: .tapField("amount"))
        // The number pad has no QuickType bar: 291 points, 14 rows.
        #expect(try #require(simulator.keyboardFrame).height == 14)
        _ = simulator.settle(after: .tapBackground)
        #expect(simulator.settle(after: .setDevice(.proportional)).notifications.isEmpty)
        #expect(simulator.views.safeAreaInsets == .zero)
    }

    @Test("switching to the device already simulated does nothing; a session that switched ends as one started on that device")
    func sameDeviceAndStartingThere() throws {
        var switched = DeviceKeyboardTests.simulator(.proportional)
        _ = switched.settle(after: .setDevice(Self.fifteen))
        #expect(switched.settle(after: .setDevice(Self.fifteen)).isEmpty)
        _ = switched.settle(after: .tapField("note"))
        var started = DeviceKeyboardTests.simulator(Self.fifteen)
        _ = started.settle(after: .tapField("note"))
        #expect(switched.keyboardFrame == started.keyboardFrame && switched.views == started.views)
    }
}
