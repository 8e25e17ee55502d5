import Testing
@testable import KeyboardSim
import TestTiming

@Suite("CellWidth", .timed)
struct CellWidthTests {
    @Test("ASCII letters, digits and punctuation take one cell each")
    func ascii() {
        #expect(CellWidth.of("Hello, world! 42") == 16)
        #expect(CellWidth.of(Character(" ")) == 1)
    }

    @Test("Cyrillic and Greek letters take one cell each")
    func cyrillicAndGreek() {
        #expect(CellWidth.of("привет") == 6)
        #expect(CellWidth.of("αβγ") == 3)
    }

    @Test("CJK ideographs, kana and Hangul take two cells each")
    func cjk() {
        #expect(CellWidth.of("日本") == 4)
        #expect(CellWidth.of("ひらがなカタカナ") == 16)
        #expect(CellWidth.of("한국어") == 6)
    }

    @Test("fullwidth forms take two cells, halfwidth katakana one")
    func fullwidthAndHalfwidth() {
        #expect(CellWidth.of("ＡＢ！") == 6)
        #expect(CellWidth.of("ｶﾀｶﾅ") == 4)
    }

    @Test("e followed by a combining acute accent is one grapheme one cell wide")
    func combiningMark() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(CellWidth.of(decomposed) == 1)
        #expect(CellWidth.of("cafe\u{301}") == 4)
    }

    @Test("a lone combining mark, a zero-width space, a joiner and a variation selector take no cells")
    func zeroWidthScalars() {
        for scalar: Unicode.Scalar in ["\u{301}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{E0100}"] {
            #expect(CellWidth.of(Character(scalar)) == 0, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    @Test("control characters take no cells")
    func controls() {
        #expect(CellWidth.of(Character("\u{0}")) == 0)
        #expect(CellWidth.of(Character("\t")) == 0)
        #expect(CellWidth.of(Character("\u{7F}")) == 0)
        #expect(CellWidth.of(Character("\u{85}")) == 0)
    }

    @Test("a flag is two cells although each regional indicator alone is one")
    func flag() {
        #expect(CellWidth.of("🇯🇵") == 2)
        #expect(CellWidth.of(Character("\u{1F1EF}")) == 1)
    }

    @Test("an emoji ZWJ family is one two-cell grapheme")
    func zwjFamily() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(CellWidth.of(family) == 2)
    }

    @Test("skin-tone modifiers and subdivision flags stay two cells")
    func emojiSequences() {
        #expect(CellWidth.of("👍🏽") == 2)
        #expect(CellWidth.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == 2)
    }

    @Test("emoji with default text presentation are one cell, as glibc says, even with VS16")
    func textPresentationEmoji() {
        #expect(CellWidth.of("\u{2764}") == 1)
        #expect(CellWidth.of("\u{2764}\u{FE0F}") == 1)
        #expect(CellWidth.of("\u{1F321}") == 1)
        #expect(CellWidth.of("\u{1F600}") == 2)
    }

    @Test("Hangul built from conjoining jamo is as wide as its leading consonant")
    func conjoiningJamo() {
        let syllable = "\u{1100}\u{1161}\u{11A8}"
        #expect(syllable.count == 1)
        #expect(CellWidth.of(syllable) == 2)
    }

    @Test("the width of a string is the sum over its graphemes")
    func stringIsSumOfGraphemes() {
        #expect(CellWidth.of("a日🇫🇷e\u{301}") == 1 + 2 + 2 + 1)
        #expect(CellWidth.of("") == 0)
    }
}
