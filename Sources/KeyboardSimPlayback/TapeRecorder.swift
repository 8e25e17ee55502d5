import KeyboardSim

/// Writes an interactive session as a tape: taps by field name or key label, typed text merged
/// into `Type` lines, repeated keys counted, pauses of 100 ms or more as `Sleep`.
package struct TapeRecorder {
    /// The shortest pause written as a `Sleep`.
    package static let shortestPause = 0.1
    /// The longest pause written: longer idle time changes nothing the replay could show.
    package static let longestPause = 2.0
    /// The shortest final pause: long enough for every animation and key highlight to settle,
    /// so the replay's last screen is the settled one the person saw.
    package static let settlingPause = 0.5
    /// The largest count a key line may carry (the parser's limit); more repeats start a new line.
    package static let longestCount = 10_000
    /// The typing speed recorded tapes use: fast, so the tape's clock rarely runs ahead of the session's.
    package static let typingSpeed = 0.02

    private var lines: [String]
    private let typingSpeed: Double
    /// Where the tape's own clock stands after the commands written so far.
    private var tapeTime = 0.0
    private var pendingText = ""
    private var pendingKey: (key: KeyPress, count: Int)?
    /// Where and when the finger of a drag under way went down.
    private var dragStart: (point: Point, time: Double)?
    /// The fields whose text never goes into the tape.
    private let secureFields: Set<String>

    /// Starts a tape whose `Set` prelude makes its replay start as `configuration` did, on the
    /// form `formName` names (its typing speed is always `TapeRecorder.typingSpeed`); the text of
    /// the form's secure fields is never written.
    package init(formName: String, configuration: SessionConfiguration) {
        typingSpeed = Self.typingSpeed
        secureFields = configuration.form.secureFieldNames
        let header: [TapeSetting] = [
            .form(formName), .strategy(configuration.strategy), .era(configuration.era), .size(Self.drawable(configuration.terminalSize)),
            .orientation(configuration.orientation), .pitfalls(configuration.pitfalls), .typingSpeed(typingSpeed),
        ] + (configuration.inputMethods.map { [.inputMethods($0.map(\.rawValue))] } ?? [])
            + (configuration.device.map { [.device($0)] } ?? [])
            // The seed fixes era 17's delays: a recording replays them only if it keeps it.
            + (configuration.seed == 0 ? [] : [.seed(configuration.seed)])
        lines = ["# Recorded with kbsim run --record"] + header.compactMap { TapePrinter.line(for: .set($0)) }
    }

    /// Records `input`, as the simulator resolved it at session time `time`, in a terminal of
    /// `terminal` cells.
    package mutating func record(_ input: ResolvedInput, at time: Double, terminal: Size) {
        if let event = input.event, recordsDrag(event, at: time) { return }
        pause(until: time)
        guard let event = input.event else { return }  // a tap between keys does nothing
        for _ in 0..<max(1, input.repeatCount) { record(event, secure: input.intoSecureField, terminal: terminal) }
    }

    /// A drag is written as one `Drag` line, by its ends and how long it took, when the finger
    /// lifts (the path between is not kept: the replay drags in a straight line). Returns whether
    /// `event` was part of a drag.
    private mutating func recordsDrag(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .dragBegan(let point):
            pause(until: time)
            dragStart = (point, time)
        case .dragMoved: break
        case .dragEnded(let point):
            guard let start = dragStart else { return true }
            dragStart = nil
            let duration = ((time - start.time) * 1000).rounded() / 1000
            write(.drag(from: start.point, to: point, duration: duration))
            tapeTime += duration
        default: return false
        }
        return true
    }

    /// Records one `event` (see `record(_:at:terminal:)`).
    private mutating func record(_ event: InputEvent, secure intoSecureField: Bool, terminal: Size) {
        switch event {
        case .key(.character(let character)):
            flushKey()
            pendingText.append(intoSecureField ? "•" : character)
        case .key(let key):
            guard TapeVocabulary.name(of: key) != nil else { return }
            flushText()
            if let pending = pendingKey, pending.key == key, pending.count < Self.longestCount {
                pendingKey?.count += 1
            } else {
                flushKey()
                pendingKey = (key, 1)
            }
        case .paste(let text):
            // A secure field's paste is written as bullets, one a character, as its typing is.
            write(.paste(intoSecureField ? String(repeating: "•", count: text.count) : text))
        case .tapKey(let label) where label.count == 1 && intoSecureField:
            flushKey()
            pendingText.append("•")  // even the key a secure entry tapped is not written down
        case .receive(let text): write(.receive(text))
        case .tapField(let name): write(.tapField(name))
        case .tapKey(let label): write(.tapKey(label))
        case .tapBackground: write(.tapBackground)
        case .tap: return  // never handed back: the simulator resolves a tap at a point to its target
        case .scroll(let rows): write(.scroll(rows))
        case .dragBegan, .dragMoved, .dragEnded: return  // written whole by `recordsDrag`
        case .resize: write(.set(.size(Self.drawable(terminal))))
        case .rotate(let orientation, _): write(.rotate(orientation))
        case .setEra(let era): write(.set(.era(era)))
        case .setDevice(let device): write(.set(.device(device)))
        case .setStrategy(let strategy): write(.set(.strategy(strategy)))
        case .setPitfalls(let on): write(.set(.pitfalls(on)))
        case .nextInputMethod: write(.globe)
        }
        tapeTime += event.takesNoTime ? 0 : typingSpeed
    }

    /// The size a tape names for a terminal of `size`: a terminal too small for the phone gave
    /// the session the smallest terminal's screen, and a tape may not name a smaller one, nor
    /// one larger than the largest (a terminal too large for kbsim shows only a notice).
    static func drawable(_ size: Size) -> Size {
        let smallest = SessionConfiguration.smallestTerminalSize, largest = SessionConfiguration.largestTerminalSize
        return Size(width: min(max(size.width, smallest.width), largest.width), height: min(max(size.height, smallest.height), largest.height))
    }

    /// The whole tape, ending with the pause before the session ended at `time`, a screenshot,
    /// and an `Expect value` line per field, so that playing it checks it reaches `values`.
    package mutating func tape(endingAt time: Double, values: FieldValues) -> String {
        pause(until: time, final: true)
        flushText()
        flushKey()
        write(.screenshot("final"))
        for pair in values.pairs {
            if secureFields.contains(pair.name) {
                lines.append("# \(pair.name) is secure: what was typed there is not recorded")
            } else {
                write(.expect(.value(field: pair.name, text: pair.value)))
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
        write(.sleep((gap * 1000).rounded() / 1000))
        tapeTime += gap
    }

    /// Writes `action` after what is pending; every action the recorder makes has a spelling.
    private mutating func write(_ action: TapeAction) {
        flushText()
        flushKey()
        append(action)
    }

    private mutating func append(_ action: TapeAction) {
        if let line = TapePrinter.line(for: action) { lines.append(line) }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        append(.type(pendingText, speed: nil))
        pendingText = ""
    }

    private mutating func flushKey() {
        guard let pending = pendingKey else { return }
        append(.key(pending.key, count: pending.count, speed: nil))
        pendingKey = nil
    }
}

private extension InputEvent {
    /// Resizes and rotations take no typing time in the player either.
    var takesNoTime: Bool {
        switch self {
        case .resize, .rotate, .setEra, .setDevice, .setStrategy, .setPitfalls: true
        default: false
        }
    }
}
