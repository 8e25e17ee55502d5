import Foundation
import Testing

/// Keys typed into `kbsim run` while it waits for a handler's reply: those before the quit go into
/// the session in order; those after it (and all of them when the handler fails) never reach the
/// shell kbsim returns to.
@Suite("kbsim run: keys typed while a handler is awaited never reach the shell (tmux)", .serialized)
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

    @Test("keys typed while a handler is awaited: those before Ctrl-C go into the field, a command typed after it never runs in the shell")
    func keysAfterControlC() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let marker = tmux.directory.appendingPathComponent("marker").path
        let strategy = try Self.writeHeldHandler(in: tmux.directory)
        try tmux.startKbsim("run --strategy-timeout 60 --strategy \"\(strategy)\" --output '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        // Tab focuses Full name: its delegate call waits for the handler, and so does kbsim.
        try tmux.press("Tab")
        _ = try ProcessTable.await(fileAt: tmux.directory.appendingPathComponent("asked").path, within: 20)
        let command = "touch '\(marker)'"
        try tmux.type("ADA")
        try tmux.press("C-c")
        try tmux.type(command)
        try tmux.press("Enter")
        try Self.awaitUnread(Int32(3 + 1 + command.utf8.count + 1), on: tmux)
        _ = FileManager.default.createFile(atPath: tmux.directory.appendingPathComponent("go").path, contents: nil)
        let screen = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=130"), "\(screen)")
        // The shell would run what kbsim left before this.
        try tmux.type("echo after-$((6 * 7))")
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("after-42") }
        #expect(!FileManager.default.fileExists(atPath: marker), "the keys typed after Ctrl-C ran in the shell")
        #expect(try SignalEndingTests.values(in: valuesFile)["fullName"] == "ADA")
    }

    @Test("keys typed while a handler is awaited, which then fails (no reply in time) or a signal ends: the session ends, and none of them runs in the shell",
          arguments: [0, SIGTERM])
    func keysBeforeTheEnd(signal: Int32) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let marker = tmux.directory.appendingPathComponent("marker").path
        let strategy = try Self.writeHeldHandler(in: tmux.directory)
        try tmux.startKbsim("run --strategy-timeout \(signal == 0 ? 3 : 60) --strategy \"\(strategy)\" --output /dev/null")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        try tmux.press("Tab")
        _ = try ProcessTable.await(fileAt: tmux.directory.appendingPathComponent("asked").path, within: 20)
        let command = "touch '\(marker)'"
        try tmux.type(command)
        try tmux.press("Enter")
        try Self.awaitUnread(Int32(command.utf8.count + 1), on: tmux)
        if signal != 0 {
            let pids = try tmux.processes(running: KbsimBinary.path)
            try #require(pids.count == 1)
            kill(pids[0], signal)
        }
        // Without a signal, the handler's 3 s are up: the session ends on that.
        let screen = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=\(signal == 0 ? 2 : 128 + signal)"), "\(screen)")
        try tmux.type("echo after-$((6 * 7))")
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("after-42") }
        #expect(!FileManager.default.fileExists(atPath: marker), "the keys typed while the handler was awaited ran in the shell")
    }
}
