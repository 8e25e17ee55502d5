import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
public enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed); a `timeline`
    /// (time control in use) takes the help line's row; `narration` fills the narration pane, and a
    /// `subtitle` (a cast's `Say`) is written over the last rows.
    public static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                            timeline: TimelineLine? = nil, narration: LessonProgress? = nil, subtitle: String? = nil) -> Canvas {
        var canvas = Canvas(size: layout.terminal)
        let bounds = Rect(origin: .zero, size: layout.terminal)
        guard let screen = layout.screen, let phone = layout.phone else {
            TooSmallNotice().draw(in: bounds, on: &canvas)
            return canvas
        }
        var parts: [(any Widget, Rect)] = [
            (Bezel(), phone),
            (PhoneScreen(simulator: simulator, concealsSecrets: concealingSecrets), screen),
        ]
        for pane in layout.panes { parts.append((widget(for: pane.kind, simulator, narration: narration), pane.frame)) }
        if let timeline {
            parts.append((timeline, layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: .interactive, severalInputMethods: simulator.inputMethods.count > 1), layout.helpLine))
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
