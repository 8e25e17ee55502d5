import KeyboardSim

extension SessionConfiguration {
    /// The configuration a tape's `Set` prelude gives on `form` (the last of each kind wins);
    /// `Set Form` is the caller's, which loads the form. A `Set Strategy`, `Era` or `Size` after
    /// the first action is a change during the run, which the player applies then. Without `Set
    /// Strategy` the tape plays with `defaultStrategy`, as `kbsim run` starts. `strategies` are those
    /// the session may name (the catalogue the tape was parsed with).
    package init(form: Form, tape: Tape, strategies: StrategyCatalogue = .builtIns) {
        self.init(form: form, strategy: Self.defaultStrategy, strategies: strategies)
        for command in tape.prelude {
            guard case .set(let setting) = command.action else { continue }
            switch setting {
            case .form, .typingSpeed, .playbackSpeed: break
            case .strategy(let strategy): self.strategy = strategy
            case .era(let era): self.era = era
            case .size(let size): terminalSize = size
            case .phoneSize(let size): phoneTerminal = size
            case .orientation(let orientation): self.orientation = orientation
            case .inputMethods(let methods): inputMethods = methods.compactMap(InputMethod.init(rawValue:))
            case .pitfalls(let on): pitfalls = on
            case .device(let device): self.device = device
            case .seed(let seed): self.seed = seed
            }
        }
    }
}

extension Tape {
    /// Seconds between two keys or taps when no `Set TypingSpeed` says otherwise.
    package static let defaultTypingSpeed = 0.05
    /// How long a `Drag` without `over` takes, in seconds.
    package static let defaultDragDuration = 0.3

    /// Seconds between two keys or taps: the prelude's last `Set TypingSpeed`, else the default.
    package var typingSpeed: Double {
        lastPreludeSetting { if case .typingSpeed(let speed) = $0 { speed } else { nil } } ?? Self.defaultTypingSpeed
    }

    /// How fast the tape plays when watched: the prelude's last `Set PlaybackSpeed`, nil without one.
    package var playbackSpeed: Double? {
        lastPreludeSetting { if case .playbackSpeed(let speed) = $0 { speed } else { nil } }
    }

    /// What `value` reads from the prelude's last `Set` line it reads anything from.
    private func lastPreludeSetting<Value>(_ value: (TapeSetting) -> Value?) -> Value? {
        for command in prelude.reversed() {
            if case .set(let setting) = command.action, let found = value(setting) { return found }
        }
        return nil
    }

    /// The path or name the first `Set Form` line gives, with its command.
    package var formSetting: (name: String, command: TapeCommand)? {
        for command in commands {
            if case .set(.form(let name)) = command.action { return (name, command) }
        }
        return nil
    }
}
