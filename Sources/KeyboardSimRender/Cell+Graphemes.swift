import KeyboardSim

extension Cell {
    /// The graphemes of `text` as cells in `style`, one each with its own width (0 for a
    /// zero-width grapheme, 1, or 2 for a wide one): what `Canvas.put` writes, a cell or two each.
    ///
    /// Read a byte at a time when the text is printable ASCII (most strings drawn), a scalar at a
    /// time when its scalars are its graphemes, a grapheme at a time otherwise.
    package static func graphemes(of text: String, style: Style) -> [Cell] {
        var text = text
        let ascii = text.withUTF8 { bytes -> [Cell]? in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            return bytes.map { Cell(code: GraphemeCode(rawValue: UInt32($0)), style: style) }
        }
        if let ascii { return ascii }
        guard text.scalarsAreGraphemes else { return text.map { Cell($0, width: CellWidth.of($0), style: style) } }
        return text.unicodeScalars.map { Cell(code: GraphemeCode($0), width: CellWidth.of($0), style: style) }
    }
}
