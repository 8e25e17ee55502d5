/// What the terminal shell does after a `SessionCommand`: the model decides, the shell performs.
package enum SessionEffect: Hashable, Sendable {
    /// The screen may have changed: present `SessionModel.frame()`.
    case draw
    /// The session ends, and the process with this exit status once the values are written
    /// (0 normally, 130 after Ctrl-C).
    case end(status: Int32)
}
