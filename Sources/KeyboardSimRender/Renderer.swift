import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
public enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed); a `timeline`
    /// (time control in use) takes the help line's row; `logCursor` says where the session's
    /// selection is in the event log. When the log has the selection and the layout has no event
    /// log pane (the compact pane below 100 columns), the log takes the whole terminal.
    public static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                            timeline: TimelineLine? = nil, logCursor: EventLogCursor = EventLogCursor()) -> Canvas {
        var canvas = Canvas(size: layout.terminal)
        let bounds = Rect(origin: .zero, size: layout.terminal)
        guard let screen = layout.screen, let phone = layout.phone else {
            TooSmallNotice().draw(in: bounds, on: &canvas)
            return canvas
        }
        var parts: [(any Widget, Rect)] = []
        if let fullScreen = fullScreenLog(layout: layout, cursor: logCursor) {
            parts.append((EventLogPane(simulator: simulator, cursor: logCursor, includesWhy: true), fullScreen))
        } else {
            parts += [(Bezel(), phone), (PhoneScreen(simulator: simulator, concealsSecrets: concealingSecrets), screen)]
            let details = detailsArea(layout: layout, cursor: logCursor)
            for pane in layout.panes where details == nil || (pane.kind != .why && pane.kind != .events) {
                parts.append((widget(for: pane.kind, simulator, logCursor), pane.frame))
            }
            if let details { parts.append((EventLogPane(simulator: simulator, cursor: logCursor, includesWhy: true), details)) }
        }
        if let timeline {
            parts.append((timeline, layout.helpLine))
        } else if logCursor.hasSelection {
            parts.append((HelpLine(text: HelpLine.eventLog), layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: .interactive, severalInputMethods: simulator.inputMethods.count > 1), layout.helpLine))
        }
        for (widget, area) in parts { widget.draw(in: area, on: &canvas) }
        return canvas
    }

    /// Where the event log is drawn over the whole terminal (all but the help line): while the
    /// log has the selection in a layout with no event log pane; nil otherwise.
    public static func fullScreenLog(layout: TerminalLayout, cursor: EventLogCursor) -> Rect? {
        guard cursor.hasSelection, !layout.panes.contains(where: { $0.kind == .events }) else { return nil }
        return Rect(x: 1, y: 0, width: max(0, layout.terminal.width - 2), height: max(0, layout.terminal.height - 1))
    }

    /// Where an entry's open details are drawn when the log has a pane: over the why panel and
    /// the log together, since the details end with the entry's why text; nil when they are not open.
    static func detailsArea(layout: TerminalLayout, cursor: EventLogCursor) -> Rect? {
        guard cursor.level == .details, let events = layout.panes.first(where: { $0.kind == .events })?.frame else { return nil }
        guard let why = layout.panes.first(where: { $0.kind == .why })?.frame else { return events }
        let x = min(why.x, events.x)
        let y = min(why.y, events.y)
        return Rect(x: x, y: y, width: max(why.maxX, events.maxX) - x, height: max(why.maxY, events.maxY) - y)
    }

    /// The widget that draws a pane of `kind`.
    static func widget(for kind: PaneKind, _ simulator: Simulator, _ cursor: EventLogCursor) -> any Widget {
        switch kind {
        case .compact: SidePane(simulator: simulator)
        case .inspector: InspectorPane(simulator: simulator)
        case .why: WhyPanel(simulator: simulator, cursor: cursor)
        case .events: EventLogPane(simulator: simulator, cursor: cursor)
        }
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    public static func drawScreen(_ simulator: Simulator) -> Canvas {
        PhoneScreen(simulator: simulator, concealsSecrets: true).drawn()
    }
}
