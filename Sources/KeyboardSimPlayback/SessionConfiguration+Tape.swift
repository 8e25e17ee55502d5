import KeyboardSim

extension SessionConfiguration {
    /// The configuration a tape's `Set` prelude gives on `form` (the last of each kind wins);
    /// `Set Form` is the caller's, which loads the form.
    public init(form: Form, tape: Tape) {
        self.init(form: form)
        for command in tape.commands {
            guard case .set(let setting) = command.action else { continue }
            switch setting {
            case .form, .typingSpeed: break
            case .strategy(let strategy):
                // A later `Set Strategy` switches strategies during the run (the player applies it then).
                if !tape.hasActions(before: command) { self.strategy = strategy }
            case .era(let era):
                // A later `Set Era` switches eras during the run (the player applies it then).
                if !tape.hasActions(before: command) { self.era = era }
            case .size(let size):
                // A later `Set Size` is a resize during the run (the player applies it then).
                if !tape.hasActions(before: command) { terminalSize = size }
            case .orientation(let orientation): self.orientation = orientation
            case .inputMethods(let methods): inputMethods = methods.compactMap(InputMethod.init(rawValue:))
            case .pitfalls(let on): pitfalls = on
            }
        }
    }
}

extension Tape {
    /// Seconds between two keys or taps when no `Set TypingSpeed` says otherwise.
    public static let defaultTypingSpeed = 0.05

    /// Seconds between two keys or taps: the last `Set TypingSpeed`, else the default.
    public var typingSpeed: Double {
        var speed = Self.defaultTypingSpeed
        for command in commands {
            if case .set(.typingSpeed(let newSpeed)) = command.action { speed = newSpeed }
        }
        return speed
    }

    /// Whether an action (anything but `Set`) comes before `command`.
    func hasActions(before command: TapeCommand) -> Bool {
        for other in commands {
            if other == command { return false }
            if case .set = other.action { continue }
            return true
        }
        return false
    }

    /// The path or name the first `Set Form` line gives, with its command.
    public var formSetting: (name: String, command: TapeCommand)? {
        for command in commands {
            if case .set(.form(let name)) = command.action { return (name, command) }
        }
        return nil
    }
}
