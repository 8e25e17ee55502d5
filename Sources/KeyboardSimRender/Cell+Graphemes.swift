import KeyboardSim

extension Cell {
    /// The graphemes of `text` as cells in `style`, one each with its own width (0 for a
    /// zero-width grapheme, 1, or 2 for a wide one): what `Canvas.put` writes, a cell or two each.
    ///
    /// Read a scalar at a time when the text's scalars are its graphemes (nearly every string
    /// drawn), a grapheme at a time otherwise.
    public static func graphemes(of text: String, style: Style) -> [Cell] {
        guard text.scalarsAreGraphemes else { return text.map { Cell($0, width: CellWidth.of($0), style: style) } }
        return text.unicodeScalars.map { Cell(code: GraphemeCode($0), width: CellWidth.of($0), style: style) }
    }
}
