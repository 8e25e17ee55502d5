import Foundation
import Testing

/// Time control in a real terminal: pause, slow motion, step and step back, in `run` and `play --watch`.
@Suite("Time control in a real terminal (tmux)", .serialized)
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
    static func step(_ tmux: TmuxSession, _ key: String, frames: inout [[String]], until reached: ([String]) -> Bool) throws -> [String] {
        var screen = try tmux.capture()
        for _ in 0..<5 {
            let before = time(screen)
            try tmux.press(key)
            screen = try tmux.waitFor { time($0) != nil && time($0) != before }
            usleep(200_000)  // the whole frame reaches tmux
            screen = try tmux.capture()
            frames.append(screen)
            if reached(screen) { return screen }
        }
        Issue.record("\(key) never reached the screen sought:\n\(screen.joined(separator: "\n"))")
        return screen
    }

    @Test("pause stops the keyboard mid-slide, and step / step back move between the posted events", arguments: [80, 160])
    func pauseAndStep(width: Int) throws {
        let tmux = try TmuxSession(width: width, height: width == 80 ? 24 : 50)
        try tmux.startKbsim("run")
        try tmux.waitFor { Self.contains($0, "Create account") }
        try tmux.press("F6", "F6", "F6")
        try tmux.waitFor { $0.last { !$0.isEmpty }?.contains("⅒×") == true }
        try tmux.press("Tab")
        // At a tenth of the speed the 0.25 s slide takes 2.5 s: pause it on the way.
        try tmux.waitFor { (Self.progress($0) ?? 0) > 0 }
        try tmux.press("F5")
        try tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("‖ paused") == true && Self.progress($0) != nil }
        usleep(200_000)  // the paused frame's last cells reach tmux
        let paused = try tmux.capture()
        let stopped = try #require(Self.progress(paused))
        #expect(stopped > 0 && stopped < 100, "paused mid-slide: \(paused.last { !$0.isEmpty } ?? "")")
        #expect(Self.contains(paused, "keyboard moving"))
        #expect(!Self.contains(paused, "DidShow"))
        usleep(500_000)
        #expect(try tmux.capture() == paused, "nothing may move while paused")

        // Step: through the slide's quarters to its end, where DidShow is posted and the strategy acts.
        var frames: [[String]] = []
        let shown = try Self.step(tmux, "F7", frames: &frames) {
            Self.contains($0, "DidShow") && Self.contains($0, "keyboard shown") && $0.last { !$0.isEmpty }?.contains("still") == true
        }
        #expect((1...4).contains(frames.count), "at most the slide's quarters before its end: \(frames.count)")
        // Step back: through the quarters to the instant the slide began (WillShow), the keyboard at its start again.
        var back: [[String]] = []
        let began = try Self.step(tmux, "F8", frames: &back) { !Self.contains($0, "DidShow") && Self.progress($0) == 0 }
        #expect(back.count == 4, "three quarters, then WillShow")
        #expect(Self.contains(began, "WillShow"))
        #expect(Self.contains(began, "focus    fullName"))
        // Back again: the start of the session, nothing posted, no focus.
        try tmux.press("F8")
        try tmux.waitFor { Self.time($0) == "0.000" && Self.contains($0, "focus    none") }
        // Forward: the same instants, the same screens.
        try tmux.press("F7")
        try tmux.waitFor { $0 == began }
        for screen in back.dropLast().reversed() + [shown] {
            try tmux.press("F7")
            try tmux.waitFor { $0 == screen }
        }

        try tmux.press("C-c")
        let end = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(end.contains("exit=130"))
    }

    @Test("input typed while paused (Ctrl-S) is queued, and goes in when time moves")
    func queuedInput() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        try tmux.startKbsim("run")
        try tmux.waitFor { Self.contains($0, "Create account") }
        try tmux.press("Tab")
        try tmux.waitFor { Self.contains($0, "DidShow") }
        try tmux.press("C-s")
        try tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("‖ paused") == true }
        try tmux.type("Ada")
        let waiting = try tmux.waitFor { $0.last { !$0.isEmpty }?.contains("3 queued") == true }
        #expect(!Self.contains(waiting, "[Ada"))
        try tmux.press("C-s")
        // Running at 1× again: the help line is back (waiting for the whole frame, not half of it).
        try tmux.waitFor { Self.contains($0, "[Ada") && $0.last { !$0.isEmpty }?.hasPrefix("F1 help") == true }
        try tmux.press("C-c")
        let end = try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(end.joined(separator: "\n").contains(#""fullName": "Ada""#))
    }

    @Test("a session slowed, paused, stepped back and typed into again records a tape that replays to its values")
    func recordWithTimeControl() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let tapePath = tmux.directory.appendingPathComponent("session.tape").path
        try tmux.startKbsim("run --record '\(tapePath)'")
        try tmux.waitFor { Self.contains($0, "Create account") }
        try tmux.press("F6")
        try tmux.press("Tab")
        try tmux.type("Ada")
        try tmux.waitFor { Self.contains($0, "[Ada") && Self.contains($0, "DidShow") }
        try tmux.press("F5")
        try tmux.type("X")  // queued; the step goes past it, and the steps back before it
        try tmux.waitFor { $0.last { !$0.isEmpty }?.contains("1 queued") == true }
        try tmux.press("F7")  // "X" goes in (it posts nothing), then on to the next event, if any
        // Back to DidShow, through the slide's quarters to Tab's WillShow, to the start (more presses
        // do nothing there): all kept ahead.
        try tmux.press("F8", "F8", "F8", "F8", "F8", "F8", "F8", "F8")
        try tmux.waitFor { Self.time($0) == "0.000" }
        try tmux.waitFor { Self.contains($0, "focus    none") }
        try tmux.press("F5")  // time runs again at ½×: Tab and "AdaX" are replayed as recorded
        try tmux.waitFor { Self.contains($0, "[AdaX") }
        try tmux.press("Tab")
        try tmux.type("b@c.d")
        try tmux.waitFor { Self.contains($0, "[b@c.d") }
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains("exit=130") }

        let tape = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(tape.contains("Expect value fullName \"AdaX\""))
        #expect(tape.contains("Expect value email \"b@c.d\""))
        let played = try KbsimBinary.run(["play", tapePath])
        #expect(played.status == 0, "the recorded tape's Expect value lines must pass:\n\(played.output)\n\(tape)")
    }

    @Test("in play --watch, a step shows the next event and a step back the one before; forward again gives the same screen")
    func watchSteps() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        try tmux.startKbsim("play --watch '\(tape)'")
        try tmux.waitFor { Self.contains($0, "focus    email") }
        try tmux.press("Space")
        let paused = try tmux.waitFor { Self.time($0) != nil }
        try tmux.press("F7")
        let stepped = try tmux.waitFor { Self.time($0) != nil && Self.time($0) != Self.time(paused) }
        try tmux.press("F8")
        let back = try tmux.waitFor { Self.time($0) != nil && Self.time($0) != Self.time(stepped) }
        #expect(Double(Self.time(back) ?? "") ?? 99 < Double(Self.time(stepped) ?? "") ?? 0)
        try tmux.press("F7")
        try tmux.waitFor { $0 == stepped }
        try tmux.press("C-c")
        try tmux.waitFor { $0.contains { $0.hasPrefix("exit=") } }
        #expect(try tmux.paneVariable("alternate_on") == "0")
    }
}
