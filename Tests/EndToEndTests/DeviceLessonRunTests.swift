import KeyboardSimCLI
import Testing
import TestTiming

/// `kbsim lesson --device` driven by SessionPilot: the lesson on another phone, to its end.
@Suite("kbsim lesson --device (SessionPilot)", .timed)
struct DeviceLessonRunTests {
    @Test("lesson 3 on the iPhone 15: the inspector names the phone, the lesson plays to its end and F10 ends it with status 0 and no failed Expect reported")
    func lessonOnTheFifteen() throws {
        let pilot = SessionPilot(["lesson", "3", "--device", "iphone-15", "--speed", "20"], width: 160, height: 50)
        let first = try pilot.waitFor { screen in screen.contains { $0.contains("Space/Enter: continue") } }
        #expect(first.contains { $0.contains("device   iPhone 15 / 16 · 393×852 pt") })
        // Space at each pause, once the next step's pause (or the end) is on screen: a Space while
        // the lesson plays would hold it.
        for step in 2...9 {
            try pilot.waitFor { screen in screen.contains { $0.contains("Space/Enter: continue") || $0.contains("end of the lesson") } }
            if pilot.capture().contains(where: { $0.contains("end of the lesson") }) { break }
            try pilot.press("Space")
            try pilot.waitFor { screen in screen.contains { $0.contains("step \(step) of") || $0.contains("end of the lesson") } }
        }
        try pilot.waitFor { screen in screen.contains { $0.contains("end of the lesson") } }
        try pilot.press("F10")
        #expect(pilot.exitStatus == 0, "\(pilot.standardError)")
        #expect(!pilot.standardError.contains("Expect"), "\(pilot.standardError)")
    }
}
