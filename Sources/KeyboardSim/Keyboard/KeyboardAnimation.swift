/// The keyboard sliding from one frame to another: a pure function of time.
package struct KeyboardAnimation: Hashable, Sendable {
    /// UIKit's keyboard animation length since iOS 7.
    package static let standardDuration = 0.25

    /// The frame the slide starts from, in screen coordinates.
    package var from: Rect
    /// The frame the slide ends at, in screen coordinates.
    package var to: Rect
    /// When the slide starts, in virtual seconds.
    package var start: Double
    /// How long the slide takes, in seconds.
    package var duration: Double

    /// Creates an animation.
    package init(from: Rect, to: Rect, start: Double, duration: Double = Self.standardDuration) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// When the keyboard arrives at `to`.
    package var end: Double { start + duration }

    /// The frame at `time`, eased in and out, rounded to whole cells.
    package func frame(at time: Double) -> Rect {
        guard duration > 0, time < end else { return time < start ? from : to }
        return EaseInOut.mix(from, to, EaseInOut.progress(at: time, start: start, duration: duration))
    }
}
