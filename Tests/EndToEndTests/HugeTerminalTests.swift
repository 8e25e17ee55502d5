import Foundation
import Testing
import TestTiming

/// A terminal far beyond what kbsim draws on (tmux allows 10000x10000) costs a bounded amount
/// of memory and leaves kbsim answering: curses' screens are not allocated at the full size.
@Suite("kbsim run in a huge terminal (tmux)", .serialized, .timed)
struct HugeTerminalTests {
    /// A resident size a 10000x10000 screen of curses' (28 bytes a cell, three screens) or of
    /// kbsim's canvas (8 bytes a cell) exceeds many times over; kbsim at 1000x1000 stays below it.
    static let residentLimitKiB = 200 * 1024

    /// kbsim's resident memory in KiB (VmRSS).
    private static func residentKiB(of pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
    }

    /// The one kbsim running in `tmux`.
    private static func kbsim(in tmux: TmuxSession) throws -> pid_t {
        let pids = try tmux.processes(running: KbsimBinary.path)
        #expect(pids.count == 1)
        return try #require(pids.first)
    }

    /// The screen's characters without spaces, row after row: a notice's words, however it wraps.
    private static func words(of screen: [String]) -> String {
        screen.joined().filter { !$0.isWhitespace }
    }

    @Test("at 10000x10000 kbsim says the terminal is too large, holds under 200 MB, takes a key and ends with F10 printing the values")
    func tenThousandSquare() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsimTyping(name: "Ada", "run")
        let pid = try Self.kbsim(in: tmux)
        try tmux.resize(width: 10000, height: 10000)
        // The notice is drawn in the terminal's top-left corner, where a client shows it: only
        // its rows are read, not the pane's hundred million cells.
        try tmux.waitFor(timeout: 20, rows: 0...19) { $0.contains { $0.contains("Terminal too large") } }
        let resident = try Self.residentKiB(of: pid)
        #expect(resident < Self.residentLimitKiB, "\(resident / 1024) MB resident at 10000x10000")
        try tmux.type("x")
        try tmux.press("F10")
        let screen = try tmux.waitFor(timeout: 20, rows: 0...99) { $0.contains { $0.hasPrefix("exit=") } }
        #expect(screen.contains("exit=0"))
        #expect(screen.contains { $0.contains(#""fullName": "Adax""#) }, "the key typed while too large went in")
    }

    @Test("resized through 10000x1, 1x10000 and 5000x5000 to 160x50, kbsim stays under 200 MB and shows the phone with what was typed")
    func extremeResizes() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsimTyping(name: "Ada", "run")
        let pid = try Self.kbsim(in: tmux)
        // Each size is taken in before the next: its notice is drawn in the corner, its words
        // beginning the screen however the corner wraps them — a row at 10000x1, a letter a row at
        // 1x10000 (what tmux keeps of the last notice, cut to the new width, begins with blanks: it
        // was centred), the size at 5000x5000. A character typed then reaches the field.
        for (width, height, notice) in [(10000, 1, "Terminaltoolarge"), (1, 10000, "T"), (5000, 5000, "Terminaltoolarge5000x5000")] {
            try tmux.resize(width: width, height: height)
            try tmux.waitFor(timeout: 20, rows: 0...19) { Self.words(of: $0).hasPrefix(notice) }
            try tmux.type("y")
            let resident = try Self.residentKiB(of: pid)
            #expect(resident < Self.residentLimitKiB, "\(resident / 1024) MB resident at \(width)x\(height)")
        }
        try tmux.resize(width: 160, height: 50)
        let screen = try tmux.waitFor(timeout: 20) { screen in
            screen.contains { $0.contains("[Adayyy") } && !screen.contains { $0.contains("too large") }
        }
        #expect(screen.count >= 50 && screen.contains { $0.hasPrefix("╭") && $0.count > 40 })
        #expect(try Self.residentKiB(of: pid) < Self.residentLimitKiB)
        try tmux.quitKbsim()
    }
}
