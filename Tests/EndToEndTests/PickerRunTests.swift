import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// A picker in `kbsim run`: drawn in the keyboard's place, a click on a row and the mouse
/// wheel choose, typing is refused, and `--record` writes taps on rows as `Tap key` lines.
@Suite("Pickers in kbsim run", .timed)
struct PickerRunTests {
    @Test("on Forms/pickers.yaml a click on a row below the middle selects it, the wheel turns on, typing flashes a refusal, and the tape records it and replays")
    func clickWheelAndRefusal() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tapePath = directory.appendingPathComponent("pickers.tape").path
        let pilot = SessionPilot(["run", KbsimBinary.repositoryPath("Forms/pickers.yaml"), "--record", tapePath], width: 80, height: 24)
        try pilot.waitFor { $0.contains { $0.contains("Profile") } }
        try pilot.press("Tab")
        try pilot.press("Tab")
        // Orange is the row below the middle one, drawn once the picker has slid in.
        try pilot.waitFor { $0.contains { $0.contains("› Red ‹") } && $0.contains { $0.contains("Orange") } }
        pilot.advance(by: 0.5)  // the slide to the picker's height ends: the rows stand where the click goes
        var screen = pilot.capture()
        let orangeRow = try #require(screen.firstIndex { $0.contains("Orange") })
        let orangeColumn = try #require(screen[orangeRow].range(of: "Orange")).lowerBound.utf16Offset(in: screen[orangeRow])
        try pilot.click(x: orangeColumn, y: orangeRow)
        screen = try pilot.waitFor { $0.contains { $0.contains("[Orange") } && $0.contains { $0.contains("› Orange ‹") } }
        // One wheel notch down over the picker (SGR button 65).
        let middleRow = try #require(screen.firstIndex { $0.contains("› Orange ‹") })
        try pilot.sendBytes("\u{1b}[<65;\(orangeColumn + 1);\(middleRow + 1)M")
        try pilot.waitFor { $0.contains { $0.contains("[Yellow") } }
        pilot.type("x")
        try pilot.waitFor { $0.contains { $0.contains("a picker takes no typing") } }
        try pilot.quit()

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Tap key \"Orange\""), "\(tape)")
        #expect(tape.contains("Expect value colour \"Yellow\""), "\(tape)")
        // The recording replays headless to the same value: its Expect lines pass.
        let replay = try KbsimBinary.run(["play", tapePath])
        #expect(replay.status == 0, "\(replay.output)\n\(tape)")
    }
}
