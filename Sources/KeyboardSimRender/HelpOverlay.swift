import KeyboardSim

/// The help over the whole terminal: every key of the session's key map and what the marks on
/// the screen mean, or (Tab) the glossary of the words the screens use; scrolled when it does not
/// fit. A click on a key's row does what the key does.
package struct HelpOverlay: Widget {
    /// The keys listed.
    package let keyMap: KeyMap
    /// The first row shown, counted in wrapped rows (clamped when drawn).
    package var scroll: Int
    /// The page shown.
    package var page: Page = .keys

    /// The overlay's two pages.
    package enum Page: Hashable, Sendable {
        /// The keys and the marks on the screen.
        case keys
        /// Every term of `Glossary`, defined.
        case glossary
    }

    /// The width of the keys' column.
    static let keysWidth = 22

    /// Help for `keyMap`, scrolled to `scroll`.
    package init(keyMap: KeyMap, scroll: Int = 0) {
        self.keyMap = keyMap
        self.scroll = scroll
    }

    /// Where the overlay stands in a terminal of `terminal` cells: all of it but the last row.
    package static func frame(in terminal: Size) -> Rect {
        Rect(x: 0, y: 0, width: terminal.width, height: max(0, terminal.height - 1))
    }

    /// The inside of the box: rows of text.
    static func textArea(of frame: Rect) -> Rect {
        frame.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    }

    /// Draws the help in `area` of `canvas`.
    package func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width >= 4, area.height >= 3 else { return }
        canvas.fill(area, style: .plain)
        canvas.frame(area, style: Style(.title))
        let text = Self.textArea(of: area)
        let rows = self.rows(width: text.width)
        let first = clampedScroll(rowCount: rows.count, height: text.height)
        let more = rows.count > text.height ? " · ↑↓ PgUp PgDn (\(first + 1)–\(min(rows.count, first + text.height))/\(rows.count))" : ""
        let title = page == .keys ? " kbsim help · Tab: glossary · Esc closes" : " kbsim glossary · Tab: keys · Esc closes"
        canvas.put(title + more + " ", at: Point(x: area.x + 2, y: area.y), style: Style(.title, bold: true),
                   limit: area.width - 4)
        for (offset, row) in rows.dropFirst(first).prefix(text.height).enumerated() {
            row.line.draw(at: Point(x: text.x, y: text.y + offset), end: text.maxX, on: &canvas)
        }
    }

    /// The first row shown: `scroll`, kept within the rows.
    func clampedScroll(rowCount: Int, height: Int) -> Int {
        min(max(0, scroll), max(0, rowCount - height))
    }

    /// The overlay's rows at `width` columns, each with the session action a click on it does.
    func rows(width: Int) -> [(line: PaneText.Line, action: SessionAction?)] {
        page == .keys ? keyRows(width: width) : Self.glossaryRows(width: width).map { ($0, nil) }
    }

    /// The glossary page's rows at `width` columns: each term, its definition wrapped beside it.
    static func glossaryRows(width: Int) -> [PaneText.Line] {
        [PaneText.Line("Glossary: the words of the lessons, the inspector and the why panel", Style(.title, bold: true))]
            + Glossary.entries.flatMap { entry($0.term, $0.definition, width: width) }
    }

    /// Shows the other page, from its top.
    package mutating func turnPage() {
        page = page == .keys ? .glossary : .keys
        scroll = 0
    }

    /// The keys page's rows at `width` columns, each with the session action a click on it does.
    private func keyRows(width: Int) -> [(line: PaneText.Line, action: SessionAction?)] {
        var rows: [(line: PaneText.Line, action: SessionAction?)] = [(PaneText.Line("Keys", Style(.title, bold: true)), nil)]
        for binding in keyMap.bindings {
            // The phone's own keys do nothing from here: a click is for the session's.
            let clickable = binding.action != .phone && binding.action != .ignore
            rows += Self.entry(binding.keys, binding.summary, width: width).map { ($0, clickable ? binding.action : nil) }
        }
        rows += [(PaneText.Line(""), nil), (PaneText.Line("Marks on the screen", Style(.title, bold: true)), nil)]
        for (mark, meaning) in ScreenLegend.entries {
            rows += Self.entry(mark, meaning, width: width).map { ($0, nil) }
        }
        return rows
    }

    /// A two-column entry at `width` columns: the keys (or mark), then what it does, wrapped in
    /// its own column; keys too wide for theirs take a row of their own.
    static func entry(_ keys: String, _ text: String, width: Int) -> [PaneText.Line] {
        let column = min(keysWidth, width / 3)
        let keysLine = PaneText.Line(keys, Style(.label, bold: true))
        let indent = PaneText.Line(String(repeating: " ", count: column))
        let wrapped = PaneText.wrap(PaneText.Line(text), to: max(1, width - column))
            .map { PaneText.Line(cells: Array($0.cells.drop { $0.code == .space })) }
        guard CellWidth.of(keys) < column else { return [keysLine] + wrapped.map { indent + $0 } }
        let padding = PaneText.Line(String(repeating: " ", count: column - CellWidth.of(keys)))
        return [keysLine + padding + wrapped[0]] + wrapped.dropFirst().map { indent + $0 }
    }

    /// What a click on `point` (terminal cells) does when the overlay fills `frame`, if anything.
    package func action(at point: Point, in frame: Rect) -> SessionAction? {
        let text = Self.textArea(of: frame)
        guard text.contains(point) else { return nil }
        let rows = self.rows(width: text.width)
        let index = clampedScroll(rowCount: rows.count, height: text.height) + point.y - text.y
        return rows.indices.contains(index) ? rows[index].action : nil
    }

    /// The rows of text the overlay shows at once in `frame`: how far a page scrolls.
    package static func pageRows(in frame: Rect) -> Int {
        max(1, textArea(of: frame).height)
    }

    /// Scrolls by `rows` (negative: up), kept within the rows the overlay has in `frame`, so that
    /// the way back starts at once.
    package mutating func scroll(by rows: Int, in frame: Rect) {
        let text = Self.textArea(of: frame)
        let rowCount = self.rows(width: text.width).count
        // No scroll goes further than every row: Home and End pass Int.max.
        scroll = clampedScroll(rowCount: rowCount, height: text.height) + min(max(rows, -rowCount), rowCount)
        scroll = clampedScroll(rowCount: rowCount, height: text.height)
    }
}
