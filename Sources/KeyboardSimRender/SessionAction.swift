/// What a key, a click or the wheel does in a kbsim session on the terminal.
public enum SessionAction: Hashable, Sendable {
    /// Handed to the simulated phone: a key as the key press, a click as a tap on the screen,
    /// the wheel as a scroll.
    case phone
    /// The globe key: the next input method.
    case nextInputMethod
    /// Turns the phone between portrait and landscape.
    case rotate
    /// Follows the next iOS era's notifications.
    case nextEra
    /// Switches the app to the next avoidance strategy.
    case nextStrategy
    /// Pauses a replayed tape, or resumes it.
    case togglePause
    /// Nothing: while a tape is replayed it is the only input.
    case ignore
    /// Ends the session.
    case quit
}
