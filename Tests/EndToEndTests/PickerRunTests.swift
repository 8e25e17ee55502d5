import Foundation
import Testing

/// A picker in `kbsim run` in tmux: drawn in the keyboard's place, a click on a row and the mouse
/// wheel choose, typing is refused, and `--record` writes taps on rows as `Tap key` lines.
@Suite("Pickers in kbsim run", .serialized)
struct PickerRunTests {
    @Test("on Forms/pickers.yaml a click on a row below the middle selects it, the wheel turns on, typing flashes a refusal, and the tape records it and replays")
    func clickWheelAndRefusal() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let tapePath = tmux.directory.appendingPathComponent("pickers.tape").path
        try tmux.startKbsim("run '\(KbsimBinary.repositoryPath("Forms/pickers.yaml"))' --record '\(tapePath)'")
        try tmux.waitFor { $0.contains { $0.contains("Profile") } }
        try tmux.press("Tab")
        try tmux.press("Tab")
        // Orange is the row below the middle one, drawn once the picker has slid in.
        try tmux.waitFor { $0.contains { $0.contains("› Red ‹") } && $0.contains { $0.contains("Orange") } }
        usleep(500_000)  // the slide to the picker's height ends: the rows stand where the click goes
        var screen = try tmux.capture()
        let orangeRow = try #require(screen.firstIndex { $0.contains("Orange") })
        let orangeColumn = try #require(screen[orangeRow].range(of: "Orange")).lowerBound.utf16Offset(in: screen[orangeRow])
        try tmux.click(x: orangeColumn, y: orangeRow)
        screen = try tmux.waitFor { $0.contains { $0.contains("[Orange") } && $0.contains { $0.contains("› Orange ‹") } }
        // One wheel notch down over the picker (SGR button 65).
        let middleRow = try #require(screen.firstIndex { $0.contains("› Orange ‹") })
        try tmux.sendBytes("\u{1b}[<65;\(orangeColumn + 1);\(middleRow + 1)M")
        try tmux.waitFor { $0.contains { $0.contains("[Yellow") } }
        try tmux.type("x")
        try tmux.waitFor { $0.contains { $0.contains("a picker takes no typing") } }
        try tmux.quitKbsim()

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Tap key \"Orange\""), "\(tape)")
        #expect(tape.contains("Expect value colour \"Yellow\""), "\(tape)")
        // The recording replays headless to the same value: its Expect lines pass.
        let replay = try KbsimBinary.run(["play", tapePath])
        #expect(replay.status == 0, "\(replay.output)\n\(tape)")
    }
}
