import KeyboardSim

/// How the event log words its entries: one line each — whole in the log pane, in brief in the
/// compact pane — and every detail of one entry for its details view.
enum LogEntryText {
    /// The style of a UIKit action's line: set apart from what the app was told.
    static let uikitStyle = Style(.indicator, bold: true)
    /// The style of a pitfall's line: the warning colour.
    static let pitfallStyle = Style(.notice, bold: true)

    /// The entry's whole line: its time, then every number it has.
    static func line(_ entry: LogEntry) -> PaneText.Line {
        PaneText.Line(TimeText.seconds(entry.time) + " " + text(entry), style(entry))
    }

    /// The entry's line in brief, for the compact pane: notifications keep their end frame only.
    static func brief(_ entry: LogEntry) -> PaneText.Line {
        guard case .event(let event) = entry.kind else { return line(entry) }
        return PaneText.Line(TimeText.seconds(entry.time) + " " + briefText(event), Style(.log))
    }

    /// The style an entry's line is drawn in.
    static func style(_ entry: LogEntry) -> Style {
        switch entry.kind {
        case .event: Style(.log)
        case .uikit: uikitStyle
        case .pitfall: pitfallStyle
        }
    }

    /// What the entry says, without its time.
    static func text(_ entry: LogEntry) -> String {
        switch entry.kind {
        case .event(.notification(let notification)):
            let info = notification.userInfo
            let frames = info.hasFrameKeys ? "\(info.beginFrame) → \(info.endFrame)"
                : "center \(info.centerBegin) → \(info.centerEnd) bounds \(info.bounds)"
            return "\(notification.name.rawValue) \(frames) \(info.duration)s"
        case .event(.delegate(let call)):
            // The rect a delegate is given is the field's frame in the form, not on screen: said
            // here, because the inspector beside it gives screen coordinates.
            let inBar = entry.geometry.focusedInInputBar && entry.geometry.focusedField == call.field
            return "\(call.method.rawValue) \(call.field) \(call.rect) in \(inBar ? "the input bar" : "content")"
        case .event(.strategy(let action)):
            return strategyText(action)
        case .event(.scrollView(let call)):
            return briefText(.scrollView(call))
        case .uikit(let action):
            return action.summary
        case .pitfall(let notice):
            return "⚠ \(notice.strategy.displayName) " + pitfallName(notice, outcome: FocusOutcome(entry.geometry))
        }
    }

    /// A pitfall's one-line name ("pitfall: the height came from frameBegin").
    static func pitfallName(_ notice: PitfallNotice, outcome: FocusOutcome) -> String {
        notice.explanation(outcome: outcome).title
    }

    /// A posted event in brief: notifications keep their end frame, delegate calls drop "Editing".
    static func briefText(_ event: SimEvent) -> String {
        switch event {
        case .notification(let notification):
            let name = notification.name.rawValue.dropFirst("keyboard".count)
            return "\(name) → \(notification.userInfo.endFrame)"
        case .delegate(let call):
            let method = call.method.rawValue
            return "\(method.hasSuffix("Editing") ? String(method.dropLast("Editing".count)) : method) \(call.field)"
        case .strategy(let action):
            return strategyText(action)
        case .scrollView(let call):
            guard call.method == .scrollViewPanChanged, let finger = call.location else { return "\(call.method.rawValue) offset \(call.contentOffset.y)" }
            return "\(call.method.rawValue) finger at row \(finger.y)"
        }
    }

    /// A strategy action with its verb and every number: `inset keyboardWasShown inset=10 scrolled=true`.
    static func strategyText(_ action: StrategyAction) -> String {
        ([action.strategy.displayName, action.action.rawValue] + action.details.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
