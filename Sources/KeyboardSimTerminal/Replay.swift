import KeyboardSim

/// The state of a tape replayed on the terminal: what comes next, the speed, and pauses.
struct Replay {
    /// How long the last frame stays up after the last input, in virtual seconds.
    static let linger = 1.0

    let inputs: [(time: Double, event: InputEvent)]
    let speed: Double
    private var nextIndex = 0
    private var pausedAt: Double?
    private var pausedTotal = 0.0

    init(inputs: [(time: Double, event: InputEvent)], speed: Double) {
        self.inputs = inputs
        self.speed = max(speed, 0.01)
    }

    /// The next input to feed, if any.
    var nextInput: (time: Double, event: InputEvent)? {
        nextIndex < inputs.count ? inputs[nextIndex] : nil
    }

    /// When the replay next needs the loop awake, in virtual seconds: the next input, or the end.
    var nextTime: Double { nextInput?.time ?? endTime }

    /// When the replay ends: a moment after the last input.
    var endTime: Double { (inputs.last?.time ?? 0) + Self.linger }

    var isPaused: Bool { pausedAt != nil }

    /// Moves past the next input.
    mutating func advance() { nextIndex += 1 }

    /// The tape's virtual time when the session has run `elapsed` real seconds.
    func virtualTime(atElapsed elapsed: Double) -> Double {
        ((pausedAt ?? elapsed) - pausedTotal) * speed
    }

    /// Pauses a running replay, or resumes a paused one.
    mutating func togglePause(at elapsed: Double) {
        if let pausedAt {
            pausedTotal += elapsed - pausedAt
            self.pausedAt = nil
        } else {
            pausedAt = elapsed
        }
    }

    /// Whether every input has been fed and the last frame has been up long enough.
    func isFinished(at time: Double) -> Bool {
        nextInput == nil && time >= endTime
    }
}
