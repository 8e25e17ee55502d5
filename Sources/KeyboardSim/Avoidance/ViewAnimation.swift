/// A UIView animation of the app's views: the model changes at once, what is on screen (the
/// presentation) follows over `duration`, along the `curve` the strategy chose — as Core Animation does.
public struct ViewAnimation: Hashable, Sendable {
    /// What was on screen when the animation began (it begins from the current state).
    public var from: AppViews
    /// When the animation began, in virtual seconds.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// How the presentation's speed changes on the way: it decides the in-between frames.
    public var curve: AnimationCurve

    /// Creates an animation from what is on screen.
    public init(from: AppViews, start: Double, duration: Double, curve: AnimationCurve = .easeInOut) {
        self.from = from
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// When the presentation reaches the model.
    public var end: Double { start + duration }

    /// The views as they are on screen at `time`, on the way to `model` (the app's views now, so a
    /// change made meanwhile is headed for too): frames and the content offset move, everything
    /// else (insets, content size) is the model's at once.
    public func views(at time: Double, toward model: AppViews) -> AppViews {
        let to = model
        guard duration > 0, time < end else { return to }
        let eased = curve.progress(at: time, start: start, duration: duration)
        var shown = to
        shown.rootViewFrame = EaseInOut.mix(from.rootViewFrame, to.rootViewFrame, eased)
        shown.scrollView.frame = EaseInOut.mix(from.scrollView.frame, to.scrollView.frame, eased)
        shown.scrollView.contentOffset = Point(
            x: EaseInOut.mix(from.scrollView.contentOffset.x, to.scrollView.contentOffset.x, eased),
            y: EaseInOut.mix(from.scrollView.contentOffset.y, to.scrollView.contentOffset.y, eased))
        shown.contentViewFrame = EaseInOut.mix(from.contentViewFrame, to.contentViewFrame, eased)
        if let start = from.footerFrame, let end = to.footerFrame { shown.footerFrame = EaseInOut.mix(start, end, eased) }
        if let start = from.inputBarFrame, let end = to.inputBarFrame { shown.inputBarFrame = EaseInOut.mix(start, end, eased) }
        return shown
    }
}
