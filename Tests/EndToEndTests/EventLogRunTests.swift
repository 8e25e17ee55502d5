import Foundation
import Testing

/// The event log in the real `kbsim run`: the log key, the selection, the details and Esc.
@Suite("The event log in a real terminal (tmux)", .serialized)
struct EventLogRunTests {
    @Test("at 160x50: F4, Up, Enter shows the notification's userInfo; Esc twice and typing reaches the field again")
    func detailsAndBack() throws {
        let tmux = try TmuxSession(width: 160, height: 50)
        try tmux.startKbsim("run --strategy inset")
        var screen = try tmux.waitFor { screen in screen.contains { $0.contains("│ Notes") } && screen.contains { $0.contains("Inspector") } }
        let label = try #require(screen.firstIndex { $0.contains("│ Notes") })
        try tmux.click(x: 4, y: label + 1)
        try tmux.waitFor { screen in screen.contains { $0.contains("inset keyboardWasShown") } }
        try tmux.press("F4")
        try tmux.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        try tmux.press("Up")
        try tmux.press("Enter")
        screen = try tmux.waitFor { screen in screen.contains { $0.contains("Event details") } }
        #expect(screen.contains { $0.contains("notification keyboardDidShow") })
        #expect(screen.contains { $0.contains("frameEnd") && $0.contains("UIKeyboardFrameEndUserInfoKey") })
        #expect(screen.contains { $0.contains("geometry before → after") })
        try tmux.type("z")
        try tmux.press("Escape")
        try tmux.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        try tmux.press("Escape")
        try tmux.waitFor { screen in !screen.contains { $0.contains("Events · ↑↓") } && screen.contains { $0.contains("F4 log") } }
        try tmux.type("q")
        try tmux.waitFor { screen in screen.contains { $0.contains("▶[Q") } }
        try tmux.press("C-c")
        let end = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(end.joined(separator: "\n").contains(#""notes": "Q""#), "the z typed in the log never reached the field")
    }

    @Test("at 80x24 the log key opens the log over the whole terminal, and closes it again")
    func fullScreenAt80x24() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsim("run --strategy inset")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("DidShow") } }
        try tmux.press("C-l")
        let log = try tmux.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        #expect(!log.contains { $0.contains("╭") || $0.contains("Create account") }, "the phone is hidden")
        #expect(log.contains { $0.contains("keyboardWillShow {0,21,39,10} → {0,11,39,10} 0.25s") })
        try tmux.press("C-l")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
    }
}
