import KeyboardSim
import KeyboardSimController
@testable import KeyboardSimRender
import Testing
import TestTiming

/// The narration pane's status line counts what the tape has, and only a lesson says "lesson".
@Suite("The narration pane's status: steps counted from what is there", .timed)
struct NarrationStatusTests {
    /// A watched tape with two `Pause` lines and no `Say`.
    static func pausesOnly() -> LessonProgress {
        LessonProgress(cues: [NarrationCue(time: 0.3, inputsBefore: 1, kind: .pause), NarrationCue(time: 0.6, inputsBefore: 2, kind: .pause)],
                       end: 1.0, inputCount: 3, isLesson: false)
    }

    /// `progress` played on from the start, each pause passed with Space, to its end.
    static func statuses(_ start: LessonProgress, short: Bool) -> [String] {
        var progress = start
        var seen: [String] = [NarrationPane(narration: progress.narration).statusText(short: short) ?? ""]
        for time in [0.3, 0.6, 1.0] {
            _ = progress.passCues(dueBy: time, inputsGiven: 3)
            seen.append(NarrationPane(narration: progress.narration).statusText(short: short) ?? "")
            _ = progress.respond(to: .togglePause, at: time)
        }
        return seen
    }

    @Test("a tape with Pause but no Say counts its pauses where it stops, never 'step 1 of 0', and ends as a tape")
    func pausesWithoutSay() {
        let long = Self.statuses(Self.pausesOnly(), short: false)
        #expect(long == [
            "▶ Space: hold · F8: back to this step's start",
            "‖ pause 1 of 2 · Space/Enter: continue · F8: back to this step's start · or take the phone",
            "‖ pause 2 of 2 · Space/Enter: continue · F8: back to this step's start · or take the phone",
            "■ end of the tape · F10 quits · F8: back to this step's start · or take the phone",
        ])
        let short = Self.statuses(Self.pausesOnly(), short: true)
        #expect(short[1].hasPrefix("‖ 1/2 · "))
        #expect(!(long + short).contains { $0.contains("of 0") || $0.contains("/0") || $0.contains("lesson") })
    }

    @Test("a lesson keeps its steps (its Say lines) and says lesson at its end")
    func lesson() {
        var progress = LessonProgress(cues: [NarrationCue(time: 0, inputsBefore: 0, kind: .say("A")),
                                             NarrationCue(time: 0.3, inputsBefore: 1, kind: .pause)],
                                      end: 1.0, inputCount: 2, isLesson: true)
        _ = progress.passCues(dueBy: 0.3, inputsGiven: 2)
        #expect(NarrationPane(narration: progress.narration).statusText(short: false)?.hasPrefix("‖ step 1 of 1 · ") == true)
        _ = progress.respond(to: .togglePause, at: 0.3)
        _ = progress.passCues(dueBy: 1.0, inputsGiven: 2)
        #expect(NarrationPane(narration: progress.narration).statusText(short: false)?.hasPrefix("■ end of the lesson · F10 quits") == true)
    }

    @Test("the status says what F8 does now: this step's start, and once there, the previous step")
    func stepBackWords() {
        var progress = Self.pausesOnly()
        _ = progress.passCues(dueBy: 0.3, inputsGiven: 3)
        #expect(NarrationPane(narration: progress.narration).statusText(short: false)?.contains("F8: back to this step's start") == true)
        _ = progress.respond(to: .stepBack, at: 0.3)
        #expect(NarrationPane(narration: progress.narration).statusText(short: false)?.contains("F8: back to the previous step") == true)
    }
}
