import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The why panel and the pane beside the phone at 80×24, driven by SessionPilot: what a learner on a
/// small terminal reads in a lesson and in `kbsim run`.
@Suite("The why panel at 80×24 (SessionPilot)", .timed)
struct WhyPanelRunTests {
    @Test("in lesson 3 at 80×24, F9 shows the inspector then the why panel under the narration; Shift-PgDn scrolls it, F11 shows the code")
    func lessonAt80x24() throws {
        let pilot = SessionPilot(["lesson", "3-inset"], width: 80, height: 24)
        // The pause at DidShow (step 4): the brief pane gives the verdict of the field being edited.
        try pilot.waitFor { screen in screen.contains { $0.contains("1/9") } }
        for step in 2...4 {
            try pilot.press("Space")
            try pilot.waitFor { screen in screen.contains { $0.contains("\(step)/9") && $0.contains("‖") } }
        }
        try pilot.waitFor { screen in screen.contains { $0.contains("verdict  ") } }
        try pilot.press("F9")
        try pilot.waitFor { screen in screen.contains { $0.contains("Inspector") } && screen.contains { $0.contains("verdict  ") } }
        try pilot.press("F9")
        let top = try pilot.waitFor { screen in screen.contains { $0.contains("↓ ") && $0.contains("more rows: Shift-PgDn") } }
        #expect(top.contains { $0.contains("keyboardWasShown") }, "the why panel, not an empty place: \(top.joined(separator: "\n"))")
        #expect(top.contains { $0.contains("4/9") }, "F9 takes no turn: the lesson is still held")
        try pilot.press("S-NPage")
        let scrolled = try pilot.waitFor { screen in screen.contains { $0.contains("Shift-PgDn/PgUp") || $0.contains("more above: Shift-PgUp") } }
        #expect(!scrolled.contains { $0.contains("keyboardWasShown: sets the bottom") })
        try pilot.press("F11")
        let code = try pilot.waitFor { screen in screen.contains { $0.contains("as code, in kbsim's words") } }
        #expect(code.contains { $0.contains("func keyboardWasShown(note) {") })
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    @Test("in run at 80×24 the wheel over the why panel scrolls the panel and leaves the form where it was")
    func wheelOverThePanel() throws {
        let pilot = SessionPilot(["run", "--strategy", "inset"], width: 80, height: 24)
        var screen = try pilot.waitFor { screen in screen.contains { $0.contains("Notes") || $0.contains("Full name") } }
        for _ in 0..<11 { try pilot.press("Tab") }
        screen = try pilot.waitFor { screen in screen.contains { $0.contains("focus    notes") } && screen.contains { $0.contains("keyboardWasShown") } }
        try pilot.press("F9")
        try pilot.press("F9")
        screen = try pilot.waitFor { screen in screen.contains { $0.contains("more rows: Shift-PgDn") } }
        let phone = screen.map { String($0.prefix(41)) }
        // A wheel turn down over the panel (column 60, row 10: right of the phone).
        try pilot.sendBytes("\u{1b}[<65;61;11M")
        screen = try pilot.waitFor { screen in screen.contains { $0.contains("Shift-PgDn/PgUp") || $0.contains("more above: Shift-PgUp") } }
        #expect(screen.map { String($0.prefix(41)) } == phone, "the form did not scroll")
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
