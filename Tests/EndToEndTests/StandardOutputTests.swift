import Foundation
import Testing
import TestTiming

/// Standard output that cannot be written is a failure (exit 2, the reason on standard error),
/// never output lost in silence; a closed pipe stops the work that feeds it, quietly, with SIGPIPE's status.
@Suite("Standard output: a write that fails ends the command", .timed)
struct StandardOutputTests {
    static let tape = "Forms/strategy-inset.tape"

    @Test("every command that prints fails with exit 2 and the reason when standard output is full", arguments: [
        "forms", "forms login", "lessons", "check login", "play \(tape)", "play \(tape) --json",
        "play \(tape) --compare-strategies none,inset", "test Forms/strategy-inset.tape", "--help", "--version",
    ])
    func fullDevice(_ arguments: String) throws {
        let result = try KbsimBinary.runInShell("\(arguments) > /dev/full")
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output == "cannot write to standard output (No space left on device)\n")
    }

    @Test("kbsim run's values into a full standard output: exit 2 with the reason, after the terminal is restored")
    func runValues() throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        try tmux.startKbsimTyping(name: "Ada", "run > /dev/full")
        let screen = try tmux.quitKbsim()
        #expect(screen.contains("exit=2"), "\(screen)")
        #expect(screen.contains("cannot write to standard output (No space left on device)"))
        #expect(try tmux.paneVariable("alternate_on") == "0")
    }

    @Test("kbsim test into a closed pipe stops at the first line it cannot write: exit 141, nothing said, the later tapes never read")
    func closedPipe() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tapes = (1...20).map { folder.appendingPathComponent(String(format: "t%02d.tape", $0)).path }
        for tape in tapes {
            try "Set Form \"login\"\nTap username\nExpect focus username\n".write(toFile: tape, atomically: true, encoding: .utf8)
            // Reading a file sets its access time again (relatime does when it is older than the change time).
            var times = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: time(nil), tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, tape, &times, 0) == 0)
        }
        let result = try KbsimBinary.runIntoClosedPipe(["test", "-j", "1", folder.path])
        #expect(result.status == 141)
        #expect(result.output == "")
        let read = tapes.filter { tape in
            var status = stat()
            return stat(tape, &status) == 0 && status.st_atim.tv_sec != 0
        }
        #expect(read.first == tapes.first, "the first tape was played (access times are kept on this file system)")
        #expect(read.count <= 5, "at most the look-ahead of one job (4) beyond the first; read: \(read)")
    }
}
