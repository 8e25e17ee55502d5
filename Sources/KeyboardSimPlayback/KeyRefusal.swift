/// A key the keyboard refused while a tape played, and the line that pressed it.
public struct KeyRefusal: Hashable, Sendable {
    /// The tape line.
    public var command: TapeCommand
    /// The virtual time of the refusal.
    public var time: Double
    /// What the keyboard flashed: "space is not on this keyboard".
    public var message: String
}
