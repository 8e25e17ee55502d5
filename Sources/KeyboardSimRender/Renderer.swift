import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
public enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed); a `timeline`
    /// (time control in use) takes the help line's row, which otherwise lists the keys of `keyMap`;
    /// `help` covers all but that row; `narration` fills the narration pane, and a `subtitle` (a
    /// cast's `Say`) is written over the last rows.
    public static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                            keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil, help: HelpOverlay? = nil,
                            narration: LessonProgress? = nil, subtitle: String? = nil) -> Canvas {
        draw(comparing: [(nil, simulator)], layout: layout, concealingSecrets: concealingSecrets, keyMap: keyMap,
             timeline: timeline, help: help, narration: narration, subtitle: subtitle)
    }

    /// The frame of a comparison: one phone per simulator, side by side as `layout` places them,
    /// each under its label (a strategy, an era) and the verdict of its focused field; the rest as `draw`.
    public static func draw(comparing phones: [(label: String?, simulator: Simulator)], layout: TerminalLayout,
                            concealingSecrets: Bool = false, keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil,
                            help: HelpOverlay? = nil, narration: LessonProgress? = nil, subtitle: String? = nil) -> Canvas {
        var canvas = Canvas(size: layout.terminal)
        let bounds = Rect(origin: .zero, size: layout.terminal)
        guard let first = phones.first?.simulator, !layout.screens.isEmpty else {
            TooSmallNotice(minimum: layout.minimum, phones: layout.phoneCount).draw(in: bounds, on: &canvas)
            return canvas
        }
        var caret: Point?
        for (index, (label, simulator)) in zip(phones.indices, phones) where layout.screens.indices.contains(index) {
            Bezel().draw(in: layout.phones[index], on: &canvas)
            PhoneScreen(simulator: simulator, concealsSecrets: concealingSecrets).draw(in: layout.screens[index], on: &canvas)
            // A terminal has one cursor: the first phone's caret.
            if index == 0 { caret = canvas.cursor }
            if let label, layout.labels.indices.contains(index) {
                PhoneLabel(name: label, simulator: simulator).draw(in: layout.labels[index], on: &canvas)
            }
        }
        canvas.cursor = caret
        var parts: [(any Widget, Rect)] = layout.panes.map { (widget(for: $0.kind, first, narration: narration), $0.frame) }
        if let timeline {
            parts.append((timeline, layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: keyMap, severalInputMethods: first.inputMethods.count > 1), layout.helpLine))
        }
        if let help {
            parts.append((help, HelpOverlay.frame(in: layout.terminal)))
            canvas.cursor = nil
        }
        if let subtitle { parts.append((Subtitle(text: subtitle), bounds)) }
        for (widget, area) in parts { widget.draw(in: area, on: &canvas) }
        return canvas
    }

    /// The widget that draws a pane of `kind` (the narration pane shows `narration`'s, if any).
    static func widget(for kind: PaneKind, _ simulator: Simulator, narration: LessonProgress? = nil) -> any Widget {
        switch kind {
        case .compact: SidePane(simulator: simulator)
        case .inspector: InspectorPane(simulator: simulator)
        case .events: RecentEvents(simulator: simulator)
        case .narration: NarrationPane(progress: narration ?? LessonProgress(cues: [], end: 0, inputCount: 0))
        }
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    public static func drawScreen(_ simulator: Simulator) -> Canvas {
        PhoneScreen(simulator: simulator, concealsSecrets: true).drawn()
    }
}
