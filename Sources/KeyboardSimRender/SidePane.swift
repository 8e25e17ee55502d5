import KeyboardSim

/// The compact pane beside the phone below 100 columns: what the app and the keyboard are doing,
/// in brief — the focused field's verdict among it — and the latest events. Every line is shown whole: a long one wraps.
struct SidePane: Widget {
    let simulator: Simulator

    /// What the screen holds, as the pane's first line says it: `11 fields`, `1 field`, or a chat's `24 messages`.
    static func contents(of form: Form, messages: Int) -> String {
        let count = form.messages == nil ? form.fields.count : messages
        let noun = form.messages == nil ? "field" : "message"
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    func draw(in frame: Rect, on canvas: inout Canvas) {
        let input = simulator.inputMethods.count > 1 ? " · input \(simulator.inputMethod.code)" : ""
        let header = [PaneText.Line("kbsim · " + Self.contents(of: simulator.form, messages: simulator.layout.messages.count) + input,
                                    Style(.title, bold: true))]
        let state = PaneText(header + stateLines()).wrapped(to: frame.width)
        PaneText(state).draw(in: Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, state.count)), on: &canvas)
        // One blank row, then the events below the state.
        let eventsTop = state.count + 1
        guard frame.height > eventsTop else { return }
        EventLogPane(simulator: simulator, cursor: EventLogCursor(), brief: true).draw(
            in: Rect(x: frame.x, y: frame.y + eventsTop, width: frame.width, height: frame.height - eventsTop), on: &canvas)
    }

    /// ` · pitfalls on` after the strategy while its source's guards are dropped; nothing otherwise.
    static func pitfallsMark(_ simulator: Simulator) -> String {
        simulator.pitfalls ? " · pitfalls on" : ""
    }

    private func stateLines() -> [PaneText.Line] {
        let scrollView = simulator.views.scrollView
        let keyboard = Self.keyboardState(simulator)
        let focus = simulator.focusedIndex.map { simulator.form.fields[$0].name } ?? "none"
        // The verdict right under the focus, in its colour: what a learner looks for first.
        let verdict = simulator.focusedIndex.map { index in
            let verdict = simulator.fieldVerdict(index)
            return PaneText.Line("verdict  ", Style(.normal)) + PaneText.Line(verdict.description, InspectorPane.style(of: verdict.severity))
        }
        let line = { (text: String) in PaneText.Line(text, Style(.normal)) }
        return [
            line("strategy \(simulator.strategy.id.displayName) · era \(simulator.era.systemName)" + Self.pitfallsMark(simulator)),
            line("focus    \(focus)"),
        ] + [verdict].compactMap { $0 } + [
            line("keyboard \(keyboard)"),
            // Out of the farthest the content can scroll (max y), not its height: "of M" reads as how
            // far along. An inset taken away leaves the offset past it until the next scroll: said so.
            line("offset   \(scrollView.contentOffset.y) of \(scrollView.maximumOffsetY)"
                 + (scrollView.contentOffset.y > scrollView.maximumOffsetY ? " (past max)" : "")),
            line("inset    \(scrollView.contentInset)"),
        ]
    }

    /// The keyboard in a few words: `hidden`, or `shown`/`moving` and its frame now.
    static func keyboardState(_ simulator: Simulator) -> String {
        guard let frame = simulator.keyboardFrame else { return "hidden" }
        return simulator.isAnimating ? "moving \(frame)" : "shown \(frame)"
    }
}
