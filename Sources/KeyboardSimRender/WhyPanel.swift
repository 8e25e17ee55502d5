import KeyboardSim

/// The why panel: an explanation's title and source, why the field ended where it did (its
/// conclusion, on the first page), then the numbered steps that lead there — or, switched to its code, the strategy's listing in kbsim's words with the line
/// that just ran marked and the source's address below — wrapped at spaces to the panel's width.
/// What does not fit scrolls: the last row then says how much more there is and which key shows it.
package struct WhyPanel: Widget {
    /// What to explain; nil shows `placeholder`.
    package let explanation: Explanation?
    /// What the panel says when there is nothing to explain.
    package let placeholder: String
    /// The explained entry's code: the strategy's listing and the line that ran; nil with no entry.
    let code: Code?
    /// What the panel explains (the log entry), so that its scroll starts again at the top for another.
    package let subject: Subject?
    /// Steps or code, and how far scrolled.
    let state: WhyPanelState
    /// The scroll view's contentInset and adjustedContentInset at the explained moment, when they
    /// differ (the safe area counted): said below the steps, since scrolling follows the adjusted one.
    let insets: (content: EdgeInsets, adjusted: EdgeInsets)?

    /// What a why panel explains: a log entry, known by its place in the session and its time.
    package struct Subject: Hashable, Sendable {
        /// The entry's sequence number in the log.
        package var sequence: Int
        /// The entry's virtual time (a session rebuilt by a step back reuses sequence numbers).
        package var time: Double

        /// The subject that is `entry`.
        init(_ entry: LogEntry) {
            self.init(sequence: entry.sequence, time: entry.time)
        }

        /// The subject with this sequence number and time.
        package init(sequence: Int, time: Double) {
            self.sequence = sequence
            self.time = time
        }
    }

    /// A listing with the line that just ran and the live numbers of the lines that ran with it.
    struct Code {
        /// The strategy's listing.
        var listing: StrategyListing
        /// The line that just ran, marked ▶.
        var marked: Int?
        /// The lines that ran, which show their live numbers.
        var ran: Set<Int>
        /// The numbers the live templates are filled with.
        var values: TemplateValues
    }

    /// Shown before any strategy action or pitfall has been explained.
    package static let placeholder = "Why: strategy actions and pitfalls are explained here, with their source."
    /// Shown when the selected log entry is not a strategy action or a pitfall.
    package static let nothingToExplain = "Why: this entry is not a strategy action or a pitfall; select one of those "
        + "to see the listing it comes from and why the field ended where it did."

    /// Creates the panel, with its entry's `code`, its `subject` and the learner's `state`.
    init(explanation: Explanation?, placeholder: String = WhyPanel.placeholder, code: Code?, subject: Subject? = nil,
         state: WhyPanelState = WhyPanelState(), insets: (content: EdgeInsets, adjusted: EdgeInsets)? = nil) {
        self.insets = insets.flatMap { $0.content == $0.adjusted ? nil : $0 }
        self.explanation = explanation
        self.placeholder = placeholder
        self.code = code
        self.subject = subject
        self.state = state
    }

    /// Creates a panel of `explanation` alone, at the top, showing its steps.
    package init(explanation: Explanation?, placeholder: String = WhyPanel.placeholder) {
        self.init(explanation: explanation, placeholder: placeholder, code: nil)
    }

    /// The panel for a session: the selected log entry when the log has the selection (explained
    /// as that entry left the field), otherwise the latest strategy action or pitfall notice,
    /// explained with the field as it is on screen now; shown as `state` says.
    package init(simulator: Simulator, cursor: EventLogCursor, state: WhyPanelState = WhyPanelState()) {
        let strategies = simulator.configuration.strategies
        switch Self.entry(of: simulator, cursor: cursor) {
        case .selected(let selected):
            self.init(explanation: Self.explanation(of: selected, in: strategies), placeholder: Self.nothingToExplain,
                      code: Self.code(of: selected, in: strategies), subject: Subject(selected), state: state,
                      insets: (selected.geometry.contentInset, selected.geometry.adjustedContentInset))
        case .latest(let latest):
            let scrollView = simulator.presentedViews.scrollView
            self.init(explanation: latest.flatMap { Self.explanation(of: $0, outcome: FocusOutcome(simulator), in: strategies) },
                      code: latest.flatMap { Self.code(of: $0, in: strategies) }, subject: latest.map(Subject.init), state: state,
                      insets: (scrollView.contentInset, scrollView.adjustedContentInset))
        }
    }

    /// What the panel for `simulator` and `cursor` explains, found without building the explanation:
    /// what a session asks of every frame to know when the panel's scroll starts again.
    package static func subject(of simulator: Simulator, cursor: EventLogCursor) -> Subject? {
        switch entry(of: simulator, cursor: cursor) {
        case .selected(let selected): Subject(selected)
        case .latest(let latest): latest.map(Subject.init)
        }
    }

    /// The log entry a panel speaks of: the one the log has selected, else the latest it can explain.
    private enum Entry {
        case selected(LogEntry)
        case latest(LogEntry?)
    }

    private static func entry(of simulator: Simulator, cursor: EventLogCursor) -> Entry {
        if let selected = cursor.selectedEntry(in: simulator.log) { return .selected(selected) }
        // Pitfalls are logged at the end of their step, after its actions: the newest entry
        // that can be explained is the pitfall whenever one bit in the same step.
        return .latest(simulator.log.entries.last(where: Self.isExplained))
    }

    /// Whether the panel explains entries like `entry`: strategy actions and pitfall notices.
    static func isExplained(_ entry: LogEntry) -> Bool {
        switch entry.kind {
        case .event(.strategy), .pitfall: true
        case .event, .uikit: false
        }
    }

    /// `entry` explained with the field where that entry left it (its own geometry, not the
    /// screen now, so an old entry's "why" speaks of its own moment); nil for entries with no
    /// explanation (notifications, delegate calls, UIKit's actions).
    static func explanation(of entry: LogEntry, outcome: FocusOutcome? = nil, in strategies: StrategyCatalogue) -> Explanation? {
        let outcome = outcome ?? FocusOutcome(entry.geometry)
        switch entry.kind {
        case .event(.strategy(let action)): return action.explanation(outcome: outcome, in: strategies)
        case .pitfall(let notice): return notice.explanation(outcome: outcome)
        case .event, .uikit: return nil
        }
    }

    /// The code of `entry`'s strategy, the line it ran marked (for a pitfall, the line where it bites).
    static func code(of entry: LogEntry, in strategies: StrategyCatalogue) -> Code? {
        switch entry.kind {
        case .event(.strategy(let action)):
            let listing = strategies.explanations(of: action.strategy).listing
            let values = TemplateValues(action.details)
            let ran = listing.lines.indices.filter { listing.lines[$0].ran(by: action.action, values: values) }
            return Code(listing: listing, marked: listing.lineThatRan(action.action, values: values), ran: Set(ran), values: values)
        case .pitfall(let notice):
            let listing = strategies.explanations(of: notice.strategy).listing
            let marked = listing.line(of: notice.pitfall)
            return Code(listing: listing, marked: marked, ran: Set(marked.map { [$0] } ?? []), values: TemplateValues(notice.details))
        case .event, .uikit:
            return nil
        }
    }

    /// The key that switches between the steps and the code, as the help names it.
    static let toggleKey = KeyMap.interactive.firstKey(for: .toggleWhyCode) ?? "F11"
    /// The key that scrolls the panel down a page.
    static let scrollDownKey = KeyMap.interactive.firstKey(for: .scrollWhyDown) ?? "Shift-PgDn"
    /// The key that scrolls the panel up a page.
    static let scrollUpKey = KeyMap.interactive.firstKey(for: .scrollWhyUp) ?? "Shift-PgUp"

    /// Every row of the panel's content at `width` columns, before scrolling; in a panel `height`
    /// rows high, the conclusion goes above the title when the two would not share its first page.
    func rows(width: Int, height: Int = .max) -> [[Cell]] {
        guard let explanation else { return Self.wrap(placeholder, style: Style(.log), width: width, indent: 0) }
        if state.content == .code, let code { return codeRows(code, title: explanation.title, width: width) }
        // The conclusion right under the title, so that the first page holds it at any size the
        // panel gets (80x24 under a lesson's narration); the steps that lead to it may scroll.
        // The source comes after the conclusion: its title and date take rows the first page needs.
        let title = Self.wrap(explanation.title, style: Style(.title), width: width, indent: 0)
        let why = explanation.why.isEmpty ? [] : Self.wrap(explanation.why, style: Style(.normal, bold: true), width: width, indent: 0)
        var rows = title.count + why.count > Self.pageRows(in: Rect(x: 0, y: 0, width: width, height: height)) ? why + title : title + why
        rows += Self.wrap("— \(explanation.source)", style: Style(.title), width: width, indent: 2)
        for line in explanation.lines.dropFirst().dropLast() {
            // Continuation rows of a numbered step line up under its text.
            rows += Self.wrap(line, style: Style(.log), width: width, indent: line.first?.isNumber == true ? 3 : 0)
        }
        if let insets {
            rows += Self.wrap("contentInset \(insets.content) · adjustedContentInset \(insets.adjusted): UIKit adds the safe "
                              + "area the scroll view reaches (bars, home indicator), and scrolling follows the adjusted one.",
                              style: Style(.log), width: width, indent: 0)
        }
        if code != nil {
            rows += Self.wrap("\(Self.toggleKey): the code, the line that ran marked", style: Style(.log, dim: true), width: width, indent: 0)
        }
        return rows
    }

    /// The listing's rows: a title, the lines (▶ on the one that ran, the live numbers beside those
    /// that ran, or below where they do not fit), then each source and where to read it.
    private func codeRows(_ code: Code, title: String, width: Int) -> [[Cell]] {
        var rows = PaneText.wrap(PaneText.Line("\(title) — as code, in kbsim's words", Style(.title)), to: width)
        for (index, line) in code.listing.lines.enumerated() {
            let isMarked = index == code.marked
            let ran = code.ran.contains(index)
            let shown = PaneText.Line(isMarked ? "▶ " : "  ", Style(.notice, bold: true))
                + PaneText.Line(line.code, isMarked ? Style(.normal, bold: true) : Style(.normal, dim: !ran))
            var lineRows = PaneText.wrap(shown, to: width)
            if ran, let live = code.listing.liveNumber(ofLine: index, values: code.values) {
                let comment = PaneText.Line("  // \(live)", Style(.log))
                if lineRows[lineRows.count - 1].width + comment.width <= width {
                    lineRows[lineRows.count - 1] = lineRows[lineRows.count - 1] + comment
                } else {
                    // Below the code, in line with it.
                    let indent = String(repeating: " ", count: 2 + line.code.prefix { $0 == " " }.count)
                    lineRows += PaneText.wrap(PaneText.Line(indent) + PaneText.Line("// \(live)", Style(.log)), to: width)
                }
            }
            rows += lineRows
        }
        for source in code.listing.sources {
            let address = source.address.isEmpty ? "no address recorded" : source.address
            rows += PaneText.wrap(PaneText.Line("\(source): \(address)", Style(.log)), to: width)
        }
        rows += PaneText.wrap(PaneText.Line("\(Self.toggleKey): back to the steps", Style(.log, dim: true)), to: width)
        return rows.map(\.cells)
    }

    /// The rows a page scrolls in `area`: all but the row that says there is more.
    package static func pageRows(in area: Rect) -> Int { max(1, area.height - 1) }

    /// The most rows the panel can be scrolled past in `area`.
    package func largestOffset(in area: Rect) -> Int {
        let count = rows(width: area.width, height: area.height).count
        return count <= area.height ? 0 : count - Self.pageRows(in: area)
    }

    /// Draws the panel in `area` of `canvas`.
    package func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let rows = rows(width: area.width, height: area.height)
        var shown = rows
        if rows.count > area.height {
            let offset = min(state.offset(for: subject), rows.count - Self.pageRows(in: area))
            shown = Array(rows[offset...].prefix(Self.pageRows(in: area)))
            let below = rows.count - offset - shown.count
            shown.append(Cell.graphemes(of: Self.moreMark(above: offset, below: below), style: Style(.notice)))
        }
        let end = min(canvas.size.width, area.maxX)
        for (row, cells) in shown.prefix(area.height).enumerated() {
            canvas.put(cells, at: Point(x: area.x, y: area.y + row), end: end)
        }
    }

    /// The last row of a panel that does not show everything: how many rows lie below (or above) and the keys.
    static func moreMark(above: Int, below: Int) -> String {
        // Short enough for the narrowest pane (36 columns): in the middle, both keys in one.
        below > 0 ? "↓ \(below) more \(below == 1 ? "row" : "rows"): \(scrollDownKey)" + (above > 0 ? "/PgUp" : "")
            : "↑ \(above) more above: \(scrollUpKey)"
    }

    /// `text` in `style` broken at spaces into rows of graphemes' cells (`Cell.graphemes`) of at
    /// most `width` columns, continuation rows indented by `indent`; a word longer than a row is
    /// left for `Canvas.put` to cut.
    ///
    /// A row is a run of the text between spaces, which are graphemes of their own, so its width
    /// is the sum of its graphemes' widths: words are measured once, not rows again at each word.
    static func wrap(_ text: String, style: Style, width: Int, indent: Int) -> [[Cell]] {
        let space = Cell(code: .space, style: style)
        var rows: [[Cell]] = []
        var row: [Cell] = []
        var rowWidth = 0
        for word in Cell.graphemes(of: text, style: style).split(separator: space, omittingEmptySubsequences: false) {
            let wordWidth = word.reduce(0) { $0 + $1.width }
            let longerWidth = row.isEmpty ? wordWidth : rowWidth + 1 + wordWidth
            let prefix = rows.isEmpty ? 0 : indent
            if longerWidth + prefix <= width || row.isEmpty {
                if !row.isEmpty { row.append(space) }
                row += word
                rowWidth = longerWidth
            } else {
                rows.append(row)
                row = Array(word)
                rowWidth = wordWidth
            }
        }
        rows.append(row)
        let indentation = Array(repeating: space, count: indent)
        return rows.enumerated().map { $0.offset == 0 ? $0.element : indentation + $0.element }
    }
}
