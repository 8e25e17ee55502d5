import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, panes, help line — into a canvas.
package enum Renderer {
    /// What a terminal of `terminal` cells shows while it is smaller than the `needs` a replay is
    /// drawn at (in its corner, where it is too large in the other direction).
    package static func tooSmall(terminal: Size, needs: Size) -> Canvas {
        let drawn = TerminalLayout.drawnSize(for: terminal)
        var canvas = Canvas(size: drawn)
        TerminalSizeNotice(terminal: terminal, minimum: needs, phones: 1).draw(in: Rect(origin: .zero, size: drawn), on: &canvas)
        return canvas
    }

    /// The frame that shows `scene`: its phones side by side as its layout places them, each under
    /// its label and the verdict of its focused field, its panes (the event log and why panel the
    /// first phone's), the help line or time control's line, and what lies over them.
    package static func draw(_ scene: Scene) -> Canvas {
        let (phones, layout, narration, logCursor) = (scene.phones, scene.layout, scene.narration, scene.logCursor)
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
                PhoneScreen(simulator: simulator, concealsSecrets: scene.concealingSecrets).draw(in: layout.screens[index], on: &canvas)
                // A terminal has one cursor: the first phone's caret.
                if index == 0 { caret = canvas.cursor }
                if let label, layout.labels.indices.contains(index) {
                    PhoneLabel(name: label, verdict: simulator.focusedIndex.map(simulator.fieldVerdict)).draw(in: layout.labels[index], on: &canvas)
                }
            }
            canvas.cursor = caret
            let details = detailsArea(layout: layout, cursor: logCursor)
            for pane in layout.panes where details == nil || (pane.kind != .why && pane.kind != .events) {
                parts.append((widget(for: pane.kind, first, logCursor, narration: narration, whyPanel: scene.whyPanel), pane.frame))
            }
            if let details { parts.append((EventLogPane(simulator: first, cursor: logCursor, includesWhy: true), details)) }
        }
        if let timeline = scene.timeline {
            parts.append((timeline, layout.helpLine))
        } else if logCursor.hasSelection {
            parts.append((HelpLine(text: HelpLine.eventLog), layout.helpLine))
        } else {
            parts.append((HelpLine(keyMap: scene.keyMap, severalInputMethods: first.inputMethods.count > 1, width: layout.terminal.width), layout.helpLine))
        }
        if let help = scene.help {
            parts.append((help, HelpOverlay.frame(in: layout.terminal)))
            canvas.cursor = nil
        }
        if let subtitle = scene.subtitle { parts.append((Subtitle(text: subtitle), bounds)) }
        if let keys = scene.keys { parts.append((KeystrokeOverlay(text: keys), bounds)) }
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
                       narration: Narration? = nil, whyPanel: WhyPanelState = WhyPanelState()) -> any Widget {
        switch kind {
        case .compact: SidePane(simulator: simulator)
        case .inspector: InspectorPane(simulator: simulator)
        case .why: WhyPanel(simulator: simulator, cursor: cursor, state: whyPanel)
        case .events: EventLogPane(simulator: simulator, cursor: cursor)
        case .narration: NarrationPane(narration: narration ?? .silent)
        }
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    package static func drawScreen(_ simulator: Simulator) -> Canvas {
        PhoneScreen(simulator: simulator, concealsSecrets: true).drawn()
    }
}
