/// Something the simulator posted: a notification, a delegate call or a strategy's action.
public enum SimEvent: Hashable, Sendable {
    // A notification is boxed: its user info would make every event, and every copy of one
    // (a text view posts a delegate call at every key), as large as it.
    indirect case notification(KeyboardNotification)
    case delegate(DelegateCall)
    case strategy(StrategyAction)
    case scrollView(ScrollViewCall)

    /// The event of a message the app receives.
    public init(_ message: AppMessage) {
        switch message {
        case .notification(let notification): self = .notification(notification)
        case .delegate(let call): self = .delegate(call)
        case .scrollView(let call): self = .scrollView(call)
        }
    }

    /// The event's name as transcripts write it.
    public var name: String {
        switch self {
        case .notification(let notification): notification.name.rawValue
        case .delegate(let call): call.method.rawValue
        case .strategy: "strategy"
        case .scrollView(let call): call.method.rawValue
        }
    }
}

/// An event with the virtual time it was posted at.
public struct TimedEvent: Hashable, Sendable {
    /// When it was posted, in virtual seconds.
    public var time: Double
    /// What was posted.
    public var event: SimEvent

    /// Creates a timed event.
    public init(time: Double, event: SimEvent) {
        self.time = time
        self.event = event
    }
}
