/// What a key, a click or the wheel does in a kbsim session on the terminal.
package enum SessionAction: Hashable, Sendable {
    /// Handed to the simulated phone: a key as the key press, a click as a tap on the screen,
    /// the wheel as a scroll.
    case phone
    /// The globe key: the next input method.
    case nextInputMethod
    /// Turns the phone between portrait and landscape.
    case rotate
    /// Follows the next iOS era's notifications.
    case nextEra
    /// Simulates the next phone, in `DeviceChoice.names`' order, after the last the first (default).
    case nextDevice
    /// Switches the app to the next avoidance strategy.
    case nextStrategy
    /// Turns pitfalls on or off: strategies drop the guards their sources added, or get them back.
    case togglePitfalls
    /// Pauses the session's virtual clock, or resumes it (input given meanwhile goes in then).
    case togglePause
    /// A lesson's Space and Enter: go on from a pause, or hold the lesson (as `togglePause` does there);
    /// unlike F5 they are the event log's keys while it has the selection.
    case goOn
    /// The next slow-motion rate: 1×, ½×, ¼×, ⅒×, then 1× again.
    case slowMotion
    /// Pauses and runs to the next instant something is posted, or the next quarter of a slide.
    case stepForward
    /// Pauses and goes back to where the previous step stopped, rebuilt from the start (in a
    /// lesson: to the start of the step).
    case stepBack
    /// Opens the help overlay (every key and the marks on the screen), or closes it.
    case help
    /// Below 100 columns, shows the next teaching pane in the one place beside the phone.
    case nextPane
    /// Scrolls the why panel a page up.
    case scrollWhyUp
    /// Scrolls the why panel a page down.
    case scrollWhyDown
    /// Shows the strategy's code in the why panel instead of the steps, or the steps again.
    case toggleWhyCode
    /// Moves the selection into the event log, or back to the phone (then keys are the log's).
    case eventLog
    /// Nothing: while a tape is replayed it is the only input.
    case ignore
    /// Ends the session.
    case quit
}
