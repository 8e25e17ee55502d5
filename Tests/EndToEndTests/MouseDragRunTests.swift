import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// A mouse drag in `kbsim run`: press, motion with the button held, release — a finger's drag.
@Suite("Dragging with the mouse in kbsim run", .timed)
struct MouseDragRunTests {
    @Test("in keyboardDismissMode interactive a mouse drag takes the keyboard down with the pointer, hides it past half its height, and --record writes a Drag line")
    func interactiveDrag() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("interactive.yaml").path
        let signup = try String(contentsOfFile: KbsimBinary.repositoryPath("Forms/signup.yaml"), encoding: .utf8)
        try ("keyboardDismissMode: interactive\n" + signup).write(toFile: form, atomically: true, encoding: .utf8)
        let tapePath = directory.appendingPathComponent("drag.tape").path
        // The SGR reports as kbsim decodes them itself (tmux's terminal type), each with its button.
        let pilot = SessionPilot(["run", form, "--record", tapePath], width: 100, height: 30)
        var screen = try pilot.waitFor { $0.contains { $0.contains("Create account") } }
        let emailRow = try #require(screen.firstIndex { $0.contains("[you@example.com") })
        try pilot.click(x: 10, y: emailRow)
        screen = try pilot.waitFor { $0.contains { $0.contains("focus    email") } && $0.contains { $0.contains("keyboardWasShown") } }
        let restingTop = try #require(keyboardTop(screen))
        // A press on the blank row above "Full name", the content's background (phone cells).
        let (column, startRow) = (9, 2)
        try mouse(pilot, "0", column, startRow, "M")
        let heldRow = restingTop + 3
        for row in stride(from: startRow + 2, to: heldRow, by: 2) { try mouse(pilot, "32", column, row, "M") }
        try mouse(pilot, "32", column, heldRow, "M")
        screen = try pilot.waitFor { keyboardTop($0) == heldRow }
        #expect(screen.contains { $0.contains("focus    email") }, "held, the keyboard has not resigned the field")
        let bottomRow = restingTop + 8
        try mouse(pilot, "32", column, bottomRow, "M")
        try mouse(pilot, "0", column, bottomRow, "m")
        try pilot.waitFor { $0.contains { $0.contains("focus    none") } && $0.contains { $0.contains("keyboard hidden") } }
        try pilot.quit()

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        let drag = try #require(tape.split(separator: "\n").first { $0.hasPrefix("Drag from ") }, "the tape was:\n\(tape)")
        #expect(drag.hasPrefix("Drag from \(column),\(startRow) to \(column),\(bottomRow) over "), "\(drag)")
        let played = try KbsimBinary.run(["play", tapePath])
        #expect(played.status == 0, "the recorded tape replays:\n\(played.output)")
        #expect(played.output.contains("keyboardWillHide"))
    }

    /// Sends an SGR mouse report of `button` at the phone's cell `column`, `row`: the phone's
    /// screen starts one cell in from the terminal's corner (the bezel), and SGR counts from 1.
    private func mouse(_ pilot: SessionPilot, _ button: String, _ column: Int, _ row: Int, _ final: String) throws {
        try pilot.sendBytes("\u{1b}[<\(button);\(column + 2);\(row + 2)\(final)")
    }

    /// The keyboard's top row on the phone, as the inspector reports it (`keyboard shown {0,16,39,11}`).
    private func keyboardTop(_ screen: [String]) -> Int? {
        guard let line = screen.first(where: { $0.contains("keyboard shown {") }),
              let brace = line.range(of: "keyboard shown {") else { return nil }
        let numbers = line[brace.upperBound...].prefix { $0 != "}" }.split(separator: ",")
        return numbers.count == 4 ? Int(numbers[1]) : nil
    }
}
