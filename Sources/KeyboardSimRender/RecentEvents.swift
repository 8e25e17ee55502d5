import KeyboardSim

/// The latest events under an "Events" title, each whole (wrapped, never cut), as many as fit.
struct RecentEvents: Widget {
    let simulator: Simulator

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.height > 0 else { return }
        canvas.put("Events", at: area.origin, style: Style(.title, bold: true), limit: area.width)
        let lines = simulator.log.entries.map {
            PaneText.Line(TimeText.seconds($0.time) + " " + Self.summary($0.event), Style(.log))
        }
        PaneText(lines).drawLatest(in: Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1), on: &canvas)
    }

    /// A log line short enough for a pane: notifications keep their end frame only.
    static func summary(_ event: SimEvent) -> String {
        switch event {
        case .notification(let notification):
            let name = notification.name.rawValue.dropFirst("keyboard".count)
            return "\(name) → \(notification.userInfo.endFrame)"
        case .delegate(let call):
            let method = call.method.rawValue
            return "\(method.hasSuffix("Editing") ? String(method.dropLast("Editing".count)) : method) \(call.field)"
        case .strategy(let action):
            return ([action.strategy.rawValue] + action.details.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
    }
}
