import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// `kbsim run --record` driven by SessionPilot, then `kbsim play` of what it wrote: same values, same screen.
@Suite("Record a session, replay the tape", .timed)
struct RecordReplayTests {
    @Test("a recorded session (tabs, typing, a click, keys a phone pad refuses) replays headless to the same values and final screen")
    func recordAndReplay() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tapePath = directory.appendingPathComponent("session.tape").path
        let pilot = SessionPilot(["run", "--record", tapePath], width: 80, height: 24)
        try pilot.waitFor { $0.contains { $0.contains("Create account") } }
        try pilot.press("Tab")
        pilot.type("Zoë Ω")
        try pilot.press("Tab")
        pilot.type("zoe@example.com")
        var screen = try pilot.waitFor { $0.contains { $0.contains("[zoe@example.com") } && $0.contains { $0.contains("inset keyboardWasShown") } }
        // Click the phone field (its placeholder row) like a person would and type; the phone pad
        // has no space and no Return key, so both are refused; Escape resigns.
        let phoneRow = try #require(screen.firstIndex { $0.contains("[+1 555 010 0199") })
        try pilot.click(x: 10, y: phoneRow)
        try pilot.waitFor { $0.contains { $0.contains("focus    phone") } }
        pilot.type("555 12")
        try pilot.waitFor { $0.contains { $0.contains("[55512") } }
        try pilot.press("Enter")
        try pilot.press("Escape")
        screen = try pilot.waitFor { $0.contains { $0.contains("focus    none") } }
        pilot.advance(by: 0.4)
        screen = pilot.capture()
        let interactivePhone = phoneScreen(screen)
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Type \"Zoë Ω\""))
        #expect(tape.contains("Tap phone"))
        #expect(tape.contains("Enter"))
        #expect(tape.contains("Expect value fullName \"Zoë Ω\""))
        #expect(tape.contains("Expect value phone \"55512\""))

        let played = try KbsimBinary.run(["play", "--json", tapePath])
        #expect(played.status == 0, "the recorded tape's Expect value lines must pass:\n\(played.output)")
        let finalShot = try #require(played.output.split(separator: "\n").last { $0.contains("\"event\":\"screenshot\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(finalShot.utf8)) as? [String: Any])
        let replayedPhone = try #require(object["screen"] as? [String]).map(trimmed)
        #expect(replayedPhone == interactivePhone, "the tape was:\n\(tape)")
    }

    /// The rows inside the phone's bezel, trailing spaces trimmed.
    func phoneScreen(_ screen: [String]) -> [String] {
        let top = screen.firstIndex { $0.hasPrefix("╭") } ?? 0
        let bottom = screen.firstIndex { $0.hasPrefix("╰") } ?? screen.count
        return screen[(top + 1)..<bottom].map { line in
            let inside = line.dropFirst().prefix { $0 != "│" }
            return trimmed(String(inside))
        }
    }

    func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
