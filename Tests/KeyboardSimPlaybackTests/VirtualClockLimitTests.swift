import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A tape's virtual clock is bounded, so every time it prints fits and every loop over it moves on.
@Suite("Virtual clock limits", .timed)
struct VirtualClockLimitTests {
    private func refusal(_ source: String) -> TapeError? {
        do {
            _ = try TapeParser.parse(source, path: "long.tape")
            return nil
        } catch {
            return error
        }
    }

    @Test("a Sleep longer than a day is refused at its duration, not played (it used to trap printing the time)")
    func hugeSleepRefused() throws {
        let error = try #require(refusal("Tap email\nSleep 9300000000000000\n"))
        #expect(error.line == 2 && error.column == 7)
        #expect(error.description.contains("24 hours"))
    }

    @Test("a typing speed or a key speed longer than a day is refused at its duration")
    func hugeSpeedsRefused() throws {
        let typing = try #require(refusal("Set TypingSpeed 100000s\n"))
        #expect(typing.line == 1 && typing.column == 17)
        let key = try #require(refusal("Left@90000s\n"))
        #expect(key.line == 1 && key.column == 6)
    }

    @Test("durations that add up past a day are refused at the line whose time passes it")
    func clockTotalRefused() throws {
        let sleeps = try #require(refusal("Sleep 80000s\nTap email\nSleep 7000s\nSleep 1s\n"))
        #expect(sleeps.line == 3 && sleeps.description.contains("87000.050"))
        let keys = try #require(refusal("Set TypingSpeed 10s\nBackspace 9000\n"))
        #expect(keys.line == 2)
        let typed = try #require(refusal("Type@1000s \"" + String(repeating: "a", count: 87) + "\"\n"))
        #expect(typed.line == 1)
    }

    @Test("a tape of exactly a day is accepted")
    func dayAccepted() throws {
        #expect(refusal("Sleep 86400s\n") == nil)
        #expect(refusal("Sleep 86399.95s\nTap email\n") == nil)
    }

    @Test("a day-long Sleep during an animation plays to the end with a cast's frames (it used to loop forever)")
    func longSleepWithFramesEnds() throws {
        var frames = 0
        let result = try PlayerFixture.play("Tap email\nSleep 86399s\nTap background\nSleep 300ms\nExpect keyboard hidden\n",
                                            onFrame: { _, _ in frames += 1 })
        #expect(result.failures.isEmpty)
        #expect(result.duration > 86_399)
        // Two slides at 30 frames a second, and a frame per input: not one per 1/30 s of the day.
        #expect(frames < 100)
    }

    @Test("times print without trapping, however large or strange")
    func timeTextIsTotal() {
        #expect(TimeText.seconds(86_400) == "86400.000")
        #expect(!TimeText.seconds(9.3e15).isEmpty)
        #expect(!TimeText.seconds(.infinity).isEmpty)
        #expect(!TimeText.seconds(.nan).isEmpty)
        #expect(JSONText.number(.nan) == "null")
        #expect(!JSONText.number(1e300).isEmpty)
    }
}
