import KeyboardSim

/// The event log pane: the session's log under an "Events" title, each entry whole (wrapped,
/// never cut). On the phone it follows the latest entries; with the selection in the log it keeps
/// the selected entry in view, highlighted; with its details open it shows them, scrolled as the
/// cursor says. Full screen (`includesWhy`) the details end with the entry's why text.
struct EventLogPane: Widget {
    let simulator: Simulator
    let cursor: EventLogCursor
    /// Whether lines are the compact pane's brief ones.
    var brief = false
    /// Whether the details end with the why panel's text for the entry (when no why panel is placed).
    var includesWhy = false

    /// The title row's text at each level: what the keys do there.
    static func title(for level: EventLogCursor.Level) -> String {
        switch level {
        case .phone: "Events"
        case .list: "Events · ↑↓ PgUp PgDn Home End select · Enter details · Esc back"
        case .details: "Event details · ↑↓ scroll · Esc back to the list"
        }
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.height > 0 else { return }
        let log = simulator.log
        let title = PaneText.wrap(PaneText.Line(Self.title(for: cursor.level), Style(.title, bold: true)), to: area.width)
        let titleRows = min(title.count, area.height)
        PaneText(Array(title.prefix(titleRows))).draw(in: Rect(x: area.x, y: area.y, width: area.width, height: titleRows), on: &canvas)
        let body = Rect(x: area.x, y: area.y + titleRows, width: area.width, height: area.height - titleRows)
        guard body.height > 0 else { return }
        switch (cursor.level, cursor.selectedEntry(in: log)) {
        case (.details, let entry?):
            drawDetails(of: entry, in: log, area: body, on: &canvas)
        case (.list, let entry?):
            drawList(around: entry, in: log, area: body, on: &canvas)
        default:
            // Each entry takes a row at least: the last `height` entries are all that can show.
            PaneText(log.entries.suffix(body.height).map(line)).drawLatest(in: body, on: &canvas)
        }
    }

    private func line(_ entry: LogEntry) -> PaneText.Line {
        brief ? LogEntryText.brief(entry) : LogEntryText.line(entry)
    }

    /// The selected entry highlighted, with as many entries after it as before when there are.
    private func drawList(around selected: LogEntry, in log: EventLog, area: Rect, on canvas: inout Canvas) {
        var highlighted = line(selected)
        for index in highlighted.cells.indices {
            highlighted.cells[index].style = Style(highlighted.cells[index].style.color, bold: true, reverse: true)
        }
        let selectedRows = PaneText.wrap(highlighted, to: area.width)
        var above: [PaneText.Line] = []
        var below: [PaneText.Line] = []
        var older = selected.sequence - 1
        var newer = selected.sequence + 1
        var room = area.height - selectedRows.count
        // Alternate newer and older entries so the selection sits mid-pane when it can.
        while room > 0 {
            let newerEntry = log.entry(sequence: newer)
            let olderEntry = log.entry(sequence: older)
            guard newerEntry != nil || olderEntry != nil else { break }
            var placed = false
            if let newerEntry, below.count <= above.count || olderEntry == nil {
                let rows = PaneText.wrap(line(newerEntry), to: area.width)
                if rows.count <= room { below += rows; room -= rows.count; newer += 1; placed = true }
            }
            if !placed, let olderEntry {
                let rows = PaneText.wrap(line(olderEntry), to: area.width)
                if rows.count <= room { above.insert(contentsOf: rows, at: 0); room -= rows.count; older -= 1; placed = true }
            }
            if !placed { break }
        }
        PaneText(above + selectedRows + below).draw(in: area, on: &canvas)
    }

    /// The entry's details (and its why text when asked), from the cursor's scroll row; a last
    /// row says how many more rows there are below.
    private func drawDetails(of entry: LogEntry, in log: EventLog, area: Rect, on canvas: inout Canvas) {
        var lines = LogEntryDetails(entry, in: log).lines
        if includesWhy, let why = WhyPanel.explanation(of: entry, in: simulator.configuration.strategies) {
            lines += [PaneText.Line("Why", Style(.label, bold: true))] + why.lines.map { PaneText.Line($0) }
        }
        let rows = PaneText(lines).wrapped(to: area.width)
        let first = min(cursor.detailsScroll, max(0, rows.count - area.height))
        var shown = Array(rows[first...].prefix(area.height))
        if first + shown.count < rows.count, !shown.isEmpty {
            shown[shown.count - 1] = PaneText.Line("… \(rows.count - first - shown.count + 1) more rows: ↓", Style(.notice))
        }
        PaneText(shown).draw(in: area, on: &canvas)
    }
}
