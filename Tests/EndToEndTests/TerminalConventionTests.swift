import Foundation
import Testing
import TestTiming

/// What a terminal tool is expected to do, next to dialog and fzf: refuse a terminal it cannot
/// draw on, draw on /dev/tty when its output is piped, end with the shell's statuses, suspend
/// with Ctrl-Z, take clicks beyond column 223.
@Suite("kbsim's conventions of a terminal tool, in a real terminal (tmux)", .serialized, .timed)
struct TerminalConventionTests {
    /// The values JSON in the file at `path`.
    func values(in path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    @Test("TERM=dumb is refused with exit 2 and a hint, naming the command that refused it")
    func dumbTerminal() throws {
        // Wide enough that no message wraps.
        let tmux = try TmuxSession(width: 250, height: 24)
        try tmux.startKbsim("run", environment: "TERM=dumb")
        var screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        var text = screen.joined(separator: " ")
        #expect(screen.contains("exit=2"))
        #expect(text.contains("kbsim run cannot drive the terminal type 'dumb' (TERM): it cannot move the cursor"), "\(text)")
        #expect(text.contains("TERM=xterm-256color"))
        #expect(try tmux.paneVariable("alternate_on") == "0")

        try tmux.clearScreen()
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        try tmux.startKbsim("play '\(tape)' --watch", environment: "TERM=dumb")
        screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        text = screen.joined(separator: " ")
        #expect(screen.contains("exit=2"))
        #expect(text.contains("kbsim play --watch cannot drive the terminal type 'dumb'"), "\(text)")
        #expect(!text.contains("expect ok"), "refused before anything was played")
    }

    @Test("the Linux console's, PuTTY's and Cygwin's TERM, whose terminfo entries have no size, draw the phone at the terminal's size; F10 and Ctrl-C quit and give the terminal back",
          arguments: ["linux", "putty-256color", "cygwin"])
    func sizelessTerminfoEntry(type: String) throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        try tmux.startKbsimTyping(name: "Ada", "run", environment: "TERM=\(type)")
        // Drawn at the pane's size, which no terminfo entry said: the bezel reaches the last rows.
        let drawn = try tmux.capture()
        #expect(drawn.count >= 30 && drawn[25...].contains { $0.contains("╰") }, "\(drawn.joined(separator: "\n"))")
        var screen = try tmux.quitKbsim()
        #expect(screen.contains("exit=0"), "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains(#""fullName": "Ada""#) })
        #expect(try tmux.paneVariable("cursor_flag") == "1", "the cursor is shown again")
        #expect(try tmux.paneVariable("mouse_any_flag") == "0", "mouse reporting is off")

        try tmux.clearScreen()
        try tmux.startKbsimTyping(name: "Bo", "run", environment: "TERM=\(type)")
        try tmux.press("C-c")
        screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=130"), "\(screen.joined(separator: "\n"))")
        #expect(try tmux.paneVariable("cursor_flag") == "1")
    }

    @Test("a watched replay, with eight colours or 256, ends as a cast does: the cursor shown, the shell's text in plain rendition, no mouse, keypad or alternate screen",
          arguments: ["xterm", "xterm-256color"])
    func watchEndsRestored(type: String) throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        let tape = KbsimBinary.repositoryPath("Forms/strategy-none.tape")
        try tmux.startKbsim("play '\(tape)' --watch --speed 8 > /dev/null", environment: "TERM=\(type)")
        let screen = try tmux.waitFor(timeout: 30) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=0"), "\(screen.joined(separator: "\n"))")
        for variable in ["alternate_on", "mouse_any_flag", "keypad_flag", "keypad_cursor_flag"] {
            #expect(try tmux.paneVariable(variable) == "0", "\(variable)")
        }
        #expect(try tmux.paneVariable("cursor_flag") == "1")
        let line = try #require(try tmux.captureWithRendition().first { $0.contains("exit=0") })
        #expect(!line.contains("\u{1B}["), "the shell writes in a rendition kbsim left: \(line.debugDescription)")
    }

    @Test("with eight colours (TERM=xterm) the inspector's verdict is black on green, not bold: bold black shows grey there")
    func eightColorVerdict() throws {
        let tmux = try TmuxSession(width: 130, height: 40)
        try tmux.startKbsimTyping(name: "Ada", "run", environment: "TERM=xterm")
        let row = try #require(try tmux.captureWithRendition().first { $0.contains("verdict") && $0.contains("visible") })
        let verdict = try #require(row.range(of: "verdict"))
        let word = try #require(row.range(of: "visible", range: verdict.upperBound..<row.endIndex))
        let rendition = row[verdict.upperBound..<word.lowerBound]
        #expect(rendition.contains("\u{1B}[30m") && rendition.contains("\u{1B}[42m"), "\(rendition.debugDescription)")
        #expect(!rendition.contains("\u{1B}[1m"), "\(rendition.debugDescription)")
        try tmux.quitKbsim()
    }

    @Test("on a line whose size the kernel does not know (a serial console: stty rows 0 cols 0), LINES and COLUMNS give it")
    func sizeFromEnvironment() throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        try tmux.type("stty rows 0 cols 0")
        try tmux.press("Enter")
        try tmux.startKbsim("run", environment: "LINES=26 COLUMNS=70 TERM=linux")
        // 26 rows: the bezel closes on row 24, above the help line — not on row 22 (80x24, the
        // size assumed without one), nor on the pane's row 28.
        let screen = try tmux.waitFor { $0.count > 24 && $0[24].hasPrefix("╰") }
        #expect(!screen[25...].contains { $0.hasPrefix("╰") }, "\(screen.joined(separator: "\n"))")
        #expect(try tmux.quitKbsim().contains("exit=0"))
    }

    @Test("kbsim run > FILE with standard input not a terminal either draws on /dev/tty, reads keys there, and writes the values to FILE")
    func valuesOutOfAPipe() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        try tmux.startKbsimTyping(name: "Ada", "run < /dev/null > '\(valuesFile)'")
        let screen = try tmux.quitKbsim()
        #expect(screen.contains("exit=0"))
        #expect(!screen.contains { $0.contains("fullName") }, "the values went to the file, not the screen")
        #expect(try values(in: valuesFile)["fullName"] == "Ada")
    }

    @Test("v=$(kbsim run) captures the values while the screen is on the terminal")
    func commandSubstitution() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.type("v=$('\(KbsimBinary.path)' run); echo \"exit=$? name=$(echo \"$v\" | grep fullName)\"")
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        try tmux.type("Bo")
        try tmux.waitFor { $0.contains { $0.contains("[Bo") } }
        try tmux.press("C-c")
        let screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains { $0.hasPrefix("exit=130 name=") && $0.contains(#""fullName": "Bo""#) }, "\(screen)")
    }

    @Test("without any terminal (no /dev/tty), run and play --watch say they need one in their own words, write nothing and exit 2")
    func noTerminalAtAll() throws {
        let run = try KbsimBinary.run(["run"])
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("kbsim run needs a terminal"), "\(run.output)")

        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("watch.cast").path
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        let watch = try KbsimBinary.run(["play", tape, "--watch", "--cast", cast])
        #expect(watch.status == 2)
        #expect(watch.output.hasPrefix("kbsim play --watch needs a terminal"), "\(watch.output)")
        #expect(watch.output.contains("Without --watch"))
        #expect(!watch.output.contains("kbsim run") && !watch.output.contains("--output FILE"), "\(watch.output)")
        #expect(!FileManager.default.fileExists(atPath: cast), "nothing written before the refusal")
    }

    @Test("play --watch with standard input and output redirected replays on the terminal, then prints the tape's verdict; Ctrl-C mid-tape exits 130")
    func watchSummaryAndInterrupt() throws {
        // Wide enough that the verdict's line, with the tape's whole path, does not wrap.
        let tmux = try TmuxSession(width: 200, height: 30)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        try tmux.startKbsim("play '\(tape)' --watch --speed 4 < /dev/null > '\(valuesFile)'")
        var screen = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=0"))
        #expect(screen.contains { $0.hasSuffix("strategy-inset.tape: 6 Expect lines passed, 0 failed") }, "\(screen)")
        #expect(try values(in: valuesFile)["email"] != nil)

        try tmux.clearScreen()
        let walkthrough = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        try tmux.startKbsim("play '\(walkthrough)' --watch > '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("C-c")
        screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=130"))
        #expect(screen.contains { $0.contains("signup-walkthrough.tape: ") && $0.contains("failed") })
        #expect(try tmux.paneVariable("alternate_on") == "0")
    }

    @Test("Ctrl-Z gives the shell its prompt back; fg redraws the phone, and what was typed before and after is kept")
    func suspendAndResume() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        try tmux.startKbsimTyping(name: "Ada", "run --output '\(valuesFile)'")
        try tmux.press("C-z")
        var screen = try tmux.waitFor { $0.contains { $0.contains("Stopped") } && $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }
        #expect(!screen.contains { $0.contains("Create account") })
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(try tmux.paneVariable("cursor_flag") == "1")
        try tmux.type("fg")
        try tmux.press("Enter")
        screen = try tmux.waitFor { $0.contains { $0.contains("Create account") } && $0.contains { $0.contains("[Ada") } }
        #expect(screen.contains { $0.contains("focus    fullName") }, "the whole frame is back, side pane included")
        #expect(try tmux.paneVariable("alternate_on") == "1")
        try tmux.type("m")
        try tmux.waitFor { $0.contains { $0.contains("[Adam") } }
        try tmux.press("F10")
        // The shell's next prompt, once kbsim has written the values and ended.
        try tmux.waitFor { $0.last { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) == "PROMPT$" }
        #expect(try values(in: valuesFile)["fullName"] == "Adam")
    }

    @Test("where TERM names X10 mouse reports (tmux-256color), kbsim asks for SGR reports too: a click at column 230 lands")
    func clickBeyondColumn223() throws {
        let tmux = try TmuxSession(width: 250, height: 50)
        try tmux.startKbsim("run --compare-strategies none,inset,auto,extend", environment: "TERM=tmux-256color")
        let screen = try tmux.waitFor { $0.contains { $0.contains("extend · no field being edited") } && $0.contains { $0.contains("you@example.com") } }
        #expect(try tmux.paneVariable("mouse_sgr_flag") == "1")
        let emailRow = try #require(screen.firstIndex { $0.contains("you@example.com") })
        // The fourth phone's email field runs from column 195 to 232 of 250.
        try tmux.click(x: 230, y: emailRow)
        try tmux.waitFor { $0.contains { $0.contains("extend · visible") } }
        try tmux.quitKbsim()
        #expect(try tmux.paneVariable("mouse_sgr_flag") == "0")
    }
}
