/// The one rule that cuts a text view's lines into rows, one greedy step at a time: what a whole
/// wrap (`TextLayout.Rows`) and an edit's re-wrap (`WrappedText`) both run, so they cannot differ.
enum RowBreaker {
    /// What wrapping knows of one grapheme as drawn.
    struct Glyph: Sendable {
        /// The cells its glyph takes (a line break takes none).
        let width: Int
        /// Whether its glyph is blank: a row may break next to it.
        let isBlank: Bool
        /// Whether it ends a line.
        let isLineBreak: Bool

        /// A line break.
        static let lineBreak = Glyph(width: 0, isBlank: false, isLineBreak: true)

        /// `glyph`, the drawn form of a grapheme (see `TextLayout.glyph(for:masked:)`) or a line break.
        init(drawn glyph: Character) {
            self.init(width: glyph.isNewline ? 0 : CellWidth.of(glyph), isBlank: glyph.isWhitespace, isLineBreak: glyph.isNewline)
        }

        init(width: Int, isBlank: Bool, isLineBreak: Bool) {
            self.width = width
            self.isBlank = isBlank
            self.isLineBreak = isLineBreak
        }
    }

    /// Where the glyphs come from, by grapheme position: nil past the text's end.
    protocol Source {
        /// The glyph of the grapheme at `position`, nil at the text's end.
        mutating func glyph(at position: Int) -> Glyph?
    }

    /// The row starting at `start`, the empty row after it when it fills the last row of its
    /// line exactly (the cursor after it needs a cell), and the last position read.
    ///
    /// A line wider than `width` wraps on grapheme boundaries, after a space (or next to a wide
    /// character) when it can, else wherever the row is full, never through a wide character.
    /// The row reads the glyphs from `start` to the first that does not fit (or the line's end),
    /// and no further: an edit after that position leaves the row as it is.
    static func rows<S: Source>(from start: Int, width: Int, in source: inout S)
        -> (row: TextLayout.Rows.Row, emptyRow: TextLayout.Rows.Row?, readEnd: Int) {
        var cells = 0
        var end = start
        var next = source.glyph(at: end)
        // The first grapheme always goes in, so a wide character in a one-cell view still makes
        // progress (and overflows, to be clipped by the drawing).
        while let glyph = next, !glyph.isLineBreak, end == start || cells + glyph.width <= width {
            cells += glyph.width
            end += 1
            next = source.glyph(at: end)
        }
        if next?.isLineBreak ?? true {
            guard cells >= width else { return (TextLayout.Rows.Row(range: start..<end, endsLine: true), nil, end) }
            return (TextLayout.Rows.Row(range: start..<end, endsLine: false), TextLayout.Rows.Row(range: end..<end, endsLine: true), end)
        }
        var breakBefore = end
        var after = next!
        for candidate in stride(from: end, to: start, by: -1) {
            let before = source.glyph(at: candidate - 1)!
            // Breaking here cuts no word: there is a space on either side, or a wide (CJK) character.
            if before.isBlank || after.isBlank || before.width == 2 || after.width == 2 {
                breakBefore = candidate
                break
            }
            after = before
        }
        return (TextLayout.Rows.Row(range: start..<breakBefore, endsLine: false), nil, end)
    }
}
