import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
package enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed); a `timeline`
    /// (time control in use) takes the help line's row, which otherwise lists the keys of `keyMap`;
    /// `help` covers all but that row; `narration` fills the narration pane, a `subtitle` (a
    /// cast's `Say`) is written over the last rows and a recording's `keys` caption at the top right. `logCursor` says where the session's selection
    /// is in the event log: when the log has it and the layout has no event log pane (the compact
    /// pane below 100 columns), the log takes the whole terminal. `whyPanel` says whether the why
    /// panel shows the steps or the code, and how far it is scrolled.
    package static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                            keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil, help: HelpOverlay? = nil,
                            narration: LessonProgress? = nil, subtitle: String? = nil, keys: String? = nil,
                            logCursor: EventLogCursor = EventLogCursor(), whyPanel: WhyPanelState = WhyPanelState()) -> Canvas {
        draw(comparing: [(nil, simulator)], layout: layout, concealingSecrets: concealingSecrets, keyMap: keyMap,
             timeline: timeline, help: help, narration: narration, subtitle: subtitle, keys: keys, logCursor: logCursor,
             whyPanel: whyPanel)
    }

    /// What a terminal of `terminal` cells shows while it is smaller than the `needs` a replay is
    /// drawn at (in its corner, where it is too large in the other direction).
    package static func tooSmall(terminal: Size, needs: Size) -> Canvas {
        let drawn = TerminalLayout.drawnSize(for: terminal)
        var canvas = Canvas(size: drawn)
        TerminalSizeNotice(terminal: terminal, minimum: needs, phones: 1).draw(in: Rect(origin: .zero, size: drawn), on: &canvas)
        return canvas
    }

    /// The frame of a comparison: one phone per simulator, side by side as `layout` places them,
    /// each under its label (a strategy, an era) and the verdict of its focused field; the rest as
    /// `draw` (the event log's is the first phone's).
    package static func draw(comparing phones: [(label: String?, simulator: Simulator)], layout: TerminalLayout,
                            concealingSecrets: Bool = false, keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil,
                            help: HelpOverlay? = nil, narration: LessonProgress? = nil, subtitle: String? = nil,
                            keys: String? = nil, logCursor: EventLogCursor = EventLogCursor(),
                            whyPanel: WhyPanelState = WhyPanelState()) -> Canvas {
        var canvas = Canvas(size: layout.drawnSize)
        let bounds = Rect(origin: .zero, size: layout.drawnSize)
        guard let first = phones.first?.simulator, !layout.screens.isEmpty else {
            // A pinned phone needs the size its tape pins: the notice says whose need it is.
            let asker = layout.phoneTerminal == nil ? "kbsim" : narration?.isLesson == true ? "this lesson" : "this tape"
            TerminalSizeNotice(terminal: layout.terminal, minimum: layout.minimum, phones: layout.phoneCount, asker: asker)
                .draw(in: bounds, on: &canvas)
            return canvas
        }
        var parts: [(any Widget, Rect)] = []
        if let fullScreen = fullScreenLog(layout: layout, cursor: logCursor) {
            parts.append((EventLogPane(simulator: first, cursor: logCursor, includesWhy: true), fullScreen))
        } else {
            var caret: Point?
            for (index, (label, simulator)) in zip(phones.indices, phones) where layout.screens.indices.contains(index) {
                Bezel().draw(in: layout.phones[index], on: &canvas)
                PhoneScreen(simulator: simulator, concealsSecrets: concealingSecrets).draw(in: layout.screens[index], on: &canvas)
                // A terminal has one cursor: the first phone's caret.
                if index == 0 { caret = canvas.cursor }
                if let label, layout.labels.indices.contains(index) {
                    PhoneLabel(name: label, verdict: simulator.focusedIndex.map(simulator.fieldVerdict)).draw(in: layout.labels[index], on: &canvas)
                }
            }
            canvas.cursor = caret
            let details = detailsArea(layout: layout, cursor: logCursor)
            for pane in layout.panes where details == nil || (pane.kind != .why && pane.kind != .events) {
                parts.append((widget(for: pane.kind, first, logCursor, narration: narration, whyPanel: whyPanel), pane.frame))
            }
            if let details { parts.append((EventLogPane(simulator: first, cursor: logCursor, includesWhy: true), details)) }
        }
        if let timeline {
            parts.append((timeline, layout.helpLine))
        } else if logCursor.hasSelection {
            parts.append((HelpLine(text: HelpLine.eventLog), layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: keyMap, severalInputMethods: first.inputMethods.count > 1, width: layout.terminal.width), layout.helpLine))
        }
        if let help {
            parts.append((help, HelpOverlay.frame(in: layout.terminal)))
            canvas.cursor = nil
        }
        if let subtitle { parts.append((Subtitle(text: subtitle), bounds)) }
        if let keys { parts.append((KeystrokeOverlay(text: keys), bounds)) }
        for (widget, area) in parts { widget.draw(in: area, on: &canvas) }
        return canvas
    }

    /// Where the event log is drawn over the whole terminal (all but the help line): while the
    /// log has the selection in a layout with no event log pane; nil otherwise.
    package static func fullScreenLog(layout: TerminalLayout, cursor: EventLogCursor) -> Rect? {
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

    /// The widget that draws a pane of `kind` (the narration pane shows `narration`'s, if any).
    static func widget(for kind: PaneKind, _ simulator: Simulator, _ cursor: EventLogCursor,
                       narration: LessonProgress? = nil, whyPanel: WhyPanelState = WhyPanelState()) -> any Widget {
        switch kind {
        case .compact: SidePane(simulator: simulator)
        case .inspector: InspectorPane(simulator: simulator)
        case .why: WhyPanel(simulator: simulator, cursor: cursor, state: whyPanel)
        case .events: EventLogPane(simulator: simulator, cursor: cursor)
        case .narration: NarrationPane(progress: narration ?? LessonProgress(cues: [], end: 0, inputCount: 0))
        }
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    package static func drawScreen(_ simulator: Simulator) -> Canvas {
        PhoneScreen(simulator: simulator, concealsSecrets: true).drawn()
    }
}
