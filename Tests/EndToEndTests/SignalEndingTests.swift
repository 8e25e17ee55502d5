import Foundation
import Testing
import TestTiming

/// Signals that end `kbsim run` — during a long paste, twice in a row, or a crash signal sent
/// from outside — always give the terminal back and write the values, once, and a paste they
/// cut short leaves nothing for the shell.
@Suite("kbsim run ended by signals in a real terminal (tmux)", .serialized, .timed)
struct SignalEndingTests {
    /// 100 KB of text that every keystroke leaves as it is in the fullName field (capitals,
    /// digits, Cyrillic, CJK: nothing that autocapitalization changes, no spaces, no line breaks).
    static let pasted: String = {
        let unit = "KBSIM-0123456789-ПРИВЕТ-日本-"
        var text = ""
        while text.utf8.count + unit.utf8.count <= 100_000 { text += unit }
        return text
    }()

    /// Starts `kbsim run --output values.json` in tmux, focuses fullName and pastes `pasted`.
    private func startAndPaste() throws -> (tmux: TmuxSession, valuesFile: String, pid: pid_t) {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let pasteFile = tmux.directory.appendingPathComponent("paste.txt").path
        try Self.pasted.write(toFile: pasteFile, atomically: true, encoding: .utf8)
        try tmux.startKbsim("run --output '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("focus    fullName") } }
        let pids = try tmux.processes(running: KbsimBinary.path)
        try #require(pids.count == 1)
        try tmux.paste(fileAt: pasteFile)
        return (tmux, valuesFile, pids[0])
    }

    private func fullName(in valuesFile: String) throws -> String {
        try #require(try Self.values(in: valuesFile)["fullName"])
    }

    /// The text of the file at `path` once a line is in it, waiting for it up to `seconds`.
    static func contents(of path: String, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(50_000)
        }
        throw TmuxError(message: "\(path) was not written within \(seconds) s")
    }

    /// The values JSON kbsim wrote to `valuesFile`.
    static func values(in valuesFile: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: valuesFile))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    /// A form of one text view and one text field, neither with a maxLength, nor changing what
    /// is typed (no autocapitalization, no autocorrection).
    static let pasteForm = """
        title: Paste here
        fields:
          - name: notes
            label: Notes
            kind: textView
            rows: 3
            autocapitalization: none
            autocorrection: no
          - name: line
            label: Line
            autocapitalization: none
            autocorrection: no
        """

    @Test("a signal during a 1 MB paste: kbsim ends with a prefix of the paste in order, the terminal restored, and leaves none of it for the shell",
          arguments: [("notes", SIGINT), ("line", SIGINT), ("line", SIGTERM)])
    func signalDuringLongPaste(field: String, signal: Int32) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let formFile = tmux.directory.appendingPathComponent("paste.yaml").path
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let pasteFile = tmux.directory.appendingPathComponent("paste.txt").path
        try Self.pasteForm.write(toFile: formFile, atomically: true, encoding: .utf8)
        let pasted = String(repeating: Self.pasted, count: 10)
        try pasted.write(toFile: pasteFile, atomically: true, encoding: .utf8)
        let leftoverFile = tmux.directory.appendingPathComponent("leftover.txt").path
        // A reader after kbsim in the same shell: whatever kbsim left unread, it reads (and counts),
        // up to the `~` typed once kbsim has ended.
        try tmux.startKbsim("run '\(formFile)' --output '\(valuesFile)'",
                            afterwards: "read -r -d '~' left; echo \"${#left}\" > '\(leftoverFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Paste here") } }
        if field == "line" { try tmux.press("Tab") }
        try tmux.press("Tab")
        try tmux.waitFor { $0.contains { $0.contains("focus    \(field)") } }
        let pids = try tmux.processes(running: KbsimBinary.path)
        try #require(pids.count == 1)
        try tmux.paste(fileAt: pasteFile)
        // Mid-paste: some of it is in the field, most is still to come.
        try tmux.waitFor(timeout: 60) { screen in
            screen.contains { $0.contains("▶[") && ["KBSIM", "0123", "ПРИВ"].contains(where: $0.contains) }
        }
        kill(pids[0], signal)
        // Once the shell says kbsim has ended, a `~` closes the reader's input: tmux writes the rest
        // of the paste and then the `~` in order, so what the reader holds before it is all that
        // kbsim left unread — no time waited for more to come.
        try tmux.waitFor(timeout: 90) { $0.contains { $0.hasPrefix("exit=") } }
        try tmux.type("~")
        try tmux.press("Enter")
        let leftover = try Self.contents(of: leftoverFile, within: 90)
        #expect(leftover == "0\n", "the rest of the paste reached the shell")
        let screen = try tmux.capture()
        #expect(screen.contains("exit=\(128 + signal)"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(try tmux.paneVariable("cursor_flag") == "1")
        let values = try Self.values(in: valuesFile)
        let taken = try #require(values[field])
        #expect(!taken.isEmpty && pasted.hasPrefix(taken), "not a prefix of the paste: \(taken.prefix(80))…")
    }

    @Test("two signals back to back during a paste: the values are written once, the terminal restored, status 128+n",
          arguments: [SIGINT, SIGTERM])
    func twoSignalsBackToBack(_ signal: Int32) throws {
        let (tmux, valuesFile, pid) = try startAndPaste()
        // Mid-paste: some of it is in the field, most is still to come.
        try tmux.waitFor(timeout: 60) { screen in
            screen.contains { $0.contains("▶[") && ["KBSIM", "0123", "ПРИВ"].contains(where: $0.contains) }
        }
        kill(pid, signal)
        kill(pid, signal)
        let screen = try tmux.waitFor(timeout: 120) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=\(128 + signal)"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(try tmux.paneVariable("cursor_flag") == "1")
        let typed = try fullName(in: valuesFile)
        #expect(!typed.isEmpty && Self.pasted.hasPrefix(typed))
    }

    @Test("a crash signal sent from outside restores the terminal, writes the values and ends with the signal's status, never a prompt",
          arguments: [SIGQUIT, SIGSEGV])
    func sentCrashSignal(_ signal: Int32) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        try tmux.startKbsim("run --output '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        try tmux.type("ADA")
        try tmux.waitFor { $0.contains { $0.contains("[ADA") } }
        let pids = try tmux.processes(running: KbsimBinary.path)
        try #require(pids.count == 1)
        kill(pids[0], signal)
        let screen = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=\(128 + signal)"))
        #expect(!screen.contains { $0.contains("Press space") || $0.contains("Crashed thread") })
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(try fullName(in: valuesFile) == "ADA")
        #expect(try tmux.processes(running: KbsimBinary.path).isEmpty)
    }
}
