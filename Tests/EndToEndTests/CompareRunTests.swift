import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// `kbsim run --compare-strategies` and `--compare-eras` driven by SessionPilot: phones side by side.
@Suite("Compare mode (SessionPilot)", .timed)
struct CompareRunTests {
    @Test("three labelled phones; a click on the second phone's Notes focuses Notes on all three, with different verdicts")
    func threeStrategies() throws {
        let pilot = SessionPilot(["run", "--compare-strategies", "none,inset,auto"], width: 130, height: 30)
        var screen = try pilot.waitFor { $0.first?.contains("auto · no field being edited") == true }
        #expect(screen[0].contains("none · no field being edited"))
        #expect(screen[0].contains("inset · no field being edited"))
        try pilot.press("NPage")
        try pilot.press("NPage")
        screen = try pilot.waitFor { $0.contains { $0.components(separatedBy: "Notes").count == 4 } }
        // The second phone's Notes box: the row under its label, in the second phone's columns.
        let labelRow = try #require(screen.firstIndex { $0.components(separatedBy: "Notes").count == 4 })
        let second = try #require(screen[labelRow].ranges(of: "Notes").dropFirst().first)
        let column = screen[labelRow].distance(from: screen[labelRow].startIndex, to: second.lowerBound)
        try pilot.click(x: column + 4, y: labelRow + 1)
        screen = try pilot.waitFor { screen in
            screen[0].contains("none · covered (") && screen[0].contains("inset · visible") && screen[0].contains("auto · visible")
        }
        #expect(screen.joined().components(separatedBy: "▶").count - 1 == 2, "inset and auto show Notes focused; none's is under the keyboard")
        pilot.type("Hi")
        #expect(try pilot.quit() == 0)
        #expect(pilot.standardOutput.contains(#""notes": "Hi""#))
    }

    @Test("too narrow for three phones: the notice names the size they need")
    func tooNarrow() throws {
        let pilot = SessionPilot(["run", "--compare-eras", "3,7,11"], width: 100, height: 30)
        try pilot.waitFor { $0.contains { $0.contains("kbsim needs 125x21 for 3 phones") } }
        pilot.resize(width: 130, height: 30)
        try pilot.waitFor { $0.first?.contains("era 3") == true && $0.first?.contains("era 11") == true }
        #expect(try pilot.quit() == 0)
    }

    @Test("play --watch with --compare-strategies shows the phones; --record and --cast refuse to compare")
    func watchAndRefusals() throws {
        let tape = KbsimBinary.repositoryPath("Lessons/3-inset.tape")
        let pilot = SessionPilot(["play", tape, "--watch", "--speed", "4", "--compare-strategies", "none,auto"], width: 130, height: 30)
        try pilot.waitFor { $0.first?.contains("none · ") == true && $0.first?.contains("auto · ") == true }
        try pilot.quit()
        let record = try KbsimBinary.run(["run", "--compare-strategies", "none,auto", "--record", "/tmp/never.tape"])
        #expect(record.status == 2)
        #expect(record.output.contains("--record writes one phone's tape"))
        let cast = try KbsimBinary.run(["play", tape, "--compare-eras", "3,11", "--cast", "/tmp/never.cast"])
        #expect(cast.status == 2)
        #expect(cast.output.contains("--cast records one phone"))
    }
}
