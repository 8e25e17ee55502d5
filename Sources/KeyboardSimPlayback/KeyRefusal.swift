import KeyboardSim

/// A key the keyboard refused while a tape played, and the line that pressed it: a `refused`
/// line of the transcripts and a warning naming `tape:line`.
package struct KeyRefusal: Hashable, Sendable {
    /// The tape line.
    package var command: TapeCommand
    /// The virtual time of the refusal.
    package var time: Double
    /// The key and why it was refused.
    package var key: RefusedKey

    /// What the keyboard flashed: "space is not on this keyboard".
    package var message: String { key.message }

    /// The warning on standard error: `t.tape:6:1: warning: a refused (not on this keyboard): Type "a"`.
    package func warning(path: String) -> String {
        "\(VisibleText.line(path)):\(command.line):\(command.column): warning: \(VisibleText.line(key.key)) refused "
            + "(\(VisibleText.line(key.reason))): \(VisibleText.line(command.source))"
    }
}
