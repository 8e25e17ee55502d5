/// One step of the simulation as a strategy judges its own pitfalls in it: what was posted, the
/// simulator after it, and the focused field where the views and the keyboard are heading (the
/// model, not the frame part-way through an animation, so a pitfall is caught in the step that
/// causes it). It also holds the judgements more than one strategy shares.
public struct PitfallStep {
    /// What the step posted, in order.
    public let events: [TimedEvent]
    /// The simulator after the step.
    package let after: Simulator
    /// The focused field's name, if a field is focused.
    public let field: String?
    /// The focused field's frame on screen, where it is heading.
    public let fieldFrame: Rect?
    /// The keyboard's resting frame, nil while it is down.
    public let keyboardFrame: Rect?
    /// How many of the focused field's rows the keyboard covers there.
    public let coveredRows: Int

    /// The step that posted `events` and left the simulator as `after`.
    package init(events: [TimedEvent], after simulator: Simulator) {
        self.events = events
        after = simulator
        let keyboard = simulator.keyboard.isUp ? simulator.keyboard.restingFrame : nil
        keyboardFrame = keyboard
        guard let index = simulator.focusedIndex else {
            field = nil
            fieldFrame = nil
            coveredRows = 0
            return
        }
        let frame = simulator.views.convert(simulator.layout.entries[index].fieldFrame, from: simulator.fieldSpace(index))
        field = simulator.form.fields[index].name
        fieldFrame = frame
        let covered = keyboard.map(frame.intersection) ?? .zero
        coveredRows = covered.isEmpty ? 0 : covered.height
    }

    /// The actions `strategy` logged in the step, each with the notification posted last before it.
    public func actions(of strategy: StrategyID) -> [(action: StrategyAction, trigger: KeyboardNotification?)] {
        var trigger: KeyboardNotification?
        var found: [(action: StrategyAction, trigger: KeyboardNotification?)] = []
        for timed in events {
            switch timed.event {
            case .notification(let notification): trigger = notification
            case .strategy(let action) where action.strategy == strategy: found.append((action, trigger))
            case .strategy, .delegate, .scrollView: break
            }
        }
        return found
    }

    /// A notice of `pitfall` biting `strategy` at the focused field, with `details`.
    public func notice(_ pitfall: Pitfall, _ strategy: StrategyID, _ details: [StrategyAction.Detail]) -> PitfallNotice {
        PitfallNotice(pitfall: pitfall, strategy: strategy, field: field, details: details, in: after.configuration.strategies)
    }

    /// frameBegin's height was `used` where the keyboard that arrived with `didShow` is taller.
    public func heightFromFrameBegin(_ strategy: StrategyID, used: Int, didShow: KeyboardNotification?) -> PitfallNotice? {
        guard let didShow, used < didShow.userInfo.endFrame.height else { return nil }
        let real = didShow.userInfo.endFrame.height
        return notice(.heightFromFrameBegin, strategy, [
            .init("used", .int(used)), .init("real", .int(real)), .init("short", .int(real - used)),
            .init("frameKeys", .bool(didShow.userInfo.hasFrameKeys)),
        ])
    }

    /// A keyboardWillHide with no keyboardDidHide after it, the keyboard still up: a change of
    /// field before iOS 11, which bites the listings that act on hide notifications.
    public func hideThatNeverHappens(_ strategy: StrategyID, listensToWillHide: Bool) -> PitfallNotice? {
        let willHideName = KeyboardNotification.Name.keyboardWillHide.rawValue
        let didHideName = KeyboardNotification.Name.keyboardDidHide.rawValue
        guard after.keyboard.isUp, after.focusedIndex != nil,
              let willHide = events.lastIndex(where: { $0.event.name == willHideName }),
              !events[willHide...].contains(where: { $0.event.name == didHideName })
        else { return nil }
        return notice(.willHideWithoutDidHide, strategy, [
            .init("era", .int(after.era.rawValue)), .init("listensToWillHide", .bool(listensToWillHide)),
        ])
    }
}
