extension SimEvent {
    /// A one-line human description with the key numbers, for the log pane and text transcripts.
    package var summary: String {
        switch self {
        case .notification(let notification):
            let info = notification.userInfo
            // Era 3 has no frame keys: show what it has, the legacy centres and bounds.
            let frames = info.hasFrameKeys ? "\(info.beginFrame) -> \(info.endFrame)"
                : "center \(info.centerBegin) -> \(info.centerEnd) bounds \(info.bounds)"
            return "\(notification.name.rawValue) \(frames) \(info.duration)s"
        case .delegate(let call):
            return "\(call.method.rawValue) \(call.field) \(call.rect)"
        case .scrollView(let call):
            guard call.method == .scrollViewPanChanged else { return "\(call.method.rawValue) offset \(call.contentOffset)" }
            return "\(call.method.rawValue) offset \(call.contentOffset) finger \(call.location.map { "\($0)" } ?? "none")"
                + " keyboard \(call.keyboardFrame.map { "\($0)" } ?? "none")"
        case .strategy(let action):
            let numbers = action.details.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            // `"exec:python3 handler.py".adjustForKeyboard`: a quoted name keeps its dots apart from the action's.
            let shown = action.strategy.displayName
            let name = StrategyID(rawValue: shown.filter { $0 != "[" && $0 != "]" }).isWord
                ? shown : VisibleText.quote(shown, escapingCarriageReturn: true) { "\\u{\($0)}" }
            return "\(name).\(action.action.rawValue) \(numbers)"
        }
    }
}
