import Foundation
import Testing

/// `kbsim run --compare-strategies` and `--compare-eras` in a real terminal: phones side by side.
@Suite("Compare mode in a real terminal (tmux)", .serialized)
struct CompareRunTests {
    @Test("three labelled phones; a click on the second phone's Notes focuses Notes on all three, with different verdicts")
    func threeStrategies() throws {
        let tmux = try TmuxSession(width: 130, height: 30)
        try tmux.startKbsim("run --compare-strategies none,inset,auto")
        var screen = try tmux.waitFor { $0.first?.contains("auto · no field being edited") == true }
        #expect(screen[0].contains("none · no field being edited"))
        #expect(screen[0].contains("inset · no field being edited"))
        try tmux.press("NPage")
        try tmux.press("NPage")
        screen = try tmux.waitFor { $0.contains { $0.components(separatedBy: "Notes").count == 4 } }
        // The second phone's Notes box: the row under its label, in the second phone's columns.
        let labelRow = try #require(screen.firstIndex { $0.components(separatedBy: "Notes").count == 4 })
        let second = try #require(screen[labelRow].ranges(of: "Notes").dropFirst().first)
        let column = screen[labelRow].distance(from: screen[labelRow].startIndex, to: second.lowerBound)
        try tmux.click(x: column + 4, y: labelRow + 1)
        screen = try tmux.waitFor { screen in
            screen[0].contains("none · covered (") && screen[0].contains("inset · visible") && screen[0].contains("auto · visible")
        }
        #expect(screen.joined().components(separatedBy: "▶").count - 1 == 2, "inset and auto show Notes focused; none's is under the keyboard")
        try tmux.type("Hi")
        let end = try tmux.quitKbsim()
        #expect(end.joined(separator: "\n").contains(#""notes": "Hi""#))
    }

    @Test("too narrow for three phones: the notice names the size they need")
    func tooNarrow() throws {
        let tmux = try TmuxSession(width: 100, height: 30)
        try tmux.startKbsim("run --compare-eras 3,7,11")
        try tmux.waitFor { $0.contains { $0.contains("kbsim needs 125x21 for 3 phones") } }
        try tmux.resize(width: 130, height: 30)
        try tmux.waitFor { $0.first?.contains("era 3") == true && $0.first?.contains("era 11") == true }
        #expect(try tmux.quitKbsim().contains("exit=0"))
    }

    @Test("play --watch with --compare-strategies shows the phones; --record and --cast refuse to compare")
    func watchAndRefusals() throws {
        let tape = KbsimBinary.repositoryPath("Lessons/3-inset.tape")
        let tmux = try TmuxSession(width: 130, height: 30)
        try tmux.startKbsim("play '\(tape)' --watch --speed 4 --compare-strategies none,auto")
        try tmux.waitFor { $0.first?.contains("none · ") == true && $0.first?.contains("auto · ") == true }
        try tmux.quitKbsim()
        let record = try KbsimBinary.run(["run", "--compare-strategies", "none,auto", "--record", "/tmp/never.tape"])
        #expect(record.status == 2)
        #expect(record.output.contains("--record writes one phone's tape"))
        let cast = try KbsimBinary.run(["play", tape, "--compare-eras", "3,11", "--cast", "/tmp/never.cast"])
        #expect(cast.status == 2)
        #expect(cast.output.contains("--cast records one phone"))
    }
}
