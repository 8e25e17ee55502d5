import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// Time control: pause, slow motion, step and step back, in `run` and `play --watch`, driven by
/// `SessionPilot` on made-up time (a pause is seen to hold by letting time pass, not by sleeping).
@Suite("Time control in a session", .timed)
struct TimeControlTests {
    /// The timeline's progress of the running animation, from the last row (`keyboard ██░░░░ 40%`).
    static func progress(_ screen: [String]) -> Int? {
        guard let last = screen.last(where: { !$0.isEmpty }), let range = last.range(of: "keyboard ") else { return nil }
        let rest = last[range.upperBound...].drop { $0 == "█" || $0 == "░" || $0 == " " }
        return Int(rest.prefix { $0.isNumber })
    }

    /// The timeline's virtual time, from the last row (`‖ paused 1.441 s`).
    static func time(_ screen: [String]) -> String? {
        guard let last = screen.last(where: { !$0.isEmpty }), last.hasPrefix("‖ paused ") else { return nil }
        return last.dropFirst("‖ paused ".count).split(separator: " ").first.map(String.init)
    }

    static func contains(_ screen: [String], _ text: String) -> Bool { screen.contains { $0.contains(text) } }

    /// Presses `key` (a step) until the screen meets `reached`, at most five times, each time
    /// waiting for the timeline's time to change; `frames` gets each screen stepped to, and the
    /// last is returned.
    static func step(_ pilot: SessionPilot, _ key: String, frames: inout [[String]], until reached: ([String]) -> Bool) throws -> [String] {
        var screen = pilot.capture()
        for _ in 0..<5 {
            let before = time(screen)
            try pilot.press(key)
            screen = try pilot.waitFor { time($0) != nil && time($0) != before }
            frames.append(screen)
            if reached(screen) { return screen }
        }
        Issue.record("\(key) never reached the screen sought:\n\(screen.joined(separator: "\n"))")
        return screen
    }

    @Test("pause stops the keyboard mid-slide, and step / step back move between the posted events", arguments: [80, 160])
    func pauseAndStep(width: Int) throws {
        let pilot = SessionPilot(["run"], width: width, height: width == 80 ? 24 : 50)
        try pilot.waitFor { Self.contains($0, "Create account") }
        try pilot.press("F6", "F6", "F6")
        try pilot.waitFor { $0.last { !$0.isEmpty }?.contains("⅒×") == true }
        // A person's Tab comes after the session's first instant, which a step back returns to.
        pilot.advance(by: 0.1)
        try pilot.press("Tab")
        // At a tenth of the speed the 0.25 s slide takes 2.5 s: pause it on the way.
        try pilot.waitFor { (Self.progress($0) ?? 0) > 0 }
        try pilot.press("F5")
        let paused = try pilot.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("‖ paused") == true && Self.progress($0) != nil }
        let stopped = try #require(Self.progress(paused))
        #expect(stopped > 0 && stopped < 100, "paused mid-slide: \(paused.last { !$0.isEmpty } ?? "")")
        #expect(Self.contains(paused, "keyboard moving"))
        #expect(!Self.contains(paused, "DidShow"))
        pilot.advance(by: 0.5)
        #expect(pilot.capture() == paused, "nothing may move while paused")

        // Step: through the slide's quarters to its end, where DidShow is posted and the strategy acts.
        var frames: [[String]] = []
        let shown = try Self.step(pilot, "F7", frames: &frames) {
            Self.contains($0, "DidShow") && Self.contains($0, "keyboard shown") && $0.last { !$0.isEmpty }?.contains("still") == true
        }
        #expect((1...4).contains(frames.count), "at most the slide's quarters before its end: \(frames.count)")
        // Step back: through the quarters to the instant the slide began (WillShow), the keyboard at its start again.
        var back: [[String]] = []
        let began = try Self.step(pilot, "F8", frames: &back) { !Self.contains($0, "DidShow") && Self.progress($0) == 0 }
        #expect(back.count == 4, "three quarters, then WillShow")
        #expect(Self.contains(began, "WillShow"))
        #expect(Self.contains(began, "focus    fullName"))
        // Back again: the start of the session, nothing posted, no focus.
        try pilot.press("F8")
        try pilot.waitFor { Self.time($0) == "0.000" && Self.contains($0, "focus    none") }
        // Forward: the same instants, the same screens.
        try pilot.press("F7")
        try pilot.waitFor { $0 == began }
        for screen in back.dropLast().reversed() + [shown] {
            try pilot.press("F7")
            try pilot.waitFor { $0 == screen }
        }

        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    @Test("input typed while paused (Ctrl-S) is queued, and goes in when time moves")
    func queuedInput() throws {
        let pilot = SessionPilot(["run"], width: 80, height: 24)
        try pilot.waitFor { Self.contains($0, "Create account") }
        try pilot.press("Tab")
        try pilot.waitFor { Self.contains($0, "DidShow") }
        try pilot.press("C-s")
        try pilot.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("‖ paused") == true }
        pilot.type("Ada")
        let waiting = try pilot.waitFor { $0.last { !$0.isEmpty }?.contains("3 queued") == true }
        #expect(!Self.contains(waiting, "[Ada"))
        try pilot.press("C-s")
        // Running at 1× again: the help line is back (waiting for the whole frame, not half of it).
        try pilot.waitFor { Self.contains($0, "[Ada") && $0.last { !$0.isEmpty }?.hasPrefix("F1 help") == true }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
        #expect(pilot.standardOutput.contains(#""fullName": "Ada""#))
    }

    @Test("a session slowed, paused, stepped back and typed into again records a tape that replays to its values")
    func recordWithTimeControl() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tapePath = directory.appendingPathComponent("session.tape").path
        let pilot = SessionPilot(["run", "--record", tapePath], width: 80, height: 24)
        try pilot.waitFor { Self.contains($0, "Create account") }
        try pilot.press("F6")
        // A person's Tab comes after the session's first instant, which a step back returns to.
        pilot.advance(by: 0.1)
        try pilot.press("Tab")
        pilot.type("Ada")
        try pilot.waitFor { Self.contains($0, "[Ada") && Self.contains($0, "DidShow") }
        try pilot.press("F5")
        pilot.type("X")  // queued; the step goes past it, and the steps back before it
        try pilot.waitFor { $0.last { !$0.isEmpty }?.contains("1 queued") == true }
        try pilot.press("F7")  // "X" goes in (it posts nothing), then on to the next event, if any
        // Back to DidShow, through the slide's quarters to Tab's WillShow, to the start (more presses
        // do nothing there): all kept ahead.
        try pilot.press("F8", "F8", "F8", "F8", "F8", "F8", "F8", "F8")
        try pilot.waitFor { Self.time($0) == "0.000" }
        try pilot.waitFor { Self.contains($0, "focus    none") }
        try pilot.press("F5")  // time runs again at ½×: Tab and "AdaX" are replayed as recorded
        try pilot.waitFor { Self.contains($0, "[AdaX") }
        try pilot.press("Tab")
        pilot.type("b@c.d")
        try pilot.waitFor { Self.contains($0, "[b@c.d") }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Expect value fullName \"AdaX\""))
        #expect(tape.contains("Expect value email \"b@c.d\""))
        let played = try KbsimBinary.run(["play", tapePath])
        #expect(played.status == 0, "the recorded tape's Expect value lines must pass:\n\(played.output)\n\(tape)")
    }

    @Test("in play --watch, a step shows the next event and a step back the one before; forward again gives the same screen")
    func watchSteps() throws {
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let pilot = SessionPilot(["play", "--watch", tape], width: 80, height: 24)
        try pilot.waitFor { Self.contains($0, "focus    email") }
        try pilot.press("Space")
        let paused = try pilot.waitFor { Self.time($0) != nil }
        try pilot.press("F7")
        let stepped = try pilot.waitFor { Self.time($0) != nil && Self.time($0) != Self.time(paused) }
        try pilot.press("F8")
        let back = try pilot.waitFor { Self.time($0) != nil && Self.time($0) != Self.time(stepped) }
        #expect(Double(Self.time(back) ?? "") ?? 99 < Double(Self.time(stepped) ?? "") ?? 0)
        try pilot.press("F7")
        try pilot.waitFor { $0 == stepped }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}
