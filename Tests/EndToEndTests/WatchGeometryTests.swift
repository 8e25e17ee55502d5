import Foundation
import Testing

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
