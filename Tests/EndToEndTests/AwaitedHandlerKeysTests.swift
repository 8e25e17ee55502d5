import Foundation
import Testing
import TestTiming

/// Keys typed into `kbsim run` while it waits for a handler's reply: those before the quit go into
/// the session in order; those after it (and all of them when the handler fails) never reach the
/// shell kbsim returns to.
@Suite("kbsim run: keys typed while a handler is awaited never reach the shell (tmux)", .serialized, .timed)
struct AwaitedHandlerKeysTests {
    /// A handler that holds its first reply until the file `go` appears, then replies `{}` to everything.
    static func writeHeldHandler(in folder: URL) throws -> String {
        let script = folder.appendingPathComponent("held.sh")
        try """
            read line
            echo asked > '\(folder.appendingPathComponent("asked").path)'
            while [ ! -e '\(folder.appendingPathComponent("go").path)' ]; do sleep 0.02; done
            echo '{}'
            while read line; do echo '{}'; done

            """.write(to: script, atomically: true, encoding: .utf8)
        return "exec:sh '\(script.path)'"
    }

    /// Waits until the pane's terminal holds at least `count` bytes not yet read by kbsim: what
    /// tmux typed has arrived, and kbsim, held by the handler, has not taken it.
    static func awaitUnread(_ count: Int32, on tmux: TmuxSession) throws {
        let descriptor = open(try tmux.paneVariable("pane_tty"), O_RDONLY | O_NOCTTY | O_NONBLOCK)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(10)
        var unread: Int32 = 0
        while Date() < deadline {
            guard ioctl(descriptor, UInt(FIONREAD), &unread) == 0 else { break }
            if unread >= count { return }
            usleep(20_000)
        }
        throw TmuxError(message: "the terminal holds \(unread) unread bytes, not \(count)")
    }

    /// Starts `kbsim run` with the held handler and `--strategy-timeout timeout`, and focuses Full
    /// name, whose delegate call kbsim then awaits; returns the session and the marker file that the
    /// command `touch MARKER` makes when it runs.
    static func startAwaitingTheHandler(timeout: Int, output: String? = nil) throws -> (tmux: TmuxSession, marker: String) {
        let tmux = try TmuxSession(width: 80, height: 24)
        let strategy = try writeHeldHandler(in: tmux.directory)
        try tmux.startKbsim("run --strategy-timeout \(timeout) --strategy \"\(strategy)\" --output '\(output ?? "/dev/null")'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        _ = try ProcessTable.await(fileAt: tmux.directory.appendingPathComponent("asked").path, within: 20)
        return (tmux, tmux.directory.appendingPathComponent("marker").path)
    }

    /// Waits for kbsim's `exit=` line, then has the shell run a command after it: whatever kbsim
    /// left unread in the terminal, the shell has run by the time that command's output shows.
    @discardableResult
    static func awaitTheShell(_ tmux: TmuxSession) throws -> [String] {
        let screen = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        try tmux.type("echo after-$((6 * 7))")
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("after-42") }
        return screen
    }

    @Test("keys typed while a handler is awaited: those before Ctrl-C go into the field, a command typed after it never runs in the shell")
    func keysAfterControlC() throws {
        let valuesFile = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-values-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: valuesFile) }
        let (tmux, marker) = try Self.startAwaitingTheHandler(timeout: 60, output: valuesFile)
        let command = "touch '\(marker)'"
        try tmux.type("ADA")
        try tmux.press("C-c")
        try tmux.type(command)
        try tmux.press("Enter")
        try Self.awaitUnread(Int32(3 + 1 + command.utf8.count + 1), on: tmux)
        _ = FileManager.default.createFile(atPath: tmux.directory.appendingPathComponent("go").path, contents: nil)
        let screen = try Self.awaitTheShell(tmux)
        #expect(screen.contains("exit=130"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: marker), "the keys typed after Ctrl-C ran in the shell")
        #expect(try SignalEndingTests.values(in: valuesFile)["fullName"] == "ADA")
    }

    @Test("keys typed while a handler is awaited, which then fails (no reply in time) or a signal ends: the session ends, and none of them runs in the shell",
          arguments: [0, SIGTERM])
    func keysBeforeTheEnd(signal: Int32) throws {
        let (tmux, marker) = try Self.startAwaitingTheHandler(timeout: signal == 0 ? 3 : 60)
        let command = "touch '\(marker)'"
        try tmux.type(command)
        try tmux.press("Enter")
        try Self.awaitUnread(Int32(command.utf8.count + 1), on: tmux)
        // Without a signal, the handler's 3 s are up: the session ends on that.
        if signal != 0 { try HandlerLifetimeTests.signalKbsim(in: tmux, signal) }
        let screen = try Self.awaitTheShell(tmux)
        #expect(screen.contains("exit=\(signal == 0 ? 2 : 128 + signal)"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: marker), "the keys typed while the handler was awaited ran in the shell")
    }
}
