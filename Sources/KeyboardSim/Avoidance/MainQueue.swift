/// The app's main queue on the virtual clock: the work its strategy deferred, each with the
/// instant it is due, run in time order and, at one instant, in the order it was asked for.
struct MainQueue: Sendable {
    /// Deferred work and when it is due, ordered by time, then by when it was asked for.
    private(set) var pending: [(time: Double, work: DeferredWork)] = []

    /// Queues `work`, asked for at `now`.
    mutating func enqueue(_ work: DeferredWork, at now: Double) {
        let time = now + work.delay
        let index = pending.firstIndex { $0.time > time } ?? pending.endIndex
        pending.insert((time, work), at: index)
    }

    /// When the first work is due, nil when none is waiting.
    var nextTime: Double? { pending.first?.time }

    /// Takes the first work if it is due by `time`.
    mutating func takeDue(by time: Double) -> DeferredWork? {
        guard let first = pending.first, first.time <= time else { return nil }
        return pending.removeFirst().work
    }

    /// Forgets every waiting work: the strategy that asked for it is gone.
    mutating func removeAll() {
        pending.removeAll()
    }

}
