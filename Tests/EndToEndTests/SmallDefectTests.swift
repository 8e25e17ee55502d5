import Foundation
import Testing

/// Refused keys on the command line: a warning from `play`, and from `check` before anything plays.
@Suite("Refused keys: play warns of each, check of a label no keyboard shows")
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

/// `run --record` writes a `Set Form` that `play` finds from anywhere.
@Suite("A recorded tape names its form relative to its own folder", .serialized)
struct RecordedFormPathTests {
    @Test("recorded in a project folder into a tape in another, the tape plays from a third folder")
    func playsFromAnywhere() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let project = tmux.directory.appendingPathComponent("project")
        let tapes = tmux.directory.appendingPathComponent("tapes")
        for folder in [project, tapes] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "title: Codes\nfields:\n  - name: code\n    label: Code\n".write(to: project.appendingPathComponent("codes.yaml"), atomically: true, encoding: .utf8)
        try tmux.type("cd '\(project.path)'")
        try tmux.press("Enter")
        try tmux.startKbsim("run codes.yaml --record ../tapes/t.tape")
        try tmux.waitFor { $0.contains { $0.contains("Codes") } }
        try tmux.press("Tab")
        try tmux.type("42")
        try tmux.waitFor { $0.contains { $0.contains("[42") } }
        try tmux.quitKbsim()

        let tapePath = tapes.appendingPathComponent("t.tape").path
        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Set Form \"../project/codes.yaml\""), "\(tape)")
        let played = try KbsimBinary.runInShell("play '\(tapePath)'", in: "/")
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains("expect ok: Expect value code \"42\""))
    }
}

/// `play --watch` shows the phone `play` judges: the tape's size, or play's default.
@Suite("play --watch at the size play plays at", .serialized)
struct WatchGeometryTests {
    /// A tape at 120x40 whose Expect holds there.
    static let bigTape = "Set Form \"signup\"\nSet Size 120x40\nTap notes\nSleep 300ms\nExpect visible notes\nSleep 5s\n"

    static func write(_ source: String, in tmux: TmuxSession) throws -> String {
        let path = tmux.directory.appendingPathComponent("t.tape").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a tape at 120x40 in an 80x24 terminal is refused with exit 2, naming the size it needs")
    func tooSmall() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let path = try Self.write(Self.bigTape, in: tmux)
        try tmux.startKbsim("play --watch '\(path)'")
        let screen = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=2"), "\(screen.joined(separator: "\n"))")
        let text = screen.joined(separator: "").replacingOccurrences(of: " ", with: "")
        #expect(text.contains("enlargeittoatleast120x40"), "\(screen.joined(separator: "\n"))")
    }

    @Test("in a larger terminal the phone is drawn at the tape's 120x40 — the keyboard frame play reports — and the exit status is play's")
    func drawnAtTheTapesSize() throws {
        let tmux = try TmuxSession(width: 130, height: 44)
        let path = try Self.write(Self.bigTape, in: tmux)
        let headless = try KbsimBinary.run(["play", path])
        #expect(headless.status == 0)
        try tmux.startKbsim("play --watch --speed 0.5 '\(path)' > /dev/null")
        // 120x40: the phone's keyboard, once settled, is the one play saw, and the help line is the 40th row.
        let screen = try tmux.waitFor { $0.contains { $0.contains("keyboard shown {0,22,39,15}") } }
        #expect(screen[39].contains("Space pause"), "\(screen.joined(separator: "\n"))")
        let end = try tmux.waitFor(timeout: 20) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(end.contains("exit=0"))
        #expect(end.contains { $0.contains("1 Expect line passed, 0 failed") })
    }

    @Test("a tape without Set Size is watched at play's default 80x24, whatever the terminal")
    func defaultSize() throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        let path = try Self.write("Set Form \"signup\"\nTap notes\nSleep 5s\n", in: tmux)
        try tmux.startKbsim("play --watch --speed 0.5 '\(path)' > /dev/null")
        let screen = try tmux.waitFor { $0.contains { $0.contains("keyboard shown {0,11,39,10}") } }
        #expect(screen[23].contains("Space pause"), "\(screen.joined(separator: "\n"))")
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
    }
}
