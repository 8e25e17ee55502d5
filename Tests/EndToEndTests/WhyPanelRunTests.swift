import Foundation
import Testing

/// The why panel and the pane beside the phone at 80×24, in a real terminal: what a learner on a
/// small terminal reads in a lesson and in `kbsim run`.
@Suite("The why panel at 80×24 in a real terminal (tmux)", .serialized)
struct WhyPanelRunTests {
    @Test("in lesson 3 at 80×24, F9 shows the inspector then the why panel under the narration; Shift-PgDn scrolls it, F11 shows the code")
    func lessonAt80x24() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsim("lesson 3-inset")
        // The pause at DidShow (step 4): the brief pane gives the verdict of the field being edited.
        try tmux.waitFor { screen in screen.contains { $0.contains("1/9") } }
        for step in 2...4 {
            try tmux.press("Space")
            try tmux.waitFor { screen in screen.contains { $0.contains("\(step)/9") && $0.contains("‖") } }
        }
        try tmux.waitFor { screen in screen.contains { $0.contains("verdict  ") } }
        try tmux.press("F9")
        try tmux.waitFor { screen in screen.contains { $0.contains("Inspector") } && screen.contains { $0.contains("verdict  ") } }
        try tmux.press("F9")
        let top = try tmux.waitFor { screen in screen.contains { $0.contains("↓ ") && $0.contains("more rows: Shift-PgDn") } }
        #expect(top.contains { $0.contains("keyboardWasShown") }, "the why panel, not an empty place: \(top.joined(separator: "\n"))")
        #expect(top.contains { $0.contains("4/9") }, "F9 takes no turn: the lesson is still held")
        try tmux.press("S-NPage")
        let scrolled = try tmux.waitFor { screen in screen.contains { $0.contains("Shift-PgDn/PgUp") || $0.contains("more above: Shift-PgUp") } }
        #expect(!scrolled.contains { $0.contains("keyboardWasShown: sets the bottom") })
        try tmux.press("F11")
        let code = try tmux.waitFor { screen in screen.contains { $0.contains("as code, in kbsim's words") } }
        #expect(code.contains { $0.contains("func keyboardWasShown(note) {") })
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains("exit=130") }
    }

    @Test("in run at 80×24 the wheel over the why panel scrolls the panel and leaves the form where it was")
    func wheelOverThePanel() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsim("run --strategy inset")
        var screen = try tmux.waitFor { screen in screen.contains { $0.contains("Notes") || $0.contains("Full name") } }
        for _ in 0..<11 { try tmux.press("Tab") }
        screen = try tmux.waitFor { screen in screen.contains { $0.contains("focus    notes") } && screen.contains { $0.contains("keyboardWasShown") } }
        try tmux.press("F9")
        try tmux.press("F9")
        screen = try tmux.waitFor { screen in screen.contains { $0.contains("more rows: Shift-PgDn") } }
        let phone = screen.map { String($0.prefix(41)) }
        // A wheel turn down over the panel (column 60, row 10: right of the phone).
        try tmux.sendBytes("\u{1b}[<65;61;11M")
        screen = try tmux.waitFor { screen in screen.contains { $0.contains("Shift-PgDn/PgUp") || $0.contains("more above: Shift-PgUp") } }
        #expect(screen.map { String($0.prefix(41)) } == phone, "the form did not scroll")
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains("exit=130") }
    }
}
