/// The keyboard's side of today's eras, as kbsim models it: the out-of-process keyboard's
/// notifications on their way to the app (iOS 17 on), and a show that waits for a rotation's
/// transition to end (iOS 15 on).
///
/// From iOS 17 the keyboard runs in a process of its own and its notifications reach the app
/// asynchronously, "with slight differences in timing" (WWDC23 10281). kbsim makes that
/// deterministic: each batch the keyboard sends (the Will pair of a move, or the Did pair at its
/// end) is delayed by one of `delays`, drawn from a generator seeded with the session's seed, and
/// batches keep the order they were sent in. The same seed gives the same delays on every run.
struct KeyboardProcess: Sendable {
    /// What the keyboard process has for the app, or will do, at a time to come.
    enum Message: Sendable {
        /// A notification on its way.
        case notification(KeyboardNotification)
        /// The new orientation's keyboard comes up (the rotation's transition has ended).
        case showAfterRotation
    }

    /// The delays a batch may take to reach the app, in seconds: under the default typing speed
    /// (50 ms), so that an `Expect event` after the next tape line still sees the batch.
    static let delays: [Double] = [0.01, 0.02, 0.03, 0.04]
    /// How long a rotation's transition lasts before the new keyboard shows: about 0.3–0.4 s
    /// (reported, not measured; iphone-metrics §5.7).
    static let rotationTransition = 0.4

    /// Draws each batch's delay.
    private var generator: SeededGenerator
    /// What is still to come, in delivery order.
    private var pending: [(time: Double, message: Message)] = []

    /// A keyboard process whose delays follow `seed`.
    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// When the next message is due, if any is pending.
    var nextDue: Double? { pending.first?.time }

    /// Sends `notifications` as one batch at `now`: they arrive together after a seeded delay,
    /// never before a batch sent earlier.
    mutating func send(_ notifications: [KeyboardNotification], at now: Double) {
        guard !notifications.isEmpty else { return }
        let due = max(now + generator.pick(Self.delays), pending.last?.time ?? now)
        pending += notifications.map { (due, .notification($0)) }
    }

    /// Schedules the new orientation's show for the end of the rotation's transition, after what is pending.
    mutating func scheduleShowAfterRotation(at now: Double) {
        pending.append((max(now + Self.rotationTransition, pending.last?.time ?? now), .showAfterRotation))
    }

    /// Takes the messages due by `time`, in order.
    mutating func takeDue(by time: Double) -> [Message] {
        let count = pending.prefix { $0.time <= time }.count
        defer { pending.removeFirst(count) }
        return pending.prefix(count).map(\.message)
    }
}
