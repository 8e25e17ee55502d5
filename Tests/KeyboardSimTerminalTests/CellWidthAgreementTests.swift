import CNcursesw
import Glibc
import KeyboardSim
import Testing

/// Compares kbsim's own width table with the C library that ncurses and tmux consult, so that
/// the canvas and the real terminal put every character in the same column. It sets the
/// process-wide locale, so it lives in the one serialized suite that owns such global state.
extension CursesScreenTests {
    /// The blocks a form is likely to hold, plus the ones where widths are easy to get wrong.
    static let ranges: [(name: String, scalars: ClosedRange<UInt32>)] = [
        ("Basic Latin and Latin-1", 0x0000...0x00FF),
        ("Latin Extended, IPA, spacing modifiers", 0x0100...0x02FF),
        ("Combining diacritical marks", 0x0300...0x036F),
        ("Greek and Cyrillic", 0x0370...0x052F),
        ("Hebrew, Arabic, Devanagari … Myanmar", 0x0590...0x109F),
        ("Hangul Jamo", 0x1100...0x11FF),
        ("Combining marks supplement, Latin additional", 0x1AB0...0x1EFF),
        ("General punctuation … arrows, math, technical", 0x2000...0x23FF),
        ("Box drawing, block elements, shapes, symbols, dingbats", 0x2500...0x27BF),
        ("Supplemental arrows, misc symbols and arrows", 0x2900...0x2BFF),
        ("CJK radicals … CJK symbols, kana, Bopomofo", 0x2E80...0x31FF),
        ("Enclosed CJK, CJK compatibility, Extension A", 0x3200...0x4DBF),
        ("CJK unified ideographs", 0x4E00...0x9FFF),
        ("Yi, Hangul Jamo extended-A", 0xA000...0xA97F),
        ("Hangul syllables and Jamo extended-B", 0xAC00...0xD7FF),
        ("CJK compatibility ideographs", 0xF900...0xFAFF),
        ("Variation selectors, vertical forms, combining half marks", 0xFE00...0xFE6F),
        ("Halfwidth and fullwidth forms, specials", 0xFF00...0xFFFF),
        ("Kana supplement and extensions", 0x1AFF0...0x1B16F),
        ("Mahjong, domino, playing cards, enclosed alphanumerics", 0x1F000...0x1F1FF),
        ("Enclosed ideographic supplement", 0x1F200...0x1F2FF),
        ("Emoji and pictographs", 0x1F300...0x1FAFF),
        ("CJK extension B", 0x20000...0x2A6DF),
        ("Tags and variation selectors supplement", 0xE0000...0xE01EF),
    ]

    @Test("every assigned scalar in the checked blocks has the width glibc gives it")
    func everyScalarAgrees() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale is needed to ask glibc")
        var compared = 0
        var rejectedByGlibc = 0
        var disagreements: [String] = []
        for (name, scalars) in Self.ranges {
            for value in scalars {
                guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
                let expected = Int(wcwidth(wchar_t(bitPattern: value)))
                // -1: unassigned, a noncharacter or a control. ncurses will not draw these
                // anyway, and kbsim deliberately calls controls 0 wide, so there is no answer to match.
                if expected < 0 {
                    rejectedByGlibc += 1
                    continue
                }
                compared += 1
                let actual = CellWidth.of(Character(scalar))
                if actual != expected {
                    disagreements.append("U+\(String(value, radix: 16, uppercase: true)) (\(name)): \(actual), wcwidth \(expected)")
                }
            }
        }
        #expect(disagreements.count == 0, "first: \(disagreements.prefix(20).joined(separator: "; "))")
        // Guards against a broken locale, where wcwidth answers -1 for everything beyond ASCII.
        #expect(compared > 20_000, "compared \(compared), skipped \(rejectedByGlibc)")
    }

    @Test("a string of several scalars has the width wcswidth gives it")
    func stringsAgreeWithWcswidth() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        // Only grapheme clusters whose later scalars are zero-width: a flag is 2 for both
        // (two one-cell regional indicators), but a ZWJ family is 2 for kbsim and the sum of
        // its emoji for wcswidth, which knows nothing of clusters.
        for text in ["привет", "日本語", "e\u{301}", "🇯🇵", "a\u{200B}b", "한\u{302}", "👍\u{FE0F}"] {
            let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            let expected = Int(wcswidth(wide, wide.count))
            #expect(CellWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
