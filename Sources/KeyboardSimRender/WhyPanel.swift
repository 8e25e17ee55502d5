import KeyboardSim

/// The why panel: an explanation's title and source, its numbered steps and why the field ended
/// where it did, wrapped at spaces to the panel's width and cut at its height.
public struct WhyPanel: Widget {
    /// What to explain; nil shows `placeholder`.
    public let explanation: Explanation?
    /// What the panel says when there is nothing to explain.
    public let placeholder: String

    /// Shown before any strategy action or pitfall has been explained.
    public static let placeholder = "Why: strategy actions and pitfalls are explained here, with their source."
    /// Shown when the selected log entry is not a strategy action or a pitfall.
    public static let nothingToExplain = "Why: this entry is not a strategy action or a pitfall; select one of those "
        + "to see the listing it comes from and why the field ended where it did."

    /// Creates the panel.
    public init(explanation: Explanation?, placeholder: String = WhyPanel.placeholder) {
        self.explanation = explanation
        self.placeholder = placeholder
    }

    /// The panel for a session: the selected log entry when the log has the selection (explained
    /// as that entry left the field), otherwise the latest strategy action or pitfall notice,
    /// explained with the field as it is on screen now.
    public init(simulator: Simulator, cursor: EventLogCursor) {
        if let selected = cursor.selectedEntry(in: simulator.log) {
            self.init(explanation: Self.explanation(of: selected), placeholder: Self.nothingToExplain)
            return
        }
        // Pitfalls are logged at the end of their step, after its actions: the newest entry
        // that can be explained is the pitfall whenever one bit in the same step.
        let latest = simulator.log.entries.last(where: Self.isExplained)
        self.init(explanation: latest.flatMap { Self.explanation(of: $0, outcome: FocusOutcome(simulator)) })
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
    static func explanation(of entry: LogEntry, outcome: FocusOutcome? = nil) -> Explanation? {
        let outcome = outcome ?? FocusOutcome(entry.geometry)
        switch entry.kind {
        case .event(.strategy(let action)): return action.explanation(outcome: outcome)
        case .pitfall(let notice): return notice.explanation(outcome: outcome)
        case .event, .uikit: return nil
        }
    }

    public func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        // The title line keeps its style; steps and the why sentence are ordinary text.
        let lines = explanation?.lines ?? [placeholder]
        var rows: [[Cell]] = []
        // Rows past the panel's height are not drawn: wrapping stops there.
        for (index, line) in lines.enumerated() where rows.count < area.height {
            let style = index == 0 ? Style(.title) : Style(.log)
            // Continuation rows of a numbered step line up under its text.
            let indent = index > 0 && line.first?.isNumber == true ? 3 : 0
            rows += Self.wrap(line, style: style, width: area.width, indent: indent)
        }
        let end = min(canvas.size.width, area.maxX)
        for (row, cells) in rows.prefix(area.height).enumerated() {
            canvas.put(cells, at: Point(x: area.x, y: area.y + row), end: end)
        }
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
