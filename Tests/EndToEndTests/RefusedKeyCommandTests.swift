import Foundation
import Testing
import TestTiming

/// Refused keys on the command line: a warning from `play`, and from `check` before anything plays.
@Suite("Refused keys: play warns of each, check of a label no keyboard shows", .timed)
struct RefusedKeyCommandTests {
    /// Writes `source` as a tape in a new folder; returns its path.
    static func tape(_ source: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("t.tape").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("play warns on standard error of each refused key, naming tape:line, and still exits 0")
    func playWarns() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.tape("Set Form \"signup\"\nTap phone\nType \"1a\"\nTap key \"Done\"\n", in: directory)
        let result = try KbsimBinary.run(["play", path])
        #expect(result.status == 0)
        #expect(result.output.contains("\(path):3:1: warning: a refused (not on this keyboard): Type \"1a\"\n"), "\(result.output)")
        #expect(result.output.contains("\(path):4:1: warning: Done refused (not on this keyboard): Tap key \"Done\"\n"))
        #expect(result.output.contains("refused Done: not on this keyboard (line 4)"), "the transcript holds it too")
    }

    @Test("check warns of Tap key \"Previous\" on a form without the toolbar, at its line and column, and exits 0")
    func checkWarns() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.tape("Set Form \"signup\"\nTap phone\nTap key \"Previous\"\n", in: directory)
        let result = try KbsimBinary.run(["check", path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(path):3:9: warning: no keyboard of this form shows the key \"Previous\"; playing it is refused"), "\(result.output)")
        #expect(result.output.contains("\(path): ok (3 lines"))
    }
}
