import KeyboardSim

/// One character as a terminal draws it: its grapheme, the columns it covers and its style.
///
/// A canvas stores cells; a terminal shows glyphs. A wide character is one glyph over two cells,
/// and half of a wide character on its own (a canvas that was cut through one) is a blank,
/// because a terminal cannot draw half a character.
public struct Glyph: Hashable, Sendable {
    /// The grapheme drawn, as a code; a blank for half a wide character on its own.
    public var code: GraphemeCode
    /// The columns it covers: 1, or 2 for a wide character.
    public var span: Int
    /// How it is drawn: the style of its first cell.
    public var style: Style

    /// Creates a glyph.
    public init(_ character: Character, span: Int = 1, style: Style = .plain) {
        self.init(code: GraphemeCode(character), span: span, style: style)
    }

    /// Creates a glyph from a grapheme code.
    public init(code: GraphemeCode, span: Int = 1, style: Style = .plain) {
        self.code = code
        self.span = span
        self.style = style
    }

    /// The grapheme drawn; a blank for half a wide character on its own.
    public var character: Character { code.character }

    /// The canvas cells this glyph fills: one, or a wide character and its right half.
    public var cells: [Cell] {
        span == 2 ? [Cell(code: code, width: 2, style: style), Cell(code: code, width: 0, style: style)]
            : [Cell(code: code, width: 1, style: style)]
    }
}

extension Canvas {
    /// The glyphs of row `y`, indexed by the column where each starts; nil for the second
    /// column of a wide character.
    public func glyphs(inRow y: Int) -> [Glyph?] {
        let width = size.width
        var glyphs = [Glyph?](repeating: nil, count: width)
        var x = 0
        while x < width {
            let cell = self[x, y]
            if cell.width == 2, x + 1 < width, self[x + 1, y].width == 0 {
                glyphs[x] = Glyph(code: cell.code, span: 2, style: cell.style)
                x += 2
            } else {
                glyphs[x] = Glyph(code: cell.width == 1 ? cell.code : .space, style: cell.style)
                x += 1
            }
        }
        return glyphs
    }
}
