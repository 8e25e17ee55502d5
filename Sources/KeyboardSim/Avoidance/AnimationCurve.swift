/// How a UIView animation's speed changes along the way: UIViewAnimationCurve's numbers, and the
/// keyboard's own 7 (what UIKeyboardAnimationCurveUserInfoKey carries since iOS 7), so a handler
/// animates "with the notification's duration and curve" by passing the number on.
public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
    /// The number UIKit uses for the curve.
    public var rawValue: Int

    /// A curve by its UIKit number; one UIKit does not name animates as ease-in-out.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// UIViewAnimationCurveEaseInOut, UIView's default.
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// UIViewAnimationCurveEaseIn: slow at first.
    public static let easeIn = AnimationCurve(rawValue: 1)
    /// UIViewAnimationCurveEaseOut: slow at the end.
    public static let easeOut = AnimationCurve(rawValue: 2)
    /// UIViewAnimationCurveLinear: the same speed throughout.
    public static let linear = AnimationCurve(rawValue: 3)
    /// The keyboard's own curve, as the notifications give it: views moved with it keep pace with the keyboard.
    public static let keyboard = AnimationCurve(rawValue: 7)

    /// How far along an animation from `start` lasting `duration` is at `time`: 0…1, along this curve.
    public func progress(at time: Double, start: Double, duration: Double) -> Double {
        let elapsed = EaseInOut.elapsedFraction(at: time, start: start, duration: duration)
        switch self {
        case .easeIn: return elapsed * elapsed
        case .easeOut: return 1 - (1 - elapsed) * (1 - elapsed)
        case .linear: return elapsed
        // The keyboard slides along kbsim's ease-in-out: curve 7 is the keyboard's own by being the same.
        default: return EaseInOut.ease(elapsed)
        }
    }
}
