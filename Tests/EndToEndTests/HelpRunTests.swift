import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The help overlay and the mouse's way to every command, in `kbsim run` (SessionPilot).
@Suite("Help (SessionPilot)", .timed)
struct HelpRunTests {
    /// Starts `kbsim run` at `width`×`height` and waits for the phone.
    func start(width: Int, height: Int, arguments: [String] = []) throws -> SessionPilot {
        let pilot = SessionPilot(["run"] + arguments, width: width, height: height)
        try pilot.waitFor { screen in screen.contains { $0.contains("Full name") } && screen.last { !$0.isEmpty }?.hasPrefix("F1 help") == true }
        return pilot
    }

    /// Quits the session and checks it ended cleanly.
    func quit(_ pilot: SessionPilot) throws {
        #expect(try pilot.quit() == 0)
    }

    @Test("at 80x24 and 160x50 F1 opens the help over the screen and Esc closes it; ? opens it while no field is focused",
          arguments: [(80, 24), (160, 50)])
    func helpOpensAndCloses(width: Int, height: Int) throws {
        let pilot = try start(width: width, height: height)
        try pilot.press("F1")
        // The whole overlay, not the first half of its frame.
        var screen = try pilot.waitFor { $0.contains { $0.contains("kbsim help") } && $0.contains { $0.contains("Tab / Shift-Tab") } }
        #expect(screen.contains { $0.contains("F1, Ctrl-/") })
        try pilot.press("Escape")
        screen = try pilot.waitFor { !$0.contains { $0.contains("kbsim help") } }
        #expect(screen.contains { $0.contains("Full name") })
        pilot.type("?")
        try pilot.waitFor { $0.contains { $0.contains("kbsim help") } }
        try pilot.press("End")
        screen = try pilot.waitFor { $0.contains { $0.contains("Marks on the screen") || $0.contains("verdict colours") } }
        pilot.type("q")
        try pilot.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(pilot)
    }

    @Test("at 80x24 and 160x50 Tab in the help turns to the glossary and scrolls to its last term; Tab again turns back to the keys",
          arguments: [(80, 24), (160, 50)])
    func glossaryPage(width: Int, height: Int) throws {
        let pilot = try start(width: width, height: height)
        try pilot.press("F1")
        try pilot.waitFor { $0.contains { $0.contains("kbsim help · Tab: glossary") } }
        try pilot.press("Tab")
        var screen = try pilot.waitFor { $0.contains { $0.contains("kbsim glossary · Tab: keys") } }
        #expect(screen.contains { $0.contains("first responder") && $0.contains("The view that receives the keys") })
        try pilot.press("End")
        screen = try pilot.waitFor { $0.contains { $0.contains("off screen / partly off screen") } }
        #expect(screen.allSatisfy { $0.count <= width })
        try pilot.press("Tab")
        try pilot.waitFor { $0.contains { $0.contains("kbsim help · Tab: glossary") } && $0.contains { $0.contains("F1, Ctrl-/") } }
        try pilot.press("Escape")
        try pilot.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(pilot)
    }

    @Test("with a field focused, ? is typed into it; Ctrl-/ still opens the help")
    func questionMarkTypesInAField() throws {
        let pilot = try start(width: 80, height: 24)
        try pilot.press("Tab")
        pilot.type("a?")
        try pilot.waitFor { $0.contains { $0.contains("[A?") } }
        try pilot.press("C-_")
        try pilot.waitFor { $0.contains { $0.contains("kbsim help") } }
        try pilot.press("Escape")
        try pilot.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(pilot)
    }

    @Test("a click on 'F3 strategy' in the help line switches the strategy; one on a key's row in the help does too")
    func clicksGiveCommands() throws {
        let pilot = try start(width: 80, height: 24, arguments: ["--strategy", "none"])
        var screen = pilot.capture()
        #expect(screen.contains { $0.contains("strategy none") })
        let helpRow = try #require(screen.lastIndex { $0.hasPrefix("F1 help") })
        let column = try #require(screen[helpRow].range(of: "F3 strategy")).lowerBound.utf16Offset(in: screen[helpRow])
        try pilot.click(x: column + 3, y: helpRow)
        screen = try pilot.waitFor { $0.contains { $0.contains("strategy resize") } }
        try pilot.press("F1")
        screen = try pilot.waitFor { $0.contains { $0.contains("kbsim help") } }
        // Page down until the F3 row shows.
        for _ in 0..<6 where !screen.contains(where: { $0.contains("│ F3 ") }) {
            let previous = screen
            try pilot.press("NPage")
            screen = try pilot.waitFor { $0 != previous }
        }
        let row = try #require(screen.firstIndex { $0.contains("│ F3 ") })
        try pilot.click(x: 30, y: row)
        screen = try pilot.waitFor { $0.contains { $0.contains("strategy inset") } }
        #expect(!screen.contains { $0.contains("kbsim help") }, "the help closes so that the effect is seen")
        try quit(pilot)
    }

    @Test("at 80x24 F9 puts the inspector beside the phone, and F9 again the brief pane")
    func nextPaneAt80x24() throws {
        let pilot = try start(width: 80, height: 24)
        #expect(!pilot.capture().contains { $0.contains("Inspector") })
        try pilot.press("F9")
        let screen = try pilot.waitFor { $0.contains { $0.contains("Inspector") } && $0.contains { $0.contains("contentOffset") } }
        #expect(screen.contains { $0.contains("strategy inset") })
        try pilot.press("C-o")
        try pilot.waitFor { !$0.contains { $0.contains("Inspector") } }
        try quit(pilot)
    }
}
