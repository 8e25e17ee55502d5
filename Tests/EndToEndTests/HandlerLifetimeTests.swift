import Foundation
import Testing
import TestTiming

/// A handler that reads its first request and never replies, with a `sleep 1000` started beside
/// it: what kbsim must end whole when a signal ends kbsim (its input closing ends nothing of it).
struct StuckHandler {
    /// Where its script is and where it says it has a request.
    let folder: URL
    /// Whether it (and its child) ignore SIGTERM: only SIGKILL ends it.
    let ignoresTerm: Bool

    /// Writes the script into `folder`.
    init(in folder: URL, ignoresTerm: Bool) throws {
        self.folder = folder
        self.ignoresTerm = ignoresTerm
        try """
            \(ignoresTerm ? "trap '' TERM" : "")
            sleep 1000 &
            read line
            echo $$ > '\(readyFile)'
            exec sleep 1000

            """.write(to: folder.appendingPathComponent("stuck.sh"), atomically: true, encoding: .utf8)
    }

    /// The strategy that runs it, as the command line gives it (no `--allow-exec` needed).
    var strategy: String { "exec:sh '\(folder.appendingPathComponent("stuck.sh").path)'" }

    private var readyFile: String { folder.appendingPathComponent("ready").path }

    /// The handler's process group, once a request has reached it.
    func groupOnceAsked() throws -> pid_t {
        let pid = try #require(pid_t(try ProcessTable.await(fileAt: readyFile, within: 20).trimmingCharacters(in: .whitespacesAndNewlines)))
        return try #require(ProcessTable.group(of: pid))
    }
}

/// Signals to kbsim end every `exec:` handler's process group before kbsim ends, whatever the
/// command and whether or not the handler obeys SIGTERM; kbsim then ends with 128 + n.
@Suite("exec: handlers never outlive kbsim: SIGINT, SIGTERM and SIGHUP end their process groups first", .timed)
struct HandlerLifetimeTests {
    /// A tape whose Tap asks the handler.
    static let tape = "Set Form signup\nTap email\nSleep 300ms\n"

    /// Sends `signal` to the one kbsim running in `tmux`'s pane; returns the screen once the shell
    /// says it ended, which it must within 5 s.
    @discardableResult
    static func signalKbsim(in tmux: TmuxSession, _ signal: Int32) throws -> [String] {
        let pids = try tmux.processes(running: KbsimBinary.path)
        try #require(pids.count == 1)
        kill(pids[0], signal)
        return try tmux.waitFor(timeout: 5) { $0.contains { $0.hasPrefix("exit=") } }
    }

    @Test("a signal to kbsim play or kbsim test while a handler is awaited ends the handler's whole group, then kbsim with 128+n",
          arguments: [("play", SIGINT, false), ("play", SIGTERM, true), ("play", SIGHUP, false),
                      ("test", SIGINT, true), ("test", SIGTERM, false), ("test", SIGHUP, true)])
    func headlessCommand(command: String, signal: Int32, ignoresTerm: Bool) throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("t.tape")
        try Self.tape.write(to: tape, atomically: true, encoding: .utf8)
        let handler = try StuckHandler(in: folder, ignoresTerm: ignoresTerm)
        let kbsim = try ChildProcess.start(KbsimBinary.path, [command, "--strategy-timeout", "60", "--strategy", handler.strategy,
                                                              command == "play" ? tape.path : folder.path])
        var finished: ChildProcess.Result?
        defer {
            // Only a kbsim still running is killed: a reaped one's pid may be another process's by now.
            if finished == nil {
                kill(kbsim.pid, SIGKILL)
                _ = ChildProcess.finish(kbsim, within: 5)
            }
        }
        let group = try handler.groupOnceAsked()
        defer { kill(-group, SIGKILL) }
        kill(kbsim.pid, signal)
        finished = ChildProcess.finish(kbsim, within: 5)
        let ended = try #require(finished, "kbsim \(command) did not end within 5 s of the signal")
        #expect(ended.status == 128 + signal, "\(ended.output)")
        #expect(ProcessTable.liveMembers(ofGroup: group, within: 5).isEmpty, "the handler's group outlived kbsim \(command)")
    }

    @Test("a signal to kbsim play --watch while its headless run awaits a handler ends the handler's group, then kbsim with 128+n")
    func watchedPlay() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let tape = tmux.directory.appendingPathComponent("t.tape")
        try Self.tape.write(to: tape, atomically: true, encoding: .utf8)
        let handler = try StuckHandler(in: tmux.directory, ignoresTerm: true)
        try tmux.startKbsim("play --watch --strategy-timeout 60 --strategy \"\(handler.strategy)\" '\(tape.path)'")
        let group = try handler.groupOnceAsked()
        defer { kill(-group, SIGKILL) }
        let screen = try Self.signalKbsim(in: tmux, SIGTERM)
        #expect(screen.contains("exit=\(128 + SIGTERM)"), "\(screen)")
        #expect(ProcessTable.liveMembers(ofGroup: group, within: 5).isEmpty, "the handler's group outlived kbsim play --watch")
    }

    @Test("a signal to kbsim run while it awaits a handler's reply ends the session at once, not after --strategy-timeout: the group ended, the terminal restored, the values written, 128+n",
          arguments: [(SIGINT, true), (SIGTERM, false), (SIGHUP, true)])
    func interactiveRun(signal: Int32, ignoresTerm: Bool) throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let valuesFile = tmux.directory.appendingPathComponent("values.json").path
        let handler = try StuckHandler(in: tmux.directory, ignoresTerm: ignoresTerm)
        try tmux.startKbsim("run --strategy-timeout 60 --strategy \"\(handler.strategy)\" --output '\(valuesFile)'")
        try tmux.waitFor { $0.contains { $0.contains("Create account") } }
        // Tab focuses Full name: the delegate call goes to the handler, which never replies.
        try tmux.press("Tab")
        let group = try handler.groupOnceAsked()
        defer { kill(-group, SIGKILL) }
        let screen = try Self.signalKbsim(in: tmux, signal)
        #expect(screen.contains("exit=\(128 + signal)"), "\(screen)")
        #expect(!screen.contains { $0.contains("did not reply") || $0.contains("killed by signal") }, "\(screen)")
        #expect(try tmux.paneVariable("alternate_on") == "0")
        #expect(FileManager.default.fileExists(atPath: valuesFile))
        #expect(ProcessTable.liveMembers(ofGroup: group, within: 5).isEmpty, "the handler's group outlived kbsim run")
    }

    @Test("kbsim test -j 2 over 40 folders, each with a tape naming a handler: at most 2 handlers alive at a time, each ended after its folder")
    func testKeepsAtMostJobsHandlers() throws {
        let suite = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: suite) }
        let log = suite.appendingPathComponent("handlers.log").path
        let script = suite.appendingPathComponent("h.sh")
        // Its standard input closing is its sign to end (it says so in the log before it goes).
        try "echo start >> '\(log)'\nwhile read line; do echo '{}'; done\necho stop >> '\(log)'\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let folders = 40
        for index in 0..<folders {
            let folder = suite.appendingPathComponent(String(format: "f%02d", index))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "Set Form signup\nSet Strategy \"exec:sh '\(script.path)'\"\nTap email\nSleep 300ms\n"
                .write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        // A tape's own exec: runs only when allowed.
        environment["KBSIM_ALLOW_EXEC"] = "1"
        let result = try ChildProcess.run(KbsimBinary.path, ["test", "-j", "2", suite.path], environment: environment)
        #expect(result.status == 0 && result.output.contains("\(folders) passed, 0 failed"), "\(result.output)")
        let events = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        var alive = 0
        var mostAlive = 0
        for event in events {
            alive += event == "start" ? 1 : -1
            mostAlive = max(mostAlive, alive)
        }
        #expect(events.filter { $0 == "start" }.count == folders && alive == 0, "\(events)")
        #expect(mostAlive <= 2, "\(mostAlive) handlers were alive at once")
    }
}
