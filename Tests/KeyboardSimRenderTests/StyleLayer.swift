import KeyboardSim
import KeyboardSimRender

/// A canvas's styles as text, to keep beside its text snapshot: a legend naming each style
/// that appears, then one symbol per cell (a blank for the plain style), so a golden pins the
/// colours and attributes as the text snapshot pins the characters, and can be read by eye.
///
/// Symbols go to the styles in the order they first appear, reading row by row.
struct StyleLayer {
    static let symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    let text: String

    init(_ canvas: Canvas) {
        var assigned: [Style: Character] = [.plain: " "]
        var legend: [String] = []
        var rows: [String] = []
        for y in 0..<canvas.size.height {
            var row = ""
            for x in 0..<canvas.size.width {
                let style = canvas[x, y].style
                if assigned[style] == nil {
                    let symbol = legend.count < Self.symbols.count ? Self.symbols[legend.count] : "?"
                    assigned[style] = symbol
                    legend.append("\(symbol) \(Self.describe(style))")
                }
                row.append(assigned[style] ?? "?")
            }
            while row.last == " " { row.removeLast() }
            rows.append(row)
        }
        text = (legend + [String(repeating: "─", count: canvas.size.width)] + rows).joined(separator: "\n")
    }

    /// The style's colour and its attributes, e.g. "fieldFocused bold".
    static func describe(_ style: Style) -> String {
        var words = ["\(style.color)"]
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.underline { words.append("underline") }
        if style.reverse { words.append("reverse") }
        return words.joined(separator: " ")
    }
}
