import Foundation
import Synchronization
@testable import KeyboardSimExec
import KeyboardSimPlayback
import Testing
import TestTiming

/// The process behind `exec:COMMAND`, with `sh` scripts as handlers.
@Suite("ProcessHandler: a handler process in its folder, its replies remembered, stopped with its group and restarted after a failure", .timed)
struct ProcessHandlerTests {
    /// A handler that numbers its replies itself (memory outside `state`, which kbsim does not promise to keep).
    static let counter = #"n=0; while read l; do n=$((n+1)); echo "{\"log\":[{\"action\":\"reply\",\"details\":{\"n\":$n}}]}"; done"#

    @Test("the same request line is asked of the handler again: no reply is remembered, so memory stays flat however many messages")
    func repliesNotRemembered() throws {
        let handler = ProcessHandler(command: Self.counter, folder: "/", timeout: 5)
        #expect(try handler.reply(to: "{\"message\":1}").get().contains("\"n\":1"))
        #expect(try handler.reply(to: "{\"message\":1}").get().contains("\"n\":2"))
        #expect(try handler.reply(to: "{\"message\":2}").get().contains("\"n\":3"))
    }

    @Test("the command runs with /bin/sh -c in the folder given")
    func runsInItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-exec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "read l; echo '{\"log\":[{\"action\":\"here\"}]}'\n".write(to: folder.appendingPathComponent("h.sh"), atomically: true, encoding: .utf8)
        let handler = ProcessHandler(command: "sh h.sh", folder: folder.path, timeout: 5)
        #expect(try handler.reply(to: "{}").get() == "{\"log\":[{\"action\":\"here\"}]}")
    }

    @Test("a handler that exits is reported with its status and stderr, and started afresh at the next request")
    func exitThenRestart() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-exec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        // The first run exits at once; the second, finding the marker, replies.
        let command = "if [ -e '\(marker)' ]; then read l; echo '{}'; else touch '\(marker)'; echo 'bye' >&2; exit 4; fi"
        let handler = ProcessHandler(command: command, folder: "/", timeout: 5)
        switch handler.reply(to: "{\"a\":1}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure): #expect(failure.reason == "exited with status 4 without replying")
        }
        #expect(handler.standardErrorTail() == "bye")
        #expect(try handler.reply(to: "{\"a\":1}").get() == "{}")
    }

    @Test("a handler that does not reply in time is stopped and reported with what it wrote of a reply")
    func timeout() {
        let handler = ProcessHandler(command: "read l; printf '{\"sta'; exec sleep 5", folder: "/", timeout: 0.3, startupGrace: 0)
        switch handler.reply(to: "{}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure):
            #expect(failure.reason == "did not reply within 0.3 s (--strategy-timeout)")
            #expect(failure.partialReply == "{\"sta")
        }
    }

    @Test("a handler that times out is stopped with its whole process group: the shell's children too")
    func timeoutStopsTheGroup() throws {
        let pidFile = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let handler = ProcessHandler(command: "sleep 30 & echo $! > '\(pidFile)'; wait", folder: "/", timeout: 0.3, startupGrace: 0)
        #expect(throws: StrategyHandlerFailure.self) { try handler.reply(to: "{}").get() }
        let child = try #require(pid_t(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try Self.hasEnded(child), "sleep \(child), the handler's child, still runs")
    }

    @Test("a handler released is ended with its group, even a child that outlives the shell's input closing")
    func releaseStopsTheGroup() throws {
        let pidFile = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        var handler: ProcessHandler? = ProcessHandler(command: "sleep 30 & echo $! > '\(pidFile)'; while read l; do echo '{}'; done",
                                                      folder: "/", timeout: 5)
        #expect(try handler?.reply(to: "{}").get() == "{}")
        handler = nil
        let child = try #require(pid_t(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try Self.hasEnded(child), "sleep \(child), the handler's child, still runs")
    }

    /// A path in the temporary folder, not yet made.
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-exec-\(UUID().uuidString)").path
    }

    /// Whether process `pid` has ended, within a few seconds: gone, or a zombie (where PID 1 does not reap orphans).
    static func hasEnded(_ pid: pid_t) throws -> Bool {
        for _ in 0..<300 {
            let ps = Process()
            ps.executableURL = URL(fileURLWithPath: "/bin/ps")
            ps.arguments = ["-o", "stat=", "-p", "\(pid)"]
            let output = Pipe()
            ps.standardOutput = output
            try ps.run()
            let state = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            ps.waitUntilExit()
            let trimmed = state.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("Z") { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    @Test("requests from many threads at once each get the reply to their own line (kbsim test plays tapes in parallel)")
    func concurrentRequestsGetTheirOwnReplies() {
        // An echo handler, slow enough that the requests of other threads arrive while one waits.
        let handler = ProcessHandler(command: #"while read l; do sleep 0.01; echo "{\"echo\":$l}"; done"#, folder: "/", timeout: 5)
        let mismatches = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let request = "{\"n\":\(index)}"
            switch handler.reply(to: request) {
            case .success(let line) where line == "{\"echo\":\(request)}": break
            case .success(let line): mismatches.withLock { $0.append("\(request) → \(line)") }
            case .failure(let failure): mismatches.withLock { $0.append("\(request) → \(failure.reason)") }
            }
        }
        #expect(mismatches.withLock { $0 } == [])
    }
}
