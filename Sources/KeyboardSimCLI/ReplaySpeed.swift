import ArgumentParser
import KeyboardSimPlayback

/// `--speed` of `play --watch` and `lesson`: how many times faster than real time a replay runs.
enum ReplaySpeed {
    /// The speed when none is given.
    static let realTime = 1.0

    /// The speed a watched `tape` plays at: `--speed` when given, else its `Set PlaybackSpeed`, else real time.
    static func of(_ option: Double?, tape: Tape) -> Double {
        option ?? tape.playbackSpeed ?? realTime
    }

    /// Refuses, with the reason, a speed no replay can run at: zero, negative, infinite or not a number.
    static func check(_ speed: Double) throws {
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be greater than 0 (e.g. 0.5, 2)") }
    }
}
