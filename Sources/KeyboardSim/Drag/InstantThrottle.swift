/// A call made as a finger moves, heard at most once an instant (a drawn frame): a later move at
/// the same instant is owed, and heard at the next instant or when the finger lifts.
package struct InstantThrottle: Hashable, Sendable {
    /// When the call was last made, nil before it has been.
    private var lastCall: Double?
    /// Whether a move since then, at that same instant, still has to be heard.
    package private(set) var isOwed = false

    /// A throttle that has made no call.
    package init() {}

    /// Whether to make the call now (and if so, nothing is owed); at the instant of the last one, it is owed instead.
    package mutating func allows(at time: Double) -> Bool {
        if lastCall == time {
            isOwed = true
            return false
        }
        lastCall = time
        isOwed = false
        return true
    }
}
