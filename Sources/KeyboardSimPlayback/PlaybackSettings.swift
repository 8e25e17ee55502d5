import KeyboardSim

/// How a tape is played: the values its `Set` lines give, after the command line's overrides.
public struct PlaybackSettings: Hashable, Sendable {
    public var strategy: StrategyKind = .none
    public var era: Era = .ios11
    /// The terminal size the frame is drawn for.
    public var size = Size(width: 80, height: 24)
    /// Seconds between two keys or taps.
    public var typingSpeed = 0.05
    public var orientation: Orientation = .portrait
    /// The input methods the globe key cycles through; nil leaves the form's own (English by default).
    public var inputMethods: [InputMethod]?
    public var pitfalls = false

    /// The defaults: strategy none, era 11, 80x24, 50 ms per key, portrait, the form's input methods.
    public init() {}

    /// The settings a tape's `Set` lines give (the last of each kind wins); `Set Form` is the caller's.
    public init(tape: Tape) {
        for (index, command) in tape.commands.enumerated() {
            guard case .set(let setting) = command.action else { continue }
            let starting = index < tape.firstActionIndex
            switch setting {
            case .form: break
            case .strategy(let strategy):
                // A later `Set Strategy` switches strategies during the run (the player applies it then).
                if starting { self.strategy = strategy }
            case .era(let era):
                // A later `Set Era` switches eras during the run (the player applies it then).
                if starting { self.era = era }
            case .size(let size):
                // A later `Set Size` is a resize during the run (the player applies it then).
                if starting { self.size = size }
            case .typingSpeed(let speed): typingSpeed = speed
            case .orientation(let orientation): self.orientation = orientation
            case .inputMethods(let methods): inputMethods = methods.compactMap(InputMethod.init(rawValue:))
            case .pitfalls(let on): pitfalls = on
            }
        }
    }
}

extension Tape {
    /// The path or name the first `Set Form` line gives, with its command.
    public var formSetting: (name: String, command: TapeCommand)? {
        for command in commands {
            if case .set(.form(let name)) = command.action { return (name, command) }
        }
        return nil
    }
}
