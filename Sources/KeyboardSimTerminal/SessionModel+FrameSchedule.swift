import KeyboardSimController
import KeyboardSimRender

extension SessionModel {
    /// How long the run loop may sleep at real time `seconds` before the next frame is due
    /// (`FrameSchedule.pollTimeout`): nothing moves while paused.
    package func pollTimeout(atRealTime seconds: Double) -> Int32 {
        FrameSchedule.pollTimeout(now: time(atRealTime: seconds), isAnimating: timeline.isAnimating && !clock.isPaused,
                                  nextChangeTime: clock.isPaused ? nil : nextChangeTime, speed: clock.rate)
    }
}
