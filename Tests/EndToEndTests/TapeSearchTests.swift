import Foundation
import Testing
import TestTiming

/// What `kbsim test` finds in the folders it searches: each tape once, only regular files, and
/// every place it cannot search reported as a failure, as `find` reports it.
@Suite("kbsim test: searching folders", .timed)
struct TapeSearchTests {
    static let passing = "Set Form \"login\"\nTap username\nExpect focus username\n"

    /// A new folder holding `a.tape`, a passing tape; the caller removes it.
    static func folder() throws -> URL {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        try passing.write(to: folder.appendingPathComponent("a.tape"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a FIFO named *.tape in a folder is passed over instead of blocking the run for ever")
    func fifoTape() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("b.tape").path, 0o600) == 0)
        // Before the fix kbsim waited for a writer for ever: `timeout` ends it with status 124.
        let result = try ChildProcess.run("/usr/bin/timeout", ["20", KbsimBinary.path, "test", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "ok   \(folder.path)/a.tape\n1 passed, 0 failed\n")
    }

    @Test("a folder that cannot be read is a FAIL line with the reason, and the run fails")
    func unreadableFolder() throws {
        let folder = try Self.folder()
        defer {
            chmod(folder.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Self.passing.write(to: locked.appendingPathComponent("hidden.tape"), atomically: true, encoding: .utf8)
        #expect(chmod(locked.path, 0) == 0)
        // As root, kbsim runs without the privilege that reads any folder (see runUnprivileged).
        let result = try KbsimBinary.runUnprivileged(["test", folder.path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output == """
            ok   \(folder.path)/a.tape
            FAIL \(locked.path): cannot read the folder (Permission denied)
            1 passed, 1 failed

            """)
    }

    @Test("a folder deeper than PATH_MAX is a FAIL line saying so, not a tape silently left out")
    func beyondPathMax() throws {
        let folder = try Self.folder()
        defer { _ = try? ChildProcess.run("/bin/rm", ["-rf", folder.path]) }
        // Made a step at a time relative to the last folder: a path this long cannot be given whole.
        let name = String(repeating: "d", count: 200)
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        var depth = folder.path.utf8.count
        while depth < 4200 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            depth += name.utf8.count + 1
        }
        let tape = openat(descriptor, "deep.tape", O_WRONLY | O_CREAT, 0o644)
        close(tape)
        close(descriptor)
        let result = try KbsimBinary.run(["test", folder.path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.hasPrefix("ok   \(folder.path)/a.tape\nFAIL \(folder.path)/\(name)/"))
        #expect(result.output.contains(": cannot search there: the path is longer than the system allows (PATH_MAX, 4096 bytes)\n"))
        #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test("a tape whose name is not UTF-8 is a FAIL line showing its bytes, not a tape reported missing")
    func nonUTF8Name() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try ChildProcess.run("/bin/bash", ["-c", "cd \"$0\" && cp a.tape $'caf\\xe9.tape'", folder.path])
        #expect(made.status == 0)
        let tested = try KbsimBinary.runInShell("test .", in: folder.path)
        #expect(tested.status == 1, "\(tested.output)")
        #expect(tested.output == """
            ok   ./a.tape
            FAIL ./caf\\xE9.tape: cannot play the tape: its path is not UTF-8 (rename it)
            1 passed, 1 failed

            """)
    }

    @Test("an argument that is not UTF-8 is refused with its bytes shown, not read as another name")
    func nonUTF8Argument() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try KbsimBinary.runInShell("play $'caf\\xe9.tape'", in: folder.path)
        #expect(played.status == 2)
        #expect(played.output == "caf\\xE9.tape: the argument is not UTF-8 — kbsim reads paths and names as UTF-8 and would take it for another; rename the file\n")
    }

    @Test("a tape reached by two names (Forms and ./Forms, a link) is played once")
    func duplicates() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.tape").path, withDestinationPath: "a.tape")
        let parent = folder.deletingLastPathComponent().path
        let name = folder.lastPathComponent
        let result = try KbsimBinary.runInShell("test \(name) ./\(name) \(name)/a.tape", in: parent)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "ok   ./\(name)/a.tape\n1 passed, 0 failed\n")
    }
}
