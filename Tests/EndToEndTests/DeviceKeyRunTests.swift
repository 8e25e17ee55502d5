import Testing

/// The device key in the real `kbsim run` (tmux): what the inspector says of the phone.
@Suite("The device key in a real terminal (tmux)", .serialized)
struct DeviceKeyRunTests {
    @Test("Shift-F2 then Ctrl-D change the device the inspector shows: default (no device line), iPhone SE, iPhone 15 with the keyboard's points")
    func deviceKeyChangesTheInspector() throws {
        let tmux = try TmuxSession(width: 160, height: 50)
        try tmux.startKbsim("run")
        var screen = try tmux.waitFor { screen in screen.contains { $0.contains("Inspector") } }
        #expect(!screen.contains { $0.contains("device   ") })
        #expect(screen.last { !$0.isEmpty }?.contains("S-F2 device") == true)
        try tmux.press("S-F2")
        screen = try tmux.waitFor { screen in screen.contains { $0.contains("device   iPhone SE (3rd gen.) · 375×667 pt") } }
        try tmux.press("Tab")
        try tmux.waitFor { screen in screen.contains { $0.contains("keyboardDidShow") } }
        try tmux.press("C-d")
        screen = try tmux.waitFor { screen in
            screen.contains { $0.contains("device   iPhone 15 / 16 · 393×852 pt · keyboard 291 pt") }
        }
        #expect(screen.contains { $0.contains("safeAreaInsets") && $0.contains("({59,0,34,0} pt)") })
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains("exit=130") }
    }
}
