extension IQKeyboardManagerStrategy {
    /// The reports its museum tapes reproduce, as they bite: the gap and the inset after an
    /// adjustment, a hide read as a change of height, a hide in another orientation.
    package func pitfalls(in step: PitfallStep) -> [PitfallNotice] {
        let actions = step.actions(of: name).map(\.action)
        // A hide was posted, the library saw a height in it and did not restore (#2124).
        let hideNotRestored = step.events.contains { $0.event.name == KeyboardNotification.Name.keyboardWillHide.rawValue }
            && !actions.contains { $0.action == .restorePosition }
        return actions.compactMap { action in
            switch action.action {
            case .adjustPosition:
                guard let gap = action.number("gap"), let distance = action.number("distance"), gap > distance else { return nil }
                return step.notice(.keyboardDistancePlusSafeArea, name, [
                    .init("gap", .int(gap)), .init("distance", .int(distance)), .init("extra", .int(gap - distance)),
                ])
            case .changeWithoutField where hideNotRestored:
                return step.notice(.hideReportsAccessoryHeight, name, [
                    .init("keyboard", .int(action.number("keyboard") ?? 0)), .init("inset", .int(action.number("inset") ?? 0)),
                ])
            case .restoreOrigin where action.number("inset") != 0:
                return step.notice(.hideInAnotherOrientation, name, [.init("inset", .int(action.number("inset") ?? 0))])
            default:
                return nil
            }
        } + insetNotices(step)
    }

    /// #441: the inset holds keyboardDistance and the safe area over the overlap, whenever it is set.
    private func insetNotices(_ step: PitfallStep) -> [PitfallNotice] {
        step.actions(of: name).compactMap { action, _ in
            guard action.action == .adjustPosition, let distance = action.number("distance"),
                  let safe = action.number("safeAreaBottom"), distance + safe > 0 else { return nil }
            return step.notice(.insetCountsKeyboardDistance, name, [
                .init("inset", .int(action.number("inset") ?? 0)), .init("extra", .int(distance + safe)),
            ])
        }
    }
}

extension Pitfall {
    /// IQKeyboardManager #2011: the field ends keyboardDistance + the bottom safe area + the
    /// bottom margin above the keyboard, not keyboardDistance.
    package static let keyboardDistancePlusSafeArea = Pitfall(rawValue: "keyboardDistancePlusSafeArea")
    /// IQKeyboardManager #441: the bottom inset counts keyboardDistance and the safe area, so the
    /// content's end stops above the keyboard.
    package static let insetCountsKeyboardDistance = Pitfall(rawValue: "insetCountsKeyboardDistance")
    /// IQKeyboardManager #2124: a hide's frame with an accessory's height read as a keyboard
    /// (before IQKeyboardNotification 1.0.6), so nothing is restored.
    package static let hideReportsAccessoryHeight = Pitfall(rawValue: "hideReportsAccessoryHeight")
    /// IQKeyboardManager #331: a hide in another orientation than the captured one puts back
    /// only the origin, not the scroll view's inset.
    package static let hideInAnotherOrientation = Pitfall(rawValue: "hideInAnotherOrientation")
}
