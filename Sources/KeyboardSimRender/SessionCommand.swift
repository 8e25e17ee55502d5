import KeyboardSim

/// One thing that happens to an interactive session, as its model (`SessionModel`) is told it:
/// what the terminal reported, or that time passed.
public enum SessionCommand: Hashable, Sendable {
    /// A key press, in the simulation's vocabulary.
    case key(KeyPress)
    /// Text the terminal pasted (bracketed paste), line ends as line feeds.
    case paste(String)
    /// A left-button press at a terminal cell (0-based column and row).
    case click(Point)
    /// A wheel turn, in rows (positive scrolls towards the end of the content), over a terminal cell.
    case wheel(Int, at: Point)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// The user asked to end the session (F10): it ends normally.
    case quit
    /// The user interrupted the session (Ctrl-C): it ends as SIGINT would end it (status 130).
    case interrupt
    /// Time passed: the session runs to now (a frame is due).
    case tick
    /// The process is about to stop (Ctrl-Z, SIGTSTP): the session's clock stands still until `resumeAfterSuspend`.
    case suspend
    /// The process was continued (`fg`): the clock runs again if it ran before `suspend`.
    case resumeAfterSuspend
}
