/// What a strategy made of one message: the actions it logs, and the animation it asks for.
public struct StrategyOutcome: Hashable, Sendable {
    /// What it did, with its numbers, in order.
    public var actions: [StrategyAction]
    /// Seconds over which the change to the views is animated (`[UIView setAnimationDuration:]`);
    /// nil or 0 changes them at once.
    public var animationDuration: Double?

    /// Nothing done: the message was not one the strategy listens to.
    public static let nothing = StrategyOutcome(actions: [])

    /// Creates an outcome.
    public init(actions: [StrategyAction], animationDuration: Double? = nil) {
        self.actions = actions
        self.animationDuration = animationDuration
    }

    /// One action, animated over `animationDuration` seconds when given.
    public init(_ action: StrategyAction, animationDuration: Double? = nil) {
        self.init(actions: [action], animationDuration: animationDuration)
    }
}
