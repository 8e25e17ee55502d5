import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// `play --watch` shows the phone `play` judges: the tape's size, or play's default.
@Suite("play --watch at the size play plays at", .timed)
struct WatchGeometryTests {
    /// A tape at 120x40 whose Expect holds there.
    static let bigTape = "Set Form \"signup\"\nSet Size 120x40\nTap notes\nSleep 300ms\nExpect visible notes\nSleep 5s\n"

    /// Writes `source` as a tape in a new folder; returns the folder (the caller removes it) and the tape's path.
    static func write(_ source: String) throws -> (folder: URL, path: String) {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        let path = folder.appendingPathComponent("t.tape").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    @Test("a tape at 120x40 in an 80x24 terminal is refused with exit 2, naming the size it needs")
    func tooSmall() throws {
        let (folder, path) = try Self.write(Self.bigTape)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pilot = SessionPilot(["play", "--watch", path], width: 80, height: 24)
        #expect(pilot.exitStatus == 2, "\(pilot.standardError)")
        #expect(pilot.standardError.contains("enlarge it to at least 120x40"), "\(pilot.standardError)")
    }

    @Test("in a larger terminal the phone is drawn at the tape's 120x40 — the keyboard frame play reports — and the exit status is play's")
    func drawnAtTheTapesSize() throws {
        let (folder, path) = try Self.write(Self.bigTape)
        defer { try? FileManager.default.removeItem(at: folder) }
        let headless = try KbsimBinary.run(["play", path])
        #expect(headless.status == 0)
        let pilot = SessionPilot(["play", "--watch", "--speed", "0.5", path], width: 130, height: 44)
        // 120x40: the phone's keyboard, once settled, is the one play saw, and the help line is the 40th row.
        let screen = try pilot.waitFor { $0.contains { $0.contains("keyboard shown {0,22,39,15}") } }
        #expect(screen[39].contains("Space pause"), "\(screen.joined(separator: "\n"))")
        #expect(try pilot.waitForExit() == 0)
        #expect(pilot.standardError.contains("1 Expect line passed, 0 failed"), "\(pilot.standardError)")
    }

    @Test("a tape without Set Size is watched at play's default 80x24, whatever the terminal")
    func defaultSize() throws {
        let (folder, path) = try Self.write("Set Form \"signup\"\nTap notes\nSleep 5s\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pilot = SessionPilot(["play", "--watch", "--speed", "0.5", path], width: 100, height: 30)
        let screen = try pilot.waitFor { $0.contains { $0.contains("keyboard shown {0,11,39,10}") } }
        #expect(screen[23].contains("Space pause"), "\(screen.joined(separator: "\n"))")
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
