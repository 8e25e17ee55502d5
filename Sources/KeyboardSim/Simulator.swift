/// The simulated device: input events in, state changes and posted events out, on a virtual clock.
public struct Simulator: Sendable {
    public let form: Form
    /// Virtual seconds since the simulation started.
    public private(set) var now: Double = 0
    /// The simulated screen size in cells.
    public private(set) var screenSize: Size

    /// Creates a device showing `form` on a screen of `screenSize` cells.
    public init(form: Form, strategy: StrategyKind = .none, era: Era = .ios11, screenSize: Size) {
        self.form = form
        self.screenSize = screenSize
    }

    /// Moves the clock to `time` (never backwards), then applies `event`; returns what was posted.
    public mutating func handle(_ event: InputEvent, at time: Double) -> [TimedEvent] { [] }

    /// Moves the clock to `time`, finishing animations that end by then; returns what was posted.
    public mutating func advance(to time: Double) -> [TimedEvent] { [] }

    /// Whether something moves by itself now (the keyboard slides, a key highlight fades):
    /// an interactive front redraws at frame rate while this is true and sleeps otherwise.
    public var isAnimating: Bool { false }

    /// The next virtual time at which the picture changes by itself, or nil when nothing will.
    public var nextChangeTime: Double? { nil }

    /// The text of every field in form order.
    public var fieldValues: FieldValues { FieldValues(pairs: []) }
}
