import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The inspector in `kbsim run` (SessionPilot) at 160x50: what a learner reads beside the phone.
@Suite("The inspector (SessionPilot)", .timed)
struct InspectorRunTests {
    /// Starts `kbsim run --strategy strategy` at 160x50, clicks the form's lowest field (Notes)
    /// and returns the screen once the inspector shows it focused and `settled` holds.
    func focusLowestField(strategy: String, until settled: @escaping ([String]) -> Bool) throws -> [String] {
        let pilot = SessionPilot(["run", "--strategy", strategy], width: 160, height: 50)
        var screen = try pilot.waitFor { screen in screen.contains { $0.contains("Notes") } && screen.contains { $0.contains("Inspector") } }
        #expect(screen.contains { $0.contains("verdict  — (no field is being edited)") })
        let label = try #require(screen.firstIndex { $0.contains("│ Notes") })
        try pilot.click(x: 4, y: label + 1)
        screen = try pilot.waitFor { screen in
            screen.contains { $0.contains("focus    notes") } && screen.contains { $0.contains("DidShow") } && settled(screen)
        }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
        return screen
    }

    @Test("with --strategy none the lowest field reads 'covered (1 row, D too low)', with auto 'visible'")
    func verdictOfTheLowestField() throws {
        let covered = try focusLowestField(strategy: "none") { screen in screen.contains { $0.contains("verdict  covered (") } }
        let line = try #require(covered.first { $0.contains("verdict  covered (1 row, ") })
        let rows = line.components(separatedBy: "verdict  covered (1 row, ").last?.split(separator: " ").first.flatMap { Int($0) }
        #expect((rows ?? 0) > 0, "a number of rows: \(line)")
        #expect(covered.contains { $0.contains("strategy none · era iOS 11 · portrait") })

        let visible = try focusLowestField(strategy: "auto") { screen in screen.contains { $0.contains("verdict  visible") } }
        #expect(visible.contains { $0.contains("strategy auto") })
        #expect(!visible.contains { $0.contains("covered (") })
    }
}
