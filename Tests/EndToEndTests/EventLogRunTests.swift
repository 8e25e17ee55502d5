import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The event log in `kbsim run` (SessionPilot): the log key, the selection, the details and Esc.
@Suite("The event log (SessionPilot)", .timed)
struct EventLogRunTests {
    @Test("at 160x50: F4, Up, Enter shows the notification's userInfo; Esc twice and typing reaches the field again")
    func detailsAndBack() throws {
        let pilot = SessionPilot(["run", "--strategy", "inset"], width: 160, height: 50)
        var screen = try pilot.waitFor { screen in screen.contains { $0.contains("│ Notes") } && screen.contains { $0.contains("Inspector") } }
        let label = try #require(screen.firstIndex { $0.contains("│ Notes") })
        try pilot.click(x: 4, y: label + 1)
        try pilot.waitFor { screen in screen.contains { $0.contains("inset keyboardWasShown") } }
        try pilot.press("F4")
        try pilot.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        try pilot.press("Up")
        try pilot.press("Enter")
        screen = try pilot.waitFor { screen in screen.contains { $0.contains("Event details") } }
        #expect(screen.contains { $0.contains("notification keyboardDidShow") })
        #expect(screen.contains { $0.contains("frameEnd") && $0.contains("UIKeyboardFrameEndUserInfoKey") })
        #expect(screen.contains { $0.contains("geometry before → after") })
        pilot.type("z")
        try pilot.press("Escape")
        try pilot.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        try pilot.press("Escape")
        try pilot.waitFor { screen in !screen.contains { $0.contains("Events · ↑↓") } && screen.contains { $0.contains("F4 log") } }
        pilot.type("q")
        try pilot.waitFor { screen in screen.contains { $0.contains("▶[Q") } }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
        #expect(pilot.standardOutput.contains(#""notes": "Q""#), "the z typed in the log never reached the field")
    }

    @Test("at 80x24 the log key opens the log over the whole terminal, and closes it again")
    func fullScreenAt80x24() throws {
        let pilot = SessionPilot(["run", "--strategy", "inset"], width: 80, height: 24)
        try pilot.waitFor { $0.contains { $0.contains("Create account") } }
        try pilot.press("Tab")
        try pilot.waitFor { $0.contains { $0.contains("DidShow") } }
        try pilot.press("C-l")
        let log = try pilot.waitFor { screen in screen.contains { $0.contains("Events · ↑↓") } }
        #expect(!log.contains { $0.contains("╭") || $0.contains("Create account") }, "the phone is hidden")
        #expect(log.contains { $0.contains("keyboardWillShow {0,21,39,10} → {0,11,39,10} 0.25s") })
        try pilot.press("C-l")
        try pilot.waitFor { $0.contains { $0.contains("Create account") } }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
