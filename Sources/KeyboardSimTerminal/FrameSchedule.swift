/// How long the run loop may sleep before the picture needs drawing again.
package enum FrameSchedule {
    /// The longest sleep while something animates: one frame at 60 frames per second, rounded down.
    package static let animationFrameMilliseconds: Int32 = 16

    /// The `poll()` timeout in real milliseconds at virtual time `now`: -1 (wait for input only)
    /// when nothing moves and nothing is scheduled, one frame while animating, and otherwise the
    /// time left until `nextChangeTime` (0 once it has passed). Virtual time runs `speed` times
    /// faster than real time (a replay at `--speed 2`).
    package static func pollTimeout(now: Double, isAnimating: Bool, nextChangeTime: Double?, speed: Double = 1) -> Int32 {
        var timeout: Int32 = isAnimating ? animationFrameMilliseconds : -1
        if let nextChangeTime {
            let untilChange = milliseconds(until: now + (nextChangeTime - now) / speed, from: now)
            timeout = timeout < 0 ? untilChange : min(timeout, untilChange)
        }
        return timeout
    }

    /// Whole milliseconds from `now` to `time`, rounded up so the loop does not wake just too
    /// early and spin; a microsecond of slack absorbs floating-point noise (0.2 s is 200 ms, not 201).
    private static func milliseconds(until time: Double, from now: Double) -> Int32 {
        let remaining = (time - now) * 1000 - 0.001
        guard remaining > 0 else { return 0 }
        return Int32(min(remaining.rounded(.up), Double(Int32.max)))
    }
}
