import KeyboardSim

/// One thing the terminal reported, decoded from curses' key codes and mouse events.
package enum TerminalEvent: Hashable, Sendable {
    /// A key press, in the simulation's vocabulary.
    case key(KeyPress)
    /// Text the terminal pasted (bracketed paste), line ends as line feeds.
    case paste(String)
    /// A left-button press at a terminal cell (0-based column and row).
    case click(Point)
    /// The pointer moved to a terminal cell while the left button is held (as far as the terminal
    /// tells: some report every motion, and the session knows whether a press is held).
    case mouseMotion(Point)
    /// The left button was released at a terminal cell.
    case mouseRelease(Point)
    /// A wheel turn, in rows (positive scrolls towards the end of the content), over a terminal cell.
    case wheel(Int, at: Point)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// The user asked to end the session (F10): it ends normally.
    case quit
    /// The user interrupted the session (Ctrl-C): it ends as SIGINT would end it (status 130).
    case interrupt
    /// The user asked to suspend the session (Ctrl-Z), as SIGTSTP would.
    case suspend
}
