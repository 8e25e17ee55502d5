/// The session's clock under time control: real elapsed seconds in, virtual seconds out, scaled by
/// a replay's speed and the slow-motion rate, and stopped while paused.
///
/// Every change (pause, resume, a new rate, a step) re-anchors the mapping at the instant it
/// happens, so virtual time never jumps: it goes on from where it stood at the new rate.
package struct VirtualClock: Hashable, Sendable {
    /// The slow-motion rates a key cycles through: normal, half, a quarter, a tenth.
    package static let slowMotionRates: [Double] = [1, 0.5, 0.25, 0.1]

    /// How much faster than real time the session runs at normal rate (`play --speed`).
    package let speed: Double
    /// The slow-motion factor, one of `slowMotionRates`.
    package private(set) var slowMotion: Double = 1
    /// Whether virtual time stands still.
    package private(set) var isPaused = false
    private var anchorReal = 0.0
    private var anchorVirtual = 0.0

    /// A running clock at normal rate, at virtual time zero when `elapsed` real seconds is zero.
    package init(speed: Double = 1) {
        self.speed = max(speed, 0.01)
    }

    /// Virtual seconds per real second while running.
    package var rate: Double { speed * slowMotion }

    /// Whether time control has nothing to show: running at normal rate.
    package var isIdle: Bool { !isPaused && slowMotion == 1 }

    /// The virtual time when `real` seconds have elapsed.
    package func time(atReal real: Double) -> Double {
        isPaused ? anchorVirtual : anchorVirtual + max(0, real - anchorReal) * rate
    }

    /// Stops virtual time at `real`.
    package mutating func pause(atReal real: Double) {
        guard !isPaused else { return }
        reanchor(atReal: real)
        isPaused = true
    }

    /// Lets virtual time go on from where it stood, as of `real`.
    package mutating func resume(atReal real: Double) {
        guard isPaused else { return }
        anchorReal = real
        isPaused = false
    }

    /// Pauses a running clock, or resumes a paused one.
    package mutating func togglePause(atReal real: Double) {
        if isPaused { resume(atReal: real) } else { pause(atReal: real) }
    }

    /// The next slow-motion rate of the cycle (1 → ½ → ¼ → ⅒ → 1), from `real` on.
    package mutating func cycleSlowMotion(atReal real: Double) {
        reanchor(atReal: real)
        let rates = Self.slowMotionRates
        let index = rates.firstIndex(of: slowMotion) ?? 0
        slowMotion = rates[(index + 1) % rates.count]
    }

    /// Sets virtual time to `time` as of `real` (after a step), paused or running as before.
    package mutating func jump(to time: Double, atReal real: Double) {
        anchorReal = real
        anchorVirtual = time
    }

    private mutating func reanchor(atReal real: Double) {
        anchorVirtual = time(atReal: real)
        anchorReal = real
    }
}
