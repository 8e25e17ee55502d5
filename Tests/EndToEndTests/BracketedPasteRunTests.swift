import Foundation
import Testing
import TestTiming

/// A terminal's paste, as tmux sends it when the program asks for bracketed paste (mode 2004).
@Suite("kbsim run takes a bracketed paste as one paste (tmux)", .serialized, .timed)
struct BracketedPasteRunTests {
    /// Lines with characters that are key bindings outside a field (`q`, `?`).
    static let pasted = "Dear kbsim,\nq? quits? No: text.\nBye"

    @Test("a multi-line paste arrives whole in a text view and on one line in a text field; the mode is off once kbsim ends",
          arguments: ["F10", "SIGTERM"])
    func multiLinePaste(ending: String) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let formFile = tmux.directory.appendingPathComponent("paste.yaml").path
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let pasteFile = tmux.directory.appendingPathComponent("paste.txt").path
        let afterFile = tmux.directory.appendingPathComponent("after.txt").path
        try SignalEndingTests.pasteForm.write(toFile: formFile, atomically: true, encoding: .utf8)
        try Self.pasted.write(toFile: pasteFile, atomically: true, encoding: .utf8)
        // After kbsim, what a paste sends to the next program: its markers only if kbsim left the mode on.
        try tmux.startKbsim("run '\(formFile)' --output '\(valuesFile)'",
                            afterwards: "read -r -t 20 -N 12 after; printf '%q\\n' \"$after\" > '\(afterFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Paste here") } }
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("focus    notes") } }
        try tmux.paste(fileAt: pasteFile, bracketed: true)
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("focus    line") } }
        try tmux.paste(fileAt: pasteFile, bracketed: true)
        // Only the one-line field shows the last two lines on one row.
        try tmux.waitFor { $0.contains { $0.contains("text. Bye") } }
        if ending == "F10" {
            try tmux.quitKbsim()
        } else {
            let pids = try tmux.processes(running: KbsimBinary.path)
            try #require(pids.count == 1)
            kill(pids[0], SIGTERM)
            try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        }
        #expect(try tmux.capture().contains(ending == "F10" ? "exit=0" : "exit=143"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
        let values = try SignalEndingTests.values(in: valuesFile)
        #expect(values["notes"] == Self.pasted)
        #expect(values["line"] == "Dear kbsim, q? quits? No: text. Bye")

        let probe = tmux.directory.appendingPathComponent("probe.txt").path
        try "after-paste!".write(toFile: probe, atomically: true, encoding: .utf8)
        try tmux.paste(fileAt: probe, bracketed: true)
        let after = try SignalEndingTests.contents(of: afterFile, within: 30)
        #expect(after == "after-paste\\!\n", "bracketed paste was left on: \(after)")
    }
}
