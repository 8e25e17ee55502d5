/// The keyboard sliding from one frame to another: a pure function of time.
public struct KeyboardAnimation: Hashable, Sendable {
    /// UIKit's keyboard animation length since iOS 7.
    public static let standardDuration = 0.25

    /// The frame the slide starts from, in screen coordinates.
    public var from: Rect
    /// The frame the slide ends at, in screen coordinates.
    public var to: Rect
    /// When the slide starts, in virtual seconds.
    public var start: Double
    /// How long the slide takes, in seconds.
    public var duration: Double

    /// Creates an animation.
    public init(from: Rect, to: Rect, start: Double, duration: Double = Self.standardDuration) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// When the keyboard arrives at `to`.
    public var end: Double { start + duration }

    /// The frame at `time`, eased in and out, rounded to whole cells.
    public func frame(at time: Double) -> Rect {
        guard duration > 0, time < end else { return time < start ? from : to }
        return EaseInOut.mix(from, to, EaseInOut.progress(at: time, start: start, duration: duration))
    }
}
