/// The earliest of up to four instants that lies after `now`, or nil when none does. Written out
/// rather than as an array's minimum: the clock asks it on every step, and an array allocates.
func earliest(after now: Double, _ first: Double?, _ second: Double?, _ third: Double? = nil,
              _ fourth: Double? = nil) -> Double? {
    func keep(_ best: Double?, _ time: Double?) -> Double? {
        guard let time, time > now else { return best }
        guard let best else { return time }
        return min(best, time)
    }
    return keep(keep(keep(keep(nil, first), second), third), fourth)
}
