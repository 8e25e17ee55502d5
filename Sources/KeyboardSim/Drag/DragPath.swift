/// The straight path a scripted finger takes from one point to another, one cell a step.
package enum DragPath {
    /// The most steps a path takes, however long: a drag across the largest screen moves by
    /// more than a cell a step rather than flooding the simulator.
    package static let longestSteps = 400

    /// The finger's points after each step from `start` to `end`, `end` last: one step per cell
    /// along the longer axis (at least one step, so a drag that does not move still lifts).
    package static func points(from start: Point, to end: Point) -> [Point] {
        let dx = end.x - start.x, dy = end.y - start.y
        let steps = min(max(abs(dx), abs(dy), 1), longestSteps)
        return (1...steps).map { step in
            Point(x: start.x + rounded(dx * step, over: steps), y: start.y + rounded(dy * step, over: steps))
        }
    }

    /// `value / divisor` (a positive divisor) rounded to the nearest whole number, halves away from zero.
    private static func rounded(_ value: Int, over divisor: Int) -> Int {
        let quotient = (2 * abs(value) + divisor) / (2 * divisor)
        return value < 0 ? -quotient : quotient
    }
}
