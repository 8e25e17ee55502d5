/// One thing that happens to an interactive session, as its model (`SessionModel`) is told it:
/// what the terminal reported, that time passed, or that the process stopped and went on.
package enum SessionCommand: Hashable, Sendable {
    /// An event the terminal reported. A Ctrl-Z (`.suspend`) is nothing to the model: the shell,
    /// which has the screen, stops the process and sends `suspend` and `resumeAfterSuspend`.
    case terminal(TerminalEvent)
    /// Time passed: the session runs to now (a frame is due).
    case tick
    /// The process is about to stop (Ctrl-Z, SIGTSTP): the session's clock stands still until `resumeAfterSuspend`.
    case suspend
    /// The process was continued (`fg`): the clock runs again if it ran before `suspend`.
    case resumeAfterSuspend
}
