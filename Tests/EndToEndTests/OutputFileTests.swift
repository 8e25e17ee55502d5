import Foundation
import Testing
import TestTiming

/// `--cast`, `--record` and `--output` write what their path points to and never replace it with
/// something else; a path that cannot be written is refused before anything runs.
@Suite("Output files: checked at start, written without replacing what the path is", .timed)
struct OutputFileTests {
    static let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")

    @Test("--cast into a missing folder is refused at start with exit 2, naming the folder")
    func castMissingFolder() throws {
        let played = try KbsimBinary.run(["play", "--cast", "/nonexistent-kbsim/x.cast", Self.tape])
        #expect(played.status == 2)
        #expect(played.output.contains("/nonexistent-kbsim/x.cast: cannot write the cast: the folder /nonexistent-kbsim does not exist"))
        #expect(!played.output.contains("keyboardWillShow"), "refused before playing")
    }

    @Test("--record and --output into a missing folder are refused at start, before kbsim run asks for a terminal",
          arguments: ["--record", "--output"])
    func runOutputsMissingFolder(_ option: String) throws {
        let run = try KbsimBinary.run(["run", option, "/nonexistent-kbsim/file"])
        #expect(run.status == 2)
        #expect(run.output.contains("the folder /nonexistent-kbsim does not exist"))
        #expect(!run.output.contains("terminal"))
    }

    @Test("--cast through a symlink writes the link's target and leaves the link a link")
    func castThroughSymlink() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.cast").path
        let link = directory.appendingPathComponent("link.cast").path
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.cast")
        #expect(try KbsimBinary.run(["play", "--cast", link, Self.tape]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.cast")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix(#"{"version": 2"#))
    }

    @Test("--cast through a dangling symlink creates its target and keeps the link")
    func castThroughDanglingSymlink() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("link.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.cast")
        #expect(try KbsimBinary.run(["play", "--cast", link, Self.tape]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "new.cast")
        let created = directory.appendingPathComponent("new.cast").path
        #expect(try String(contentsOfFile: created, encoding: .utf8).hasPrefix(#"{"version": 2"#))
    }

    @Test("--cast into a FIFO writes into it and leaves it a FIFO (it used to become a regular file)")
    func castIntoFIFO() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("cast.fifo").path
        let copy = directory.appendingPathComponent("copy.cast").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader must hold the FIFO open for the writer; `cat` copies what arrives.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat '\(fifo)' > '\(copy)'"]
        try reader.run()
        let played = try KbsimBinary.run(["play", "--cast", fifo, Self.tape])
        reader.waitUntilExit()
        #expect(played.status == 0)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try String(contentsOfFile: copy, encoding: .utf8).hasPrefix(#"{"version": 2"#))
    }

    @Test("--cast /dev/stdout writes the cast to standard output, after the transcript")
    func castToStandardOutput() throws {
        let played = try KbsimBinary.run(["play", "--cast", "/dev/stdout", Self.tape])
        #expect(played.status == 0)
        let transcriptEnd = try #require(played.output.range(of: "keyboardWillShow"))
        let castStart = try #require(played.output.range(of: #"{"version": 2"#))
        #expect(transcriptEnd.lowerBound < castStart.lowerBound)
    }

    @Test("a /proc entry or a folder is refused with what it is, not 'the file doesn't exist'")
    func notFiles() throws {
        let proc = try KbsimBinary.run(["play", "--cast", "/proc/version", Self.tape])
        #expect(proc.status == 2 && proc.output.contains("/proc/version: cannot write the cast there: it is an entry of /proc, not a file"))
        let folder = try KbsimBinary.run(["play", "--cast", "/tmp", Self.tape])
        #expect(folder.status == 2 && folder.output.contains("/tmp: cannot write the cast there: it is a folder"))
    }
}
