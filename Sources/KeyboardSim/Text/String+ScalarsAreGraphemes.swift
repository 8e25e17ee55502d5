/// Telling, by its scalars, that a text's graphemes are its scalars: what drawing asks of every
/// string of every frame, without breaking graphemes (which cost more than the rest of a frame).
extension String {
    /// Whether each Unicode scalar of the text is a grapheme cluster of its own: true when all of
    /// them are printable scalars that no grapheme rule joins to a neighbour of the same kind
    /// (ASCII, Latin, Greek, Cyrillic, punctuation, arrows, symbols and box drawing, kana, CJK
    /// ideographs). False is not a verdict: graphemes must decide (controls, marks, joiners,
    /// Hangul, flags, emoji and everything else).
    package var scalarsAreGraphemes: Bool {
        unicodeScalars.allSatisfy { Self.isLoneScalar($0.value) }
    }

    /// Whether a scalar is one of those: none of them is CR, a control, a prepended or extending
    /// mark, a joiner, a spacing mark, a regional indicator or a Hangul jamo or syllable, so
    /// between two of them every rule of UAX #29 breaks.
    static func isLoneScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
             0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF:
            true
        default:
            false
        }
    }
}
