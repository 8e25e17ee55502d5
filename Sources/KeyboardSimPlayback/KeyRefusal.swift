import KeyboardSim

/// A key the keyboard refused while a tape played, and the line that pressed it: a `refused`
/// line of the transcripts and a warning naming `tape:line`.
public struct KeyRefusal: Hashable, Sendable {
    /// The tape line.
    public var command: TapeCommand
    /// The virtual time of the refusal.
    public var time: Double
    /// The key and why it was refused.
    public var key: RefusedKey

    /// What the keyboard flashed: "space is not on this keyboard".
    public var message: String { key.message }

    /// The warning on standard error: `t.tape:6:1: warning: a refused (not on this keyboard): Type "a"`.
    public func warning(path: String) -> String {
        "\(VisibleText.line(path)):\(command.line):\(command.column): warning: \(VisibleText.line(key.key)) refused "
            + "(\(VisibleText.line(key.reason))): \(VisibleText.line(command.source))"
    }
}
