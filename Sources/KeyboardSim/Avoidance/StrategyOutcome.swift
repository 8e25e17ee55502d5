/// What a strategy made of one message: the actions it logs, the animation it asks for, and the
/// work it defers to the main queue.
public struct StrategyOutcome: Hashable, Sendable {
    /// What it did, with its numbers, in order.
    public var actions: [StrategyAction]
    /// Seconds over which the change to the views is animated (`[UIView setAnimationDuration:]`);
    /// nil or 0 changes them at once.
    public var animationDuration: Double?
    /// How the animation's speed changes along the way (`[UIView setAnimationCurve:]`): UIView's
    /// ease-in-out unless the strategy chooses, e.g. the notification's own curve.
    public var animationCurve: AnimationCurve
    /// Work to run later on the virtual clock (`DispatchQueue.main.async`, `asyncAfter`), handed
    /// back to the strategy when its time comes.
    public var deferred: [DeferredWork]
    /// Why the strategy could not answer (a handler outside kbsim that timed out, replied what
    /// is not the protocol, or exited): the simulator keeps it, and the front ends the run.
    public var failure: StrategyFailure?
    /// The answer to `textFieldShouldBeginEditing` / `textViewShouldBeginEditing`: false keeps the
    /// field from becoming first responder (UIKit then does nothing more). Read for those calls only.
    public var allowsEditing = true
    /// The changes of first responder to make, in order, once the message is heard (`endEditing`,
    /// `becomeFirstResponder`): UIKit makes them after the strategy's code returns.
    public var responderRequests: [ResponderRequest] = []

    /// Nothing done: the message was not one the strategy listens to.
    public static let nothing = StrategyOutcome(actions: [])

    /// No to a `…ShouldBeginEditing`: the field stays as it is, and so does the keyboard.
    public static let refusesEditing = {
        var outcome = StrategyOutcome.nothing
        outcome.allowsEditing = false
        return outcome
    }()

    /// The outcome of a strategy that could not answer the message.
    public static func failed(_ failure: StrategyFailure) -> StrategyOutcome {
        var outcome = StrategyOutcome.nothing
        outcome.failure = failure
        return outcome
    }

    /// Creates an outcome.
    public init(actions: [StrategyAction], animationDuration: Double? = nil, animationCurve: AnimationCurve = .easeInOut,
                deferred: [DeferredWork] = []) {
        self.actions = actions
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.deferred = deferred
    }

    /// One action, animated over `animationDuration` seconds along `animationCurve` when given.
    public init(_ action: StrategyAction, animationDuration: Double? = nil, animationCurve: AnimationCurve = .easeInOut) {
        self.init(actions: [action], animationDuration: animationDuration, animationCurve: animationCurve)
    }
}
