import KeyboardSim

/// Why an interactive session could not start.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Neither standard input and output nor `/dev/tty` is a terminal: there is none to draw on.
    case noTerminal
    /// curses could not set up the terminal, usually because TERM is unset or unknown.
    case unusableTerminal(type: String?)
    /// The terminal cannot place the cursor (no `cup` in terminfo: `dumb`, a hardcopy or generic
    /// type), so no frame can be drawn on it.
    case noCursorAddressing(type: String)
    /// A system call needed by the session failed.
    case systemCall(name: String, errorNumber: Int32)
    /// The terminal is smaller than the size a replay must be drawn at (the tape's `Set Size`, or
    /// `--size`), at which the headless run judged it.
    case tooSmall(needed: Size, terminal: Size)

    /// The message `kbsim run` prints.
    package var description: String { message(command: "run") }

    /// The message the command line prints for `kbsim command` (`run`, `play --watch`, `lesson`):
    /// each names the command that printed it and what that command can do without a terminal.
    package func message(command: String) -> String {
        let kbsim = "kbsim \(command)"
        let alternative = Self.headlessAlternative(for: command)
        switch self {
        case .noTerminal:
            return "\(kbsim) needs a terminal: standard input and output are not terminals, and the process has none "
                + "(\(TerminalDevice.controllingTerminalPath) cannot be opened). \(alternative)"
        case .unusableTerminal(let type?) where !type.isEmpty:
            return "\(kbsim) cannot drive the terminal type '\(type)' (TERM): terminfo does not know it. "
                + "Try TERM=xterm-256color. \(alternative)"
        case .unusableTerminal:
            return "\(kbsim) needs a terminal type, but TERM is not set. Try TERM=xterm-256color. \(alternative)"
        case .noCursorAddressing(let type):
            return "\(kbsim) cannot drive the terminal type '\(type)' (TERM): it cannot move the cursor, so no screen can be drawn on it. "
                + "Try TERM=xterm-256color. \(alternative)"
        case .systemCall(let name, let errorNumber):
            return "\(kbsim): \(name) failed (errno \(errorNumber))."
        case .tooSmall(let needed, let terminal):
            return "\(kbsim) shows the tape at \(needed.width)x\(needed.height), the size kbsim play judges it at (its Set Size, or "
                + "\(SessionConfiguration.defaultTerminalSize.width)x\(SessionConfiguration.defaultTerminalSize.height) without one; "
                + "--size chooses another), but this terminal is \(terminal.width)x\(terminal.height): "
                + "enlarge it to at least \(needed.width)x\(needed.height)."
        }
    }

    /// What the command can do instead, without a terminal.
    private static func headlessAlternative(for command: String) -> String {
        switch command {
        case "play --watch": "Without --watch, kbsim play TAPE plays the tape headless and prints its transcript."
        case "lesson": "`kbsim lessons NAME | kbsim play -` plays a lesson headless, its narration in the transcript."
        default: "To run without a terminal, use kbsim play TAPE."
        }
    }
}
