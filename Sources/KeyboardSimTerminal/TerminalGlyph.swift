import CNcursesw
import KeyboardSim

/// How one canvas glyph becomes text that moves the terminal's cursor by exactly its width.
///
/// The terminal advances by each spacing character's `wcwidth` (as curses would), and puts at
/// most a few combining marks on one cell; the canvas decides widths with its own table, so the
/// pieces are chosen to make the terminal's idea of the row agree with the canvas, whatever the
/// cluster (a flag, an emoji sequence, a lone combining mark).
package enum TerminalGlyph {
    /// Scalars kept in one cell: curses' CCHARW_MAX, a limit terminals share in spirit.
    package static let scalarsPerPiece = 5

    /// The text to send for `character` drawn `width` cells wide: its pieces, one after another.
    package static func text(for character: Character, width: Int) -> String {
        var text = ""
        for scalar in pieces(for: character, width: width).joined() {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: scalar)) { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    /// The scalars of each cell to write, in order, for `character` drawn `width` cells wide.
    ///
    /// Uses the C library's `wcwidth`, so the locale must be UTF-8 (see `TerminalLocale`).
    package static func pieces(for character: Character, width: Int) -> [[wchar_t]] {
        let width = max(1, width)
        // A control would act on the terminal, and a bidirectional one (zero-width to wcwidth)
        // would reorder the row: the canvas never holds one, but no cell may pass one on.
        if character.unicodeScalars.contains(where: VisibleText.mustBeSpelledOut) {
            return padded([[replacementCharacter]], width: 1, to: width)
        }
        var groups: [[wchar_t]] = []
        var groupWidths: [Int] = []
        for scalar in character.unicodeScalars {
            let value = wchar_t(bitPattern: scalar.value)
            let scalarWidth = Int(wcwidth(value))
            if scalarWidth < 0 { return padded([[replacementCharacter]], width: 1, to: width) }
            if scalarWidth == 0, let last = groups.indices.last {
                if groups[last].count < scalarsPerPiece { groups[last].append(value) }
            } else if scalarWidth == 0 {
                // A lone combining mark: give it a space to sit on, or curses would put it on
                // the character to the left.
                groups.append([space, value])
                groupWidths.append(1)
            } else {
                groups.append([value])
                groupWidths.append(scalarWidth)
            }
        }
        guard let first = groups.first else { return padded([], width: 0, to: width) }
        // Several spacing scalars (a flag's two regional indicators) go in sequence when their
        // widths add up to the cell; otherwise (emoji ZWJ sequences, skin tones) only the first
        // spacing character is kept, since setcchar refuses spacing characters after the first.
        if groupWidths.reduce(0, +) == width { return groups }
        if groupWidths[0] > width { return padded([[replacementCharacter]], width: 1, to: width) }
        return padded([first], width: groupWidths[0], to: width)
    }

    /// The pieces followed by enough spaces to fill `target` cells.
    private static func padded(_ pieces: [[wchar_t]], width: Int, to target: Int) -> [[wchar_t]] {
        pieces + Array(repeating: [space], count: max(0, target - width))
    }

    private static let space = wchar_t(0x20)
    /// U+FFFD, one cell wide: stands for anything that cannot be drawn in its cell.
    private static let replacementCharacter = wchar_t(0xFFFD)
}
