import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// Time control and the event log inside a lesson, driven by SessionPilot: `kbsim lesson 3` (inset),
/// nine steps. Its first Pause, at 0, comes before anything happens; step 2 holds at 0.000 right
/// after the tap on Notes (WillShow posted, the keyboard at its start), step 3 half way up at 0.125,
/// step 4 at DidShow, 0.250; step 5 announces the dismissal there, and step 6 pauses after it at 0.550.
@Suite("A lesson's time control and event log (SessionPilot)", .timed)
struct LessonTimeControlTests {
    static func contains(_ screen: [String], _ text: String) -> Bool { screen.contains { $0.contains(text) } }

    /// The last row: the timeline while time control is in use.
    static func lastRow(_ screen: [String]) -> String { screen.last { !$0.isEmpty } ?? "" }

    /// Whether the narration says the lesson is held (`‖`) or plays (`▶`) at `step` of 9, in long
    /// words or, in a narrow pane, short ones.
    static func status(_ screen: [String], _ mark: String, step: Int) -> Bool {
        contains(screen, "\(mark) step \(step) of 9") || contains(screen, "\(mark) \(step)/9")
    }

    /// Starts lesson 3 at `width`×`height` and waits for its first pause, before the tap.
    static func atFirstPause(width: Int = 160, height: Int = 50) throws -> SessionPilot {
        let pilot = SessionPilot(["lesson", "3"], width: width, height: height)
        try pilot.waitFor { status($0, "‖", step: 1) && TimeControlTests.time($0) == "0.000" }
        return pilot
    }

    /// Goes on from the first pause, a Space a step, to the pause of `step`.
    static func atPause(_ step: Int, width: Int = 160, height: Int = 50) throws -> SessionPilot {
        let pilot = try atFirstPause(width: width, height: height)
        for next in stride(from: 2, through: step, by: 1) {
            try pilot.press("Space")
            try pilot.waitFor { status($0, "‖", step: next) }
        }
        return pilot
    }

    // The event log's rows (`0.000 keyboardWillShow …`), not the narration, which names the notifications too.
    @Test("F7, F7 …: WillShow at 0.000 with the keyboard at its start, each quarter of the slide, then DidShow and inset's action; F8 back to the step's start")
    func stepsThroughTheSlide() throws {
        let pilot = try Self.atFirstPause()
        #expect(!Self.contains(pilot.capture(), "0.000 keyboardWillShow"), "the first pause comes before the tap")
        try pilot.press("F7")
        let willShow = try pilot.waitFor { Self.contains($0, "0.000 keyboardWillShow") }
        #expect(TimeControlTests.time(willShow) == "0.000", "\(Self.lastRow(willShow))")
        #expect(TimeControlTests.progress(willShow) == 0, "\(Self.lastRow(willShow))")
        #expect(!Self.contains(willShow, "0.250 keyboardDidShow"))
        for (time, progress) in [("0.063", 25), ("0.125", 50), ("0.188", 75)] {
            try pilot.press("F7")
            let frame = try pilot.waitFor { TimeControlTests.time($0) == time }
            #expect(TimeControlTests.progress(frame) == progress, "\(Self.lastRow(frame))")
            #expect(!Self.contains(frame, "0.250 keyboardDidShow"), "nothing is posted mid-slide")
        }
        try pilot.press("F7")
        let didShow = try pilot.waitFor { TimeControlTests.time($0) == "0.250" }
        #expect(Self.contains(didShow, "0.250 keyboardDidShow"))
        #expect(Self.contains(didShow, "inset keyboardWasShown"), "the strategy acts at DidShow: the same stop")
        #expect(Self.lastRow(didShow).contains("still"))
        // In a lesson F8 goes to the step's start (right after the Pause before it), then to the previous step's.
        try pilot.press("F8")
        let half = try pilot.waitFor { TimeControlTests.time($0) == "0.125" && Self.contains($0, "F8: back to the previous step") }
        #expect(TimeControlTests.progress(half) == 50, "step 4 starts half way up: \(Self.lastRow(half))")
        try pilot.press("F8")
        let tapped = try pilot.waitFor { TimeControlTests.time($0) == "0.000" }
        #expect(Self.contains(tapped, "0.000 keyboardWillShow"), "step 3 starts right after the tap")
        _ = try pilot.quit()
    }

    @Test("F7 at a Pause steps into the next step (its Say, its first input's event); Space then plays to the next Pause")
    func stepAtAPause() throws {
        let pilot = try Self.atFirstPause()
        try pilot.press("F7")
        let stepped = try pilot.waitFor { Self.status($0, "‖", step: 2) }
        #expect(TimeControlTests.time(stepped) == "0.000", "\(Self.lastRow(stepped))")
        #expect(Self.contains(stepped, "0.000 keyboardWillShow"), "the tap on Notes at 0 posts WillShow: the step stops there")
        try pilot.press("Space")
        try pilot.waitFor { Self.status($0, "‖", step: 3) && TimeControlTests.time($0) == "0.125" }
        _ = try pilot.quit()
    }

    @Test("F7 while the lesson plays holds it at the next stop; F5 lets it play and holds it again")
    func stepWhilePlaying() throws {
        let pilot = try Self.atPause(5)
        // The lesson plays at half speed (Set PlaybackSpeed 0.5); a tenth of that is 0.05×, at
        // which step 5 takes 6 s to its Pause at 0.550.
        #expect(Self.lastRow(pilot.capture()).contains("½×"), "the lesson's own speed")
        try pilot.press("F6", "F6", "F6")
        try pilot.waitFor { Self.lastRow($0).contains("0.05×") }
        try pilot.press("Space")
        try pilot.waitFor { Self.status($0, "▶", step: 5) }
        try pilot.press("F7")
        let held = try pilot.waitFor { Self.status($0, "‖", step: 5) }
        let time = try #require(TimeControlTests.time(held).flatMap(Double.init))
        #expect(time >= 0.25 && time < 0.55, "held on the way, not at the Pause: \(Self.lastRow(held))")
        pilot.advance(by: 0.5)
        #expect(TimeControlTests.time(pilot.capture()) == TimeControlTests.time(held), "the clock stands still")
        try pilot.press("F5")
        try pilot.waitFor { Self.status($0, "▶", step: 5) }
        try pilot.press("F5")
        try pilot.waitFor { Self.status($0, "‖", step: 5) }
        _ = try pilot.quit()
    }

    @Test("F4 at a pause opens the log: Up, Enter shows the entry's userInfo, Esc closes; Enter and Space reach neither the lesson nor the phone",
          arguments: [(160, 50), (80, 24)])
    func eventLog(width: Int, height: Int) throws {
        let pilot = try Self.atPause(4, width: width, height: height)
        try pilot.press("F4")
        try pilot.waitFor { Self.contains($0, "Events · ↑↓") }
        try pilot.press("Up")
        try pilot.press("Enter")
        let details = try pilot.waitFor { Self.contains($0, "Event details") }
        #expect(Self.contains(details, "UIKeyboardFrameEndUserInfoKey"), "the entry's userInfo")
        try pilot.press("Space")
        try pilot.press("Escape")
        try pilot.waitFor { Self.contains($0, "Events · ↑↓") && !Self.contains($0, "Event details") }
        try pilot.press("Escape")
        let closed = try pilot.waitFor { !Self.contains($0, "Events · ↑↓") && Self.contains($0, "Create account") }
        #expect(Self.status(closed, "‖", step: 4) && TimeControlTests.time(closed) == "0.250",
                "still held at the pause at DidShow:\n\(closed.joined(separator: "\n"))")
        #expect(!Self.contains(closed, "your turn"))
        _ = try pilot.quit()
    }
}
