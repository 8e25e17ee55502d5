import Foundation
import Testing

/// Signals that end `kbsim run` — during a long paste, twice in a row, or a crash signal sent
/// from outside — always give the terminal back and write the values, once.
@Suite("kbsim run ended by signals in a real terminal (tmux)", .serialized)
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
        let data = try Data(contentsOf: URL(fileURLWithPath: valuesFile))
        let values = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        return try #require(values["fullName"])
    }

    @Test("100 KB pasted, then one SIGTERM: every pasted character is in the values, the terminal is restored, status 143")
    func pasteThenTerminate() throws {
        let (tmux, valuesFile, pid) = try startAndPaste()
        usleep(200_000)
        kill(pid, SIGTERM)
        let screen = try tmux.waitFor(timeout: 120) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=143"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
        let typed = try fullName(in: valuesFile)
        #expect(typed.count == Self.pasted.count)
        #expect(typed == Self.pasted)
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
