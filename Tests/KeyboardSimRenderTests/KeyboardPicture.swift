import KeyboardSim
import KeyboardSimRender

/// A keyboard as a person sees it in colour, as text for goldens: each character as drawn, and
/// where a cell shows no character, `░` for a key's cap, `█` for a cap drawn reversed (the
/// pressed key and its callout), a blank for the tray.
struct KeyboardPicture {
    static let capColors: Set<Style.Color> = [.key, .keySpecial, .keyDark, .keySpecialDark]

    let lines: [String]

    /// Rows `rows` of `canvas`.
    init(_ canvas: Canvas, rows: Range<Int>) {
        lines = rows.map { y in
            var line = ""
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                guard cell.width > 0 else { continue }
                if cell.character != " " {
                    line.append(cell.character)
                } else if Self.capColors.contains(cell.style.color) {
                    line.append(cell.style.reverse ? "█" : "░")
                } else {
                    line.append(" ")
                }
            }
            return line
        }
    }

    /// Whether cell (`x`, `y`) of `canvas` belongs to a key's cap.
    static func isCap(_ canvas: Canvas, x: Int, y: Int) -> Bool { capColors.contains(canvas[x, y].style.color) }
}
