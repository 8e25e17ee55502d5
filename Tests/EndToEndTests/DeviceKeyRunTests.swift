import KeyboardSimCLI
import Testing
import TestTiming

/// The device key in `kbsim run` (SessionPilot): what the inspector says of the phone.
@Suite("The device key (SessionPilot)", .timed)
struct DeviceKeyRunTests {
    @Test("Shift-F2 then Ctrl-D change the device the inspector shows: default (no device line), iPhone SE, iPhone 15 with the keyboard's points")
    func deviceKeyChangesTheInspector() throws {
        let pilot = SessionPilot(["run"], width: 160, height: 50)
        var screen = try pilot.waitFor { screen in screen.contains { $0.contains("Inspector") } }
        #expect(!screen.contains { $0.contains("device   ") })
        #expect(screen.last { !$0.isEmpty }?.contains("S-F2 device") == true)
        try pilot.press("S-F2")
        screen = try pilot.waitFor { screen in screen.contains { $0.contains("device   iPhone SE (3rd gen.) · 375×667 pt") } }
        try pilot.press("Tab")
        try pilot.waitFor { screen in screen.contains { $0.contains("keyboardDidShow") } }
        try pilot.press("C-d")
        screen = try pilot.waitFor { screen in
            screen.contains { $0.contains("device   iPhone 15 / 16 · 393×852 pt · keyboard 291 pt") }
        }
        #expect(screen.contains { $0.contains("safeAreaInsets") && $0.contains("({59,0,34,0} pt)") })
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
