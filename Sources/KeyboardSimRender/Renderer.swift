import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
public enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed); a `timeline`
    /// (time control in use) takes the help line's row, which otherwise lists the keys of `keyMap`;
    /// `help` covers all but that row.
    public static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                            keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil, help: HelpOverlay? = nil) -> Canvas {
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
        for pane in layout.panes { parts.append((widget(for: pane.kind, simulator), pane.frame)) }
        if let timeline {
            parts.append((timeline, layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: keyMap, severalInputMethods: simulator.inputMethods.count > 1), layout.helpLine))
        }
        if let help { parts.append((help, HelpOverlay.frame(in: layout.terminal))) }
        for (widget, area) in parts { widget.draw(in: area, on: &canvas) }
        return canvas
    }

    /// The widget that draws a pane of `kind`.
    static func widget(for kind: PaneKind, _ simulator: Simulator) -> any Widget {
        switch kind {
        case .compact: SidePane(simulator: simulator)
        case .inspector: InspectorPane(simulator: simulator)
        case .events: RecentEvents(simulator: simulator)
        }
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    public static func drawScreen(_ simulator: Simulator) -> Canvas {
        PhoneScreen(simulator: simulator, concealsSecrets: true).drawn()
    }
}
