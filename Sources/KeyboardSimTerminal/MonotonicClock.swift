#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds since it was created, from a clock that wall-clock changes cannot move.
package struct MonotonicClock: Sendable {
    private let origin: Double

    /// Starts the clock at zero now.
    package init() {
        origin = Self.absoluteSeconds()
    }

    /// Seconds elapsed since `init`: the session's virtual time.
    package var elapsed: Double { Self.absoluteSeconds() - origin }

    private static func absoluteSeconds() -> Double {
        var now = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
