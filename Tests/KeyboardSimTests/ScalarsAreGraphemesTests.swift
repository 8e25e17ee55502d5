import Testing
@testable import KeyboardSim
import TestTiming

/// The scalars drawing reads as whole graphemes, against Swift's own grapheme breaking: each
/// of them beside each other kind of them, and texts mixing them with scalars that join.
@Suite("Scalars that are graphemes on their own", .timed)
struct ScalarsAreGraphemesTests {
    /// Every scalar the shortcut takes for a grapheme of its own.
    static let loneScalars: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).filter(String.isLoneScalar).compactMap(Unicode.Scalar.init)

    /// One of each kind among them (letters, symbols, a wide ideograph, an emoji-capable sign), and the ends.
    static let neighbours = ["a", " ", "~", "\u{A0}", "é", "\u{AD}", "©", "ʰ", "Ω", "Ж", "‐", "…", "←", "─", "☺", "⬿", "あ", "ア", "東", "\u{9FFF}"]

    @Test("each lone scalar stays one grapheme beside itself and beside each kind of lone scalar, either side")
    func neverJoin() {
        for neighbour in Self.neighbours { #expect(neighbour.scalarsAreGraphemes, "\(neighbour.debugDescription)") }
        var joined: [String] = []
        for scalar in Self.loneScalars {
            let alone = String(scalar)
            if (alone + alone).count != 2 { joined.append(alone + alone) }
            for neighbour in Self.neighbours where (alone + neighbour).count != 2 || (neighbour + alone).count != 2 {
                joined.append(alone + neighbour)
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(10).map(\.debugDescription))")
        #expect(Self.loneScalars.count > 20_000)
    }

    @Test("a text with a control, a mark, a joiner, a flag, Hangul or an emoji is left to grapheme breaking")
    func leavesTheRestToGraphemes() {
        for text in ["a\r\nb", "e\u{301}", "\u{301}", "a\u{200D}b", "\u{600}1", "🇺🇸", "한", "👩", "☺\u{FE0F}", "क्ष", "a\tb"] {
            #expect(!text.scalarsAreGraphemes, "\(text.debugDescription)")
        }
        #expect("Москва 東京 ─ → · … ✗ ⚠".scalarsAreGraphemes)
    }

    @Test("a text's width is the same counted by scalars as by graphemes, whichever way it is counted")
    func widthAgrees() {
        var generator = SeededGenerator(seed: 0x5CA1A5)
        let pieces = Self.neighbours + ["\u{301}", "\u{200D}", "\r", "\n", "\u{1F1FA}", "👩", "\u{FE0F}", "한", "\u{600}", "\t", "\u{85}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in generator.pick(pieces) }.joined()
            #expect(CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) }, "\(text.debugDescription)")
        }
    }
}
