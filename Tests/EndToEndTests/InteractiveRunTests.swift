import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// Drives the real `kbsim run` in tmux as a person would: keys, mouse, Ctrl-C.
@Suite("kbsim run in a real terminal (tmux)", .serialized, .timed)
struct InteractiveRunTests {
    /// The row index of the first line containing `text`.
    func row(of text: String, in screen: [String]) -> Int? {
        screen.firstIndex { $0.contains(text) }
    }

    /// The terminal column where `text` starts on `line` (cells, counting wide characters as two).
    func column(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return line[..<range.lowerBound].reduce(0) { $0 + (($1.unicodeScalars.first!.value >= 0x1100) ? 2 : 1) }
    }

    @Test("Tab, type Cyrillic and CJK, click the last field above the keyboard, Ctrl-C restores the terminal and prints the values")
    func interactiveSession() throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        try tmux.startKbsim("run")
        var screen = try tmux.waitFor { self.row(of: "Create account", in: $0) != nil }
        #expect(try tmux.paneVariable("alternate_on") == "1")
        #expect(screen.contains { $0.contains("Full name") })

        try tmux.press("Tab")
        try tmux.type("привет 日本")
        screen = try tmux.waitFor { screen in
            screen.contains { $0.contains("[Привет 日本") } && screen.contains { $0.contains("keyboardWasShown: sets the bottom inset") }
        }
        let keyboardTop = try #require(row(of: "q   w   e   r   t", in: screen))
        #expect(try #require(row(of: "[Привет 日本", in: screen)) < keyboardTop)

        // With the keyboard's inset in place, scroll to the end of the form with the mouse wheel
        // (SGR button 65 is wheel down), then click the Notes text view.
        for _ in 0..<10 { try tmux.sendBytes("\u{1b}[<65;10;10M") }
        // The wheel scrolls a row at a time: wait until Notes' input, not only its label, is above the keyboard.
        screen = try tmux.waitFor { screen in
            self.row(of: "Notes", in: screen).map { $0 + 1 < screen.count && self.column(of: "[", in: screen[$0 + 1]) != nil } == true
        }
        let notesLabel = try #require(row(of: "Notes", in: screen))
        let notesColumn = try #require(column(of: "[", in: screen[notesLabel + 1]))
        try tmux.click(x: notesColumn + 3, y: notesLabel + 1)
        // Wait for the whole frame: tmux may capture while a frame is still being written.
        screen = try tmux.waitFor { screen in
            screen.contains { $0.contains("focus    notes") } && screen.contains { $0.contains("▶[") }
                && screen.contains { $0.contains("Q   W   E   R   T") }  // upper case: a sentence starts
        }
        let notesRow = try #require(screen.firstIndex { $0.contains("▶[") })
        let keyboardRow = try #require(row(of: "Q   W   E   R   T", in: screen))
        #expect(notesRow < keyboardRow, "the focused Notes field must be drawn above the keyboard")

        try tmux.press("C-c")
        screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=130"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(try tmux.paneVariable("mouse_any_flag") == "0")
        #expect(try tmux.paneVariable("cursor_flag") == "1")
        let output = screen.joined(separator: "\n")
        #expect(output.contains(#""fullName": "Привет 日本""#))
        #expect(output.contains(#""notes": """#))
        try tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }
    }

    @Test("--output writes the values to a file when a signal ends the session cleanly, which exits 128+n",
          arguments: [SIGTERM, SIGHUP, SIGINT])
    func outputFileAndSignal(_ signal: Int32) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        try tmux.startKbsim("run --output '\(valuesFile)'")
        try tmux.waitFor { self.row(of: "Create account", in: $0) != nil }
        try tmux.press("Tab")
        try tmux.type("Ada")
        try tmux.waitFor { $0.contains { $0.contains("[Ada") } }
        let pids = try tmux.processes(running: KbsimBinary.path)
        #expect(pids.count == 1)
        for pid in pids { kill(pid, signal) }
        let screen = try tmux.waitFor { $0.contains("exit=\(128 + signal)") }
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(!screen.contains { $0.contains("fullName") }, "with --output the values go to the file only")
        let values = try String(contentsOfFile: valuesFile, encoding: .utf8)
        #expect(values.contains(#""fullName": "Ada""#))
    }

    @Test("shrinking the terminal below 41x20 shows a notice; growing it back shows the phone with the typed text")
    func resize() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsim("run")
        try tmux.waitFor { self.row(of: "Create account", in: $0) != nil }
        try tmux.press("Tab")
        try tmux.type("Zoë")
        try tmux.waitFor { $0.contains { $0.contains("[Zoë") } }
        try tmux.resize(width: 36, height: 12)
        try tmux.waitFor { $0.contains { $0.contains("Terminal too small") } }
        try tmux.resize(width: 100, height: 30)
        let screen = try tmux.waitFor { screen in
            screen.contains { $0.contains("[Zoë") } && !screen.contains { $0.contains("too small") }
        }
        #expect(screen.contains { $0.hasPrefix("╭") && $0.count > 40 })
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains("exit=130") }
    }

    @Test("F2 cycles the era and Ctrl-R rotates while running")
    func eraAndRotationKeys() throws {
        // The keys as the session takes them (SessionPilot): no terminal needed to see what they do.
        let pilot = SessionPilot(["run"], width: 80, height: 24)
        try pilot.waitFor { $0.contains { $0.contains("era iOS 11") } }
        // 11 → 15 → 17 → 26, then round to the first era.
        for era in ["iOS 15", "iOS 17", "iOS 26"] {
            try pilot.press("F2")
            try pilot.waitFor { $0.contains { $0.contains("era \(era)") } && $0.contains { $0.contains("\(era) ▮▮▮") } }
        }
        try pilot.press("F2")
        try pilot.waitFor { $0.contains { $0.contains("era iPhone OS 3") } && $0.contains { $0.contains("iPhone OS 3 ▮▮▮") } }
        try pilot.press("Tab")
        try pilot.press("C-r")
        let landscape = try pilot.waitFor { $0.contains { $0.hasPrefix("╭") && $0.count > 60 } && $0.contains { $0.contains("keyboard shown") } }
        #expect(landscape.contains { $0.contains("focus    fullName") })
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
