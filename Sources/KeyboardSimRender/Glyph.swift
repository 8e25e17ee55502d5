import KeyboardSim

/// One character as a terminal draws it: its grapheme, the columns it covers and its style.
///
/// A canvas stores cells; a terminal shows glyphs. A wide character is one glyph over two cells,
/// and half of a wide character on its own (a canvas that was cut through one) is a blank,
/// because a terminal cannot draw half a character.
package struct Glyph: Hashable, Sendable {
    /// The grapheme drawn, as a code; a blank for half a wide character on its own.
    package var code: GraphemeCode
    /// The columns it covers: 1, or 2 for a wide character.
    package var span: Int
    /// How it is drawn: the style of its first cell.
    package var style: Style

    /// Creates a glyph.
    package init(_ character: Character, span: Int = 1, style: Style = .plain) {
        self.init(code: GraphemeCode(character), span: span, style: style)
    }

    /// Creates a glyph from a grapheme code.
    package init(code: GraphemeCode, span: Int = 1, style: Style = .plain) {
        self.code = code
        self.span = span
        self.style = style
    }

    /// The grapheme drawn; a blank for half a wide character on its own.
    package var character: Character { code.character }

    /// The glyph that starts at column `x` of a row of cells.
    init(startingAt x: Int, in row: UnsafeBufferPointer<Cell>) {
        let cell = row[x]
        if cell.width == 2, x + 1 < row.count, row[x + 1].width == 0 {
            self.init(code: cell.code, span: 2, style: cell.style)
        } else {
            self.init(code: cell.width == 1 ? cell.code : .space, style: cell.style)
        }
    }

    /// The glyph that starts at column `x`, as a terminal shows it: half a wide character on its
    /// own is a blank, and so is a character unsafe to show.
    init(showing x: Int, in row: UnsafeBufferPointer<Cell>) {
        self.init(startingAt: x, in: row)
        code = Self.printable(code)
    }

    /// `code` when it is safe to show, a blank otherwise: a control character would move a
    /// terminal's cursor or start an escape sequence and desynchronise it from our record of it,
    /// and a bidirectional control would reorder what follows it on the line.
    private static func printable(_ code: GraphemeCode) -> GraphemeCode {
        if code.printableASCII != nil { return code }
        if let scalar = code.scalar { return VisibleText.mustBeSpelledOut(scalar) ? .space : code }
        let scalars = code.character.unicodeScalars
        return scalars.isEmpty || scalars.contains(where: VisibleText.mustBeSpelledOut) ? .space : code
    }
}
