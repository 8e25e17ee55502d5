import Foundation
import Testing

/// The help overlay and the mouse's way to every command, in the real `kbsim run`.
@Suite("Help in a real terminal (tmux)", .serialized)
struct HelpRunTests {
    /// Starts `kbsim run` in tmux at `width`×`height` and waits for the phone.
    func start(width: Int, height: Int, arguments: String = "") throws -> TmuxSession {
        let tmux = try TmuxSession(width: width, height: height)
        try tmux.startKbsim("run \(arguments)")
        try tmux.waitFor { screen in screen.contains { $0.contains("Full name") } && screen.last { !$0.isEmpty }?.hasPrefix("F1 help") == true }
        return tmux
    }

    /// Quits the session and checks it ended cleanly.
    func quit(_ tmux: TmuxSession) throws {
        #expect(try tmux.quitKbsim().contains("exit=0"))
    }

    @Test("at 80x24 and 160x50 F1 opens the help over the screen and Esc closes it; ? opens it while no field is focused",
          arguments: [(80, 24), (160, 50)])
    func helpOpensAndCloses(width: Int, height: Int) throws {
        let tmux = try start(width: width, height: height)
        try tmux.press("F1")
        // The whole overlay, not the first half of its frame.
        var screen = try tmux.waitFor { $0.contains { $0.contains("kbsim help") } && $0.contains { $0.contains("Tab / Shift-Tab") } }
        #expect(screen.contains { $0.contains("F1, Ctrl-/") })
        try tmux.press("Escape")
        screen = try tmux.waitFor { !$0.contains { $0.contains("kbsim help") } }
        #expect(screen.contains { $0.contains("Full name") })
        try tmux.type("?")
        try tmux.waitFor { $0.contains { $0.contains("kbsim help") } }
        try tmux.press("End")
        screen = try tmux.waitFor { $0.contains { $0.contains("Marks on the screen") || $0.contains("verdict colours") } }
        try tmux.type("q")
        try tmux.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(tmux)
    }

    @Test("at 80x24 and 160x50 Tab in the help turns to the glossary and scrolls to its last term; Tab again turns back to the keys",
          arguments: [(80, 24), (160, 50)])
    func glossaryPage(width: Int, height: Int) throws {
        let tmux = try start(width: width, height: height)
        try tmux.press("F1")
        try tmux.waitFor { $0.contains { $0.contains("kbsim help · Tab: glossary") } }
        try tmux.press("Tab")
        var screen = try tmux.waitFor { $0.contains { $0.contains("kbsim glossary · Tab: keys") } }
        #expect(screen.contains { $0.contains("first responder") && $0.contains("The view that receives the keys") })
        try tmux.press("End")
        screen = try tmux.waitFor { $0.contains { $0.contains("off screen / partly off screen") } }
        #expect(screen.allSatisfy { $0.count <= width })
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("kbsim help · Tab: glossary") } && $0.contains { $0.contains("F1, Ctrl-/") } }
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(tmux)
    }

    @Test("with a field focused, ? is typed into it; Ctrl-/ still opens the help")
    func questionMarkTypesInAField() throws {
        let tmux = try start(width: 80, height: 24)
        try tmux.press("Tab")
        try tmux.type("a?")
        try tmux.waitFor { $0.contains { $0.contains("[A?") } }
        try tmux.press("C-_")
        try tmux.waitFor { $0.contains { $0.contains("kbsim help") } }
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains { $0.contains("kbsim help") } }
        try quit(tmux)
    }

    @Test("a click on 'F3 strategy' in the help line switches the strategy; one on a key's row in the help does too")
    func clicksGiveCommands() throws {
        let tmux = try start(width: 80, height: 24, arguments: "--strategy none")
        var screen = try tmux.capture()
        #expect(screen.contains { $0.contains("strategy none") })
        let helpRow = try #require(screen.lastIndex { $0.hasPrefix("F1 help") })
        let column = try #require(screen[helpRow].range(of: "F3 strategy")).lowerBound.utf16Offset(in: screen[helpRow])
        try tmux.click(x: column + 3, y: helpRow)
        screen = try tmux.waitFor { $0.contains { $0.contains("strategy resize") } }
        try tmux.press("F1")
        screen = try tmux.waitFor { $0.contains { $0.contains("kbsim help") } }
        // Page down until the F3 row shows.
        for _ in 0..<6 where !screen.contains(where: { $0.contains("│ F3 ") }) {
            let previous = screen
            try tmux.press("NPage")
            screen = try tmux.waitFor { $0 != previous }
        }
        let row = try #require(screen.firstIndex { $0.contains("│ F3 ") })
        try tmux.click(x: 30, y: row)
        screen = try tmux.waitFor { $0.contains { $0.contains("strategy inset") } }
        #expect(!screen.contains { $0.contains("kbsim help") }, "the help closes so that the effect is seen")
        try quit(tmux)
    }

    @Test("at 80x24 F9 puts the inspector beside the phone, and F9 again the brief pane")
    func nextPaneAt80x24() throws {
        let tmux = try start(width: 80, height: 24)
        #expect(try !tmux.capture().contains { $0.contains("Inspector") })
        try tmux.press("F9")
        let screen = try tmux.waitFor { $0.contains { $0.contains("Inspector") } && $0.contains { $0.contains("contentOffset") } }
        #expect(screen.contains { $0.contains("strategy inset") })
        try tmux.press("C-o")
        try tmux.waitFor { !$0.contains { $0.contains("Inspector") } }
        try quit(tmux)
    }
}
