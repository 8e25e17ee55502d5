/// The ease-in-out curve every simulated animation follows, and moving whole cells along it.
enum EaseInOut {
    /// How far along an animation from `start` lasting `duration` is at `time`: 0…1, eased.
    static func progress(at time: Double, start: Double, duration: Double) -> Double {
        ease(elapsedFraction(at: time, start: start, duration: duration))
    }

    /// How much of an animation from `start` lasting `duration` has elapsed at `time`: 0…1, not eased.
    static func elapsedFraction(at time: Double, start: Double, duration: Double) -> Double {
        guard duration > 0 else { return time < start ? 0 : 1 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// `elapsed` (0…1) eased in and out: slow at both ends.
    static func ease(_ elapsed: Double) -> Double {
        elapsed * elapsed * (3 - 2 * elapsed)
    }

    /// `a` moved towards `b` by `fraction`, rounded to a whole cell.
    static func mix(_ a: Int, _ b: Int, _ fraction: Double) -> Int {
        a + Int((Double(b - a) * fraction).rounded())
    }

    /// Every edge of `a` moved towards `b` by `fraction`.
    static func mix(_ a: Rect, _ b: Rect, _ fraction: Double) -> Rect {
        Rect(x: mix(a.x, b.x, fraction), y: mix(a.y, b.y, fraction),
             width: mix(a.width, b.width, fraction), height: mix(a.height, b.height, fraction))
    }
}
