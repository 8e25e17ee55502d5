/// A text's graphemes read on demand from a place in it, as `RowBreaker` sees them, each with
/// where it starts in the text's UTF-8: a re-wrap reads the graphemes around an edit, not the text.
struct TextGlyphs: RowBreaker.Source {
    /// The drawn form of every grapheme of a secure text: one bullet.
    private static let bullet = RowBreaker.Glyph(drawn: TextLayout.glyph(for: "x", masked: true))
    private static let blank = RowBreaker.Glyph(width: 1, isBlank: true, isLineBreak: false)
    private static let printable = RowBreaker.Glyph(width: 1, isBlank: false, isLineBreak: false)
    /// How many graphemes a read takes at once, so that the text's storage is opened once for them.
    private static let batch = 16

    private let text: String
    private let masked: Bool
    /// The position of the first grapheme read.
    let first: Int
    /// The graphemes read, from `first` on.
    private var glyphs: [RowBreaker.Glyph] = []
    /// Where each grapheme read starts in the UTF-8, and where the last one ends.
    private var offsets: [Int]

    /// Reads `text` from grapheme position `position`, which starts at UTF-8 offset `byteOffset`.
    init(_ text: String, masked: Bool, from position: Int, byteOffset: Int) {
        self.text = text
        self.masked = masked
        first = position
        offsets = [byteOffset]
        glyphs.reserveCapacity(4 * Self.batch)
        offsets.reserveCapacity(4 * Self.batch + 1)
    }

    /// How many graphemes were read.
    var count: Int { glyphs.count }

    mutating func glyph(at position: Int) -> RowBreaker.Glyph? {
        while position - first >= glyphs.count {
            guard readMore() else { return nil }
        }
        return glyphs[position - first]
    }

    /// Where the grapheme at `position` starts in the UTF-8 (the text's length at its end), once
    /// the graphemes before it were read.
    func byteOffset(at position: Int) -> Int { offsets[position - first] }

    /// Reads the next few graphemes; false at the text's end.
    private mutating func readMore() -> Bool {
        let text = text, masked = masked
        var offset = offsets[offsets.count - 1]
        let end = text.utf8.count
        guard offset < end else { return false }
        let before = glyphs.count
        // While the bytes are ASCII, each is a grapheme (or CR LF is one) drawn one cell wide:
        // no grapheme breaking. A byte before a non-ASCII one may join it (a combining mark).
        _ = text.utf8.withContiguousStorageIfAvailable { bytes in
            while glyphs.count - before < Self.batch, offset < end {
                let byte = bytes[offset]
                guard byte < 0x80, offset + 1 == end || bytes[offset + 1] < 0x80 else { return }
                offset += byte == 0x0D && offset + 1 < end && bytes[offset + 1] == 0x0A ? 2 : 1
                glyphs.append((0x0A...0x0D).contains(byte) ? .lineBreak
                              : masked ? Self.bullet
                              : byte <= 0x20 || byte == 0x7F ? Self.blank : Self.printable)
                offsets.append(offset)
            }
        }
        if glyphs.count == before {
            let utf8 = text.utf8
            let character = text[utf8.index(utf8.startIndex, offsetBy: offset)]
            glyphs.append(character.isNewline ? .lineBreak : RowBreaker.Glyph(drawn: TextLayout.glyph(for: character, masked: masked)))
            offsets.append(offset + character.utf8.count)
        }
        return true
    }
}
