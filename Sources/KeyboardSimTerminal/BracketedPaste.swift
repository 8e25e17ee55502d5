/// The terminal's bracketed-paste mode (xterm's mode 2004): while it is on, the terminal sends a
/// paste between a start and an end marker, so that kbsim knows it as one paste, not as typing.
///
/// The sequences come from the terminfo entry's extended capabilities (`BE`, `BD`, `PS`, `PE`)
/// where it has them all, as ncurses' entries for xterm and tmux do; otherwise a terminal type
/// that names itself after xterm gets xterm's, and any other terminal is left as it is.
package struct BracketedPaste: Hashable, Sendable {
    /// Turns the mode on (`BE`).
    package var enable: String
    /// Turns the mode off (`BD`).
    package var disable: String
    /// What the terminal sends before a paste (`PS`).
    package var start: String
    /// What the terminal sends after a paste (`PE`).
    package var end: String

    /// xterm's sequences, which every terminal that has the mode uses.
    package static let xterm = BracketedPaste(enable: "\u{1B}[?2004h", disable: "\u{1B}[?2004l",
                                             start: "\u{1B}[200~", end: "\u{1B}[201~")

    /// The terminfo capabilities that name the mode's sequences, in the order of the properties.
    package static let capabilityNames = ["BE", "BD", "PS", "PE"]

    /// The mode for the terminal of type `terminalType` whose terminfo entry answers `capability`
    /// (a string capability by name, nil when the entry has none), or nil when it has no such mode.
    package static func forTerminal(type terminalType: String, capability: (String) -> String?) -> BracketedPaste? {
        let named = capabilityNames.compactMap(capability).filter { !$0.isEmpty }
        if named.count == capabilityNames.count {
            return BracketedPaste(enable: named[0], disable: named[1], start: named[2], end: named[3])
        }
        return terminalType.hasPrefix("xterm") ? xterm : nil
    }
}
