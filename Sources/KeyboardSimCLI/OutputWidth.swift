import Foundation
import KeyboardSim

/// How many columns text written to a descriptor has before a line wraps: the terminal's width
/// when it is one, else $COLUMNS, else 80.
enum OutputWidth {
    /// The width lines written to `descriptor` are wrapped at.
    static func columns(of descriptor: Int32) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }

    /// `text` broken at spaces into lines of at most `width` columns (a word longer than that keeps
    /// its own line, whole), the first after `lead`, each after the first indented by `indent` columns.
    static func wrap(_ text: String, width: Int, indent: Int = 0, lead: String = "") -> [String] {
        var lines: [String] = []
        var line = lead
        var lineWidth = CellWidth.of(lead)
        var wordsOnLine = 0
        for word in text.split(separator: " ") {
            let wordWidth = CellWidth.of(String(word))
            if wordsOnLine > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineWidth = indent
                wordsOnLine = 0
            }
            if wordsOnLine > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
            wordsOnLine += 1
        }
        return lines + [line]
    }
}
