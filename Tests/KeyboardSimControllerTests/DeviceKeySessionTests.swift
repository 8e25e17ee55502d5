import KeyboardSim
import KeyboardSimController
import KeyboardSimRender
import Testing
import TestTiming

/// The device key of `kbsim run` (Shift-F2, Ctrl-D) on the session's model, without a terminal.
@Suite("The device key: Shift-F2 and Ctrl-D cycle the phone while running, the keyboard follows, a device comparison keeps its phones", .timed)
struct DeviceKeySessionTests {
    static let shiftF2 = KeyPress.function(14), ctrlD = KeyPress.control("d")

    @Test("Shift-F2 and Ctrl-D cycle default → iphone-se-3 → iphone-15 → iphone-16-pro-max → default, and the safe area follows")
    func cycles() {
        var model = SessionModelTests.started()
        var seen: [String] = []
        for (index, key) in [Self.shiftF2, Self.ctrlD, Self.shiftF2, Self.ctrlD].enumerated() {
            _ = SessionModelTests.press(key, &model, at: 0.1 * Double(index + 1))
            seen.append(model.simulator.device.choice.name)
        }
        #expect(seen == ["iphone-se-3", "iphone-15", "iphone-16-pro-max", "default"])
        _ = SessionModelTests.press(Self.ctrlD, &model, at: 0.5)
        _ = SessionModelTests.press(Self.ctrlD, &model, at: 0.6)
        #expect(model.simulator.device.choice.name == "iphone-15" && model.simulator.views.safeAreaInsets.bottom > 0)
    }

    @Test("a keyboard that is up when the device changes stays up at the new device's height, and the change is in the log as a frame change")
    func keyboardFollows() throws {
        // A tall terminal: on a short screen both phones' keyboards need the rows their keys need.
        var model = SessionModel(SessionConfiguration(form: SessionModelTests.form, strategy: .inset))
        model.start(terminal: Size(width: 100, height: 44), atRealTime: 0)
        _ = SessionModelTests.press(.tab, &model, at: 0.1)
        _ = model.apply(.tick, atRealTime: 1)
        let before = try #require(model.simulator.keyboardFrame)
        let logged = model.simulator.log.entries.count
        // Twice: iphone-15, whose letters without the QuickType bar (autocorrection: no) are 291 of 852 points.
        _ = SessionModelTests.press(Self.ctrlD, &model, at: 1.1)
        _ = SessionModelTests.press(Self.ctrlD, &model, at: 1.2)
        _ = model.apply(.tick, atRealTime: 2)
        let after = try #require(model.simulator.keyboardFrame)
        #expect(before.height == 16 && after.height == 14 && after.maxY == model.simulator.screenSize.height)
        let names = model.simulator.log.entries[logged...].compactMap { entry in
            if case .notification(let notification) = entry.event { notification.name } else { nil }
        }
        #expect(names.contains(.keyboardWillChangeFrame) && !names.contains(.keyboardWillHide))
        #expect(model.simulator.focusedIndex == 0)
    }

    @Test("comparing devices, the device key leaves each phone on the device it is compared on")
    func comparedDevicesStay() {
        let devices: [Variant] = [.device(.proportional), .device(.iPhone(DeviceCatalogue.iPhone15))]
        var model = SessionModel(SessionConfiguration(form: SessionModelTests.form, strategy: .inset), comparing: devices)
        model.start(terminal: Size(width: 120, height: 40), atRealTime: 0)
        _ = SessionModelTests.press(Self.ctrlD, &model, at: 0.1)
        #expect(model.timeline.simulators.map(\.device.choice.name) == ["default", "iphone-15"])
    }
}
