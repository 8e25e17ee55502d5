import KeyboardSim

/// The why panel: an explanation's title and source, its numbered steps and why the field ended
/// where it did, wrapped at spaces to the panel's width and cut at its height.
public struct WhyPanel: Widget {
    /// What to explain; nil shows what the panel is for until something happens.
    public let explanation: Explanation?

    /// Shown before any strategy action or pitfall has been explained.
    public static let placeholder = "Why: strategy actions and pitfalls are explained here, with their source."

    /// Creates the panel.
    public init(explanation: Explanation?) {
        self.explanation = explanation
    }

    public func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        // The title line keeps its style; steps and the why sentence are ordinary text.
        let lines = explanation?.lines ?? [Self.placeholder]
        var rows: [(String, Style)] = []
        for (index, line) in lines.enumerated() {
            let style = index == 0 ? Style(.title) : Style(.log)
            // Continuation rows of a numbered step line up under its text.
            let indent = index > 0 && line.first?.isNumber == true ? 3 : 0
            rows += Self.wrap(line, width: area.width, indent: indent).map { ($0, style) }
        }
        for (row, (text, style)) in rows.prefix(area.height).enumerated() {
            canvas.put(text, at: Point(x: area.x, y: area.y + row), style: style, limit: area.width)
        }
    }

    /// `text` broken at spaces into rows of at most `width` cells, continuation rows indented by
    /// `indent`; a word longer than a row is left for `Canvas.put` to cut.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = row.isEmpty ? String(word) : row + " " + word
            let prefix = rows.isEmpty ? 0 : indent
            if CellWidth.of(candidate) + prefix <= width || row.isEmpty {
                row = candidate
            } else {
                rows.append(row)
                row = String(word)
            }
        }
        rows.append(row)
        return rows.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
    }
}
