import Testing
import KeyboardSim
import TestTiming

@Suite("Visible text: control characters from files and keys never reach a terminal raw", .timed)
struct VisibleTextTests {
    @Test("C0 controls and DEL are spelt in caret notation: ESC is ^[, BEL ^G, NUL ^@, DEL ^?")
    func caretNotation() {
        #expect(VisibleText.line("\u{1B}]0;pwned\u{7}") == "^[]0;pwned^G")
        #expect(VisibleText.line("Tap\u{0}") == "Tap^@")
        #expect(VisibleText.line("a\u{7F}b") == "a^?b")
        #expect(VisibleText.line("\u{1F}\u{1C}") == "^_^\\")
    }

    @Test("C1 controls and bidirectional overrides and isolates are spelt as \\u{…}")
    func unicodeNotation() {
        #expect(VisibleText.line("\u{9B}31m") == "\\u{9B}31m")
        #expect(VisibleText.line("\u{80}\u{85}\u{9F}") == "\\u{80}\\u{85}\\u{9F}")
        #expect(VisibleText.line("abc\u{202E}fed") == "abc\\u{202E}fed")
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x2066, 0x2067, 0x2068, 0x2069] {
            let scalar = Unicode.Scalar(value)!
            #expect(VisibleText.line(String(Character(scalar))) == "\\u{\(String(value, radix: 16, uppercase: true))}")
        }
    }

    @Test("a line shows its tab and line breaks too; lines keep LF, which kbsim lays out itself")
    func lineBreaks() {
        #expect(VisibleText.line("a\tb\nc\r\nd") == "a^Ib^Jc^M^Jd")
        #expect(VisibleText.lines("a\tb\nc\r\nd\u{1B}") == "a^Ib\nc^M\nd^[")
    }

    @Test("ordinary text, however exotic, passes unchanged: accents, CJK, emoji, joiners, bullets")
    func ordinaryText() {
        for text in ["", "Create account", "Zoë Ω", "Москва 東京", "👩‍👩‍👧 e\u{301}", "•••", "^[ written by hand", "\u{200D}\u{A0}"] {
            #expect(VisibleText.line(text) == text)
            #expect(VisibleText.lines(text) == text)
        }
    }

    @Test("the result holds no control character, so spelling it again changes nothing")
    func idempotent() {
        var every = ""
        for value in Array(0...0x9F) + [0x202A, 0x202E, 0x2066, 0x2069] {
            every.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        let once = VisibleText.line(every)
        #expect(!once.unicodeScalars.contains { VisibleText.mustBeSpelledOut($0) })
        #expect(!once.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(VisibleText.line(once) == once)
    }
}
