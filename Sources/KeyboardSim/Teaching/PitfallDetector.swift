/// Watches what one step of the simulation posted and says which pitfalls bit in it. It is an
/// observer: it reads the events and the simulator after the step, and changes nothing. The
/// simulator runs it on every step, so a step that posted nothing costs next to nothing. Which
/// pitfalls there are is each strategy's to say: the detector names none.
package enum PitfallDetector {
    /// The pitfalls that bit in the step that posted `events` and left the simulator as `after`:
    /// the strategy judges its own (`AvoidanceStrategy.pitfalls(in:)`).
    package static func detect(events: [TimedEvent], after: Simulator) -> [PitfallNotice] {
        guard mayBite(in: events) else { return [] }
        return after.strategy.pitfalls(in: PitfallStep(events: events, after: after))
    }

    /// Whether a pitfall can bite in a step that posted `events`: every pitfall shows in a
    /// notification, a strategy's action or the start of editing (an idle frame, or a key that
    /// posts only textViewDidChange, has nothing to judge).
    package static func mayBite(in events: some Collection<TimedEvent>) -> Bool {
        events.contains {
            switch $0.event {
            case .notification, .strategy: true
            case .delegate(let call): call.method.beginsEditing
            case .scrollView: false
            }
        }
    }
}
