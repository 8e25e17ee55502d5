@testable import KeyboardSimTerminal
import Testing
import TestTiming

/// How long the run loop sleeps: forever when idle, a frame while animating, until the next change.
@Suite("Frame schedule", .timed)
struct FrameScheduleTests {
    @Test("idle: wait for input only (infinite timeout)")
    func idleWaitsForever() {
        #expect(FrameSchedule.pollTimeout(now: 12.5, isAnimating: false, nextChangeTime: nil) == -1)
    }

    @Test("animating: wake at least every 1/60 s")
    func animatingWakesEveryFrame() {
        let timeout = FrameSchedule.pollTimeout(now: 3, isAnimating: true, nextChangeTime: nil)
        #expect(timeout > 0 && timeout <= 1000 / 60)
        #expect(timeout <= 33)
    }

    @Test("a change due in 0.2 s: sleep 200 ms")
    func scheduledChange() {
        #expect(FrameSchedule.pollTimeout(now: 1.0, isAnimating: false, nextChangeTime: 1.2) == 200)
        #expect(FrameSchedule.pollTimeout(now: 0, isAnimating: false, nextChangeTime: 0.2) == 200)
        #expect(FrameSchedule.pollTimeout(now: 0, isAnimating: false, nextChangeTime: 0.0004) == 1)
    }

    @Test("the sooner of a frame and a scheduled change wins; a past change is due now")
    func soonerWins() {
        #expect(FrameSchedule.pollTimeout(now: 0, isAnimating: true, nextChangeTime: 0.005) == 5)
        #expect(FrameSchedule.pollTimeout(now: 0, isAnimating: true, nextChangeTime: 5) == FrameSchedule.animationFrameMilliseconds)
        #expect(FrameSchedule.pollTimeout(now: 2, isAnimating: false, nextChangeTime: 1.5) == 0)
        #expect(FrameSchedule.pollTimeout(now: 0, isAnimating: false, nextChangeTime: 1e12) == Int32.max)
    }
}
