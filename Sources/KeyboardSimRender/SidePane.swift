import KeyboardSim

/// The pane beside the phone: what the app and the keyboard are doing, and the latest events.
struct SidePane: Widget {
    let simulator: Simulator

    func draw(in frame: Rect, on canvas: inout Canvas) {
        var rows = stateLines().map { ($0, Style(.normal)) }
        let input = simulator.inputMethods.count > 1 ? " · input \(simulator.inputMethod.code)" : ""
        rows.insert(("kbsim · \(simulator.form.fields.count) fields" + input, Style(.title, bold: true)), at: 0)
        rows.append(("", Style.plain))
        rows.append(("Events", Style(.title, bold: true)))
        let room = max(0, frame.height - rows.count)
        let events = simulator.log.entries.suffix(room)
        rows += events.map { (TimeText.seconds($0.time) + " " + paneSummary($0.event), Style(.log)) }
        for (offset, row) in rows.prefix(frame.height).enumerated() {
            canvas.put(row.0, at: Point(x: frame.x, y: frame.y + offset), style: row.1, limit: frame.width)
        }
    }

    private func stateLines() -> [String] {
        let scrollView = simulator.views.scrollView
        let keyboard: String
        if let frame = simulator.keyboardFrame {
            keyboard = simulator.isAnimating ? "moving \(frame)" : "shown \(frame)"
        } else {
            keyboard = "hidden"
        }
        let focus = simulator.focusedIndex.map { simulator.form.fields[$0].name } ?? "none"
        return [
            "strategy \(simulator.strategy.kind.rawValue) · era iOS \(simulator.era.rawValue)",
            "focus    \(focus)",
            "keyboard \(keyboard)",
            "offset   \(scrollView.contentOffset.y) of \(scrollView.contentSize.height)",
            "inset    \(scrollView.contentInset)",
        ]
    }

    /// A log line short enough for the pane: notifications keep their end frame only.
    private func paneSummary(_ event: SimEvent) -> String {
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
