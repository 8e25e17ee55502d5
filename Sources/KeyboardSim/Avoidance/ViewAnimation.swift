/// A UIView animation of the app's views: the model changes at once, what is on screen (the
/// presentation) follows over `duration`, eased in and out — as Core Animation does.
public struct ViewAnimation: Hashable, Sendable {
    /// What was on screen when the animation began (it begins from the current state).
    public var from: AppViews
    public var start: Double
    public var duration: Double

    /// Creates an animation from what is on screen.
    public init(from: AppViews, start: Double, duration: Double) {
        self.from = from
        self.start = start
        self.duration = duration
    }

    /// When the presentation reaches the model.
    public var end: Double { start + duration }

    /// The views as they are on screen at `time`, on the way to `model` (the app's views now, so a
    /// change made meanwhile is headed for too): frames and the content offset move, everything
    /// else (insets, content size) is the model's at once.
    public func views(at time: Double, toward model: AppViews) -> AppViews {
        let to = model
        guard duration > 0, time < end else { return to }
        let progress = max(0, (time - start) / duration)
        let eased = progress * progress * (3 - 2 * progress)
        func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * eased).rounded()) }
        func mix(_ a: Rect, _ b: Rect) -> Rect {
            Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        var shown = to
        shown.rootViewFrame = mix(from.rootViewFrame, to.rootViewFrame)
        shown.scrollView.frame = mix(from.scrollView.frame, to.scrollView.frame)
        shown.scrollView.contentOffset = Point(x: mix(from.scrollView.contentOffset.x, to.scrollView.contentOffset.x),
                                               y: mix(from.scrollView.contentOffset.y, to.scrollView.contentOffset.y))
        shown.contentViewFrame = mix(from.contentViewFrame, to.contentViewFrame)
        return shown
    }
}
