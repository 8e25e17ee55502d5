/// Why an interactive session could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, or nothing at all).
    case notATerminal(stream: String)
    /// curses could not set up the terminal, usually because TERM is unset or unknown.
    case unusableTerminal(type: String?)
    /// A system call needed by the session failed.
    case systemCall(name: String, errorNumber: Int32)

    /// The message `kbsim run` prints.
    public var description: String { message(command: "run") }

    /// The message the command line prints for `kbsim command` (`run`, `play --watch`, `lesson`).
    public func message(command: String) -> String {
        let kbsim = "kbsim \(command)"
        switch self {
        case .notATerminal(let stream):
            // Redirecting stdout is how one would save the values: point at the option that does.
            let hint = stream == "standard output" ? " To save the values to a file, use --output FILE." : ""
            return "\(kbsim) needs a terminal: \(stream) is not a terminal.\(hint) "
                + "To run without one, use kbsim play TAPE."
        case .unusableTerminal(let type?) where !type.isEmpty:
            return "\(kbsim) cannot drive the terminal type '\(type)' (TERM): terminfo does not know it. "
                + "Try TERM=xterm-256color, or use kbsim play TAPE to run without a terminal."
        case .unusableTerminal:
            return "\(kbsim) needs a terminal type, but TERM is not set. "
                + "Try TERM=xterm-256color, or use kbsim play TAPE to run without a terminal."
        case .systemCall(let name, let errorNumber):
            return "\(kbsim): \(name) failed (errno \(errorNumber))."
        }
    }
}
