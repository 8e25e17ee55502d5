import KeyboardSim

/// Writes an interactive session as a tape: taps by field name or key label, typed text merged
/// into `Type` lines, repeated keys counted, pauses of 100 ms or more as `Sleep`.
public struct TapeRecorder {
    /// The shortest pause written as a `Sleep`.
    public static let shortestPause = 0.1
    /// The longest pause written: longer idle time changes nothing the replay could show.
    public static let longestPause = 2.0
    /// The shortest final pause: long enough for every animation and key highlight to settle,
    /// so the replay's last screen is the settled one the person saw.
    public static let settlingPause = 0.5
    /// The largest count a key line may carry (the parser's limit); more repeats start a new line.
    public static let longestCount = 10_000
    /// The typing speed recorded tapes use: fast, so the tape's clock rarely runs ahead of the session's.
    public static let typingSpeed = 0.02

    private var lines: [String]
    private let typingSpeed: Double
    /// Where the tape's own clock stands after the commands written so far.
    private var tapeTime = 0.0
    private var pendingText = ""
    private var pendingKey: (name: String, count: Int)?
    /// The fields whose text never goes into the tape.
    private var secureFields: Set<String>?

    /// Starts a tape whose `Set` prelude makes its replay start as `configuration` did, on the
    /// form `formName` names (its typing speed is always `TapeRecorder.typingSpeed`).
    public init(formName: String, configuration: SessionConfiguration) {
        typingSpeed = Self.typingSpeed
        let size = configuration.terminalSize
        lines = [
            "# Recorded with kbsim run --record",
            "Set Form \(TapeText.quote(formName))",
            "Set Strategy \(configuration.strategy.rawValue)",
            "Set Era \(configuration.era.rawValue)",
            "Set Size \(size.width)x\(size.height)",
            "Set Orientation \(configuration.orientation.rawValue)",
            "Set Pitfalls \(configuration.pitfalls ? "on" : "off")",
            "Set TypingSpeed \(Int((Self.typingSpeed * 1000).rounded()))ms",
        ]
        if let methods = configuration.inputMethods {
            lines.append("Set InputMethods " + methods.map(\.rawValue).joined(separator: ","))
        }
    }

    /// Records `event`, given at session time `time` to a simulator that was `simulator` just
    /// before it, in a terminal of `terminal` cells.
    public mutating func record(_ event: InputEvent, at time: Double, before simulator: Simulator, terminal: Size) {
        if secureFields == nil { secureFields = Set(simulator.form.fields.filter(\.traits.secureTextEntry).map(\.name)) }
        pause(until: time)
        switch event {
        case .key(.character(let character)):
            flushKey()
            pendingText.append(Self.isEditingSecureField(simulator) ? "•" : character)
        case .key(let key):
            guard let name = TapeText.keyName(key) else { return }
            flushText()
            if let pending = pendingKey, pending.name == name, pending.count < Self.longestCount {
                pendingKey?.count += 1
            } else {
                flushKey()
                pendingKey = (name, 1)
            }
        case .tap(let point):
            // Resolve the tap where things are at its time: the keyboard may have moved since.
            var atTapTime = simulator
            _ = atTapTime.advance(to: time)
            switch atTapTime.tapTarget(at: point) {
            case .field(let name): write("Tap \(name)")
            case .key(let name) where name.count == 1 && Self.isEditingSecureField(simulator):
                flushKey()
                pendingText.append("•")  // even the key a secure entry tapped is not written down
            case .key(let name): write("Tap key \(TapeText.quote(name))")
            case .background: write("Tap background")
            case .keyboardGap: return
            }
        case .tapField(let name): write("Tap \(name)")
        case .tapKey(let label) where label.count == 1 && Self.isEditingSecureField(simulator):
            flushKey()
            pendingText.append("•")
        case .tapKey(let label): write("Tap key \(TapeText.quote(label))")
        case .tapBackground: write("Tap background")
        case .scroll(let rows): write("Scroll \(rows)")
        case .resize: write("Set Size \(terminal.width)x\(terminal.height)")
        case .rotate(let orientation, _): write("Rotate \(orientation.rawValue)")
        case .setEra(let era): write("Set Era \(era.rawValue)")
        case .setStrategy(let strategy): write("Set Strategy \(strategy.rawValue)")
        case .nextInputMethod: write("Globe")
        }
        tapeTime += event.takesNoTime ? 0 : typingSpeed
    }

    /// The whole tape, ending with the pause before the session ended at `time`, a screenshot,
    /// and an `Expect value` line per field, so that playing it checks it reaches `values`.
    public mutating func tape(endingAt time: Double, values: FieldValues) -> String {
        pause(until: time, final: true)
        flushText()
        flushKey()
        lines.append("Screenshot final")
        for pair in values.pairs {
            if secureFields?.contains(pair.name) == true {
                lines.append("# \(pair.name) is secure: what was typed there is not recorded")
            } else {
                lines.append("Expect value \(pair.name) \(TapeText.quote(pair.value))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private mutating func pause(until time: Double, final: Bool = false) {
        var gap = time - tapeTime
        if final { gap = min(max(gap, Self.settlingPause), Self.longestPause) }
        guard gap >= Self.shortestPause else { return }
        flushText()
        flushKey()
        let milliseconds = Int((gap * 1000).rounded())
        lines.append("Sleep \(milliseconds)ms")
        tapeTime += gap
    }

    private mutating func write(_ line: String) {
        flushText()
        flushKey()
        lines.append(line)
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        lines.append("Type \(TapeText.quote(pendingText))")
        pendingText = ""
    }

    private mutating func flushKey() {
        guard let key = pendingKey else { return }
        lines.append(key.count == 1 ? key.name : "\(key.name) \(key.count)")
        pendingKey = nil
    }
}

extension TapeRecorder {
    /// Whether the focused field hides its text: what is typed there is written as bullets.
    static func isEditingSecureField(_ simulator: Simulator) -> Bool {
        simulator.focusedIndex.map { simulator.form.fields[$0].traits.secureTextEntry } ?? false
    }
}

private extension InputEvent {
    /// Resizes and rotations take no typing time in the player either.
    var takesNoTime: Bool {
        switch self {
        case .resize, .rotate, .setEra, .setStrategy: true
        default: false
        }
    }
}
