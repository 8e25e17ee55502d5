import Testing
@testable import KeyboardSim
import TestTiming

/// The answers typing reads from UTF-8 bytes where they are whole characters, against the same
/// questions asked of graphemes, over texts whose ends join and part every way Unicode allows:
/// combining and prepended marks, CR LF, flags, zero-width joiners, non-ASCII spaces.
@Suite("Typing's ASCII shortcuts answer as graphemes do", .timed)
struct ASCIIShortcutTests {
    /// Pieces of text, each ASCII or a character that joins, parts or is spaced differently.
    static let pieces = ["a", "Z", "t", "e", "h", "i", "m", "7", " ", ".", "!", "?", "'", "\"", ")", "-", "\t", "\r", "\n", "\r\n",
                         "\u{301}", "\u{600}", "\u{D4E}", "é", "Ж", "\u{2019}", "\u{1F1FA}", "\u{200D}", "👩", "\u{85}", "\u{A0}", "…"]

    /// `count` seeded texts of up to `length` pieces, ending every way.
    static func texts(count: Int, length: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...length, using: &generator)).map { _ in generator.pick(pieces) }.joined()
        }
    }

    @Test("every ASCII byte is whitespace, a newline and a letter exactly when its Character is")
    func properties() {
        for byte in UInt8(0)..<128 {
            let character = Character(Unicode.Scalar(byte))
            #expect(ASCIIProperties.isWhitespace(byte) == character.isWhitespace, "\(byte)")
            #expect(ASCIIProperties.isNewline(byte) == character.isNewline, "\(byte)")
            #expect(ASCIIProperties.isLetter(byte) == character.isLetter, "\(byte)")
        }
    }

    @Test("the last lone ASCII character, when there is one, is whitespace, a newline and a letter as the last Character is")
    func lastLoneASCII() throws {
        var found = 0
        for text in Self.texts(count: 3_000, length: 6, seed: 0xA5C1) {
            for candidate in [text, String(text.dropFirst())] {
                guard let byte = candidate.lastLoneASCII else { continue }
                let last = try #require(candidate.last)
                #expect(ASCIIProperties.isWhitespace(byte) == last.isWhitespace, "\(candidate.debugDescription)")
                #expect(ASCIIProperties.isNewline(byte) == last.isNewline, "\(candidate.debugDescription)")
                #expect(ASCIIProperties.isLetter(byte) == last.isLetter, "\(candidate.debugDescription)")
                #expect(Character(Unicode.Scalar(byte)) == last || last == "\r\n", "\(candidate.debugDescription)")
                found += 1
            }
        }
        #expect(found > 1_000)
    }

    /// Autocapitalization's rule asked of graphemes only: the model the shortcut must match.
    static func capitalizes(_ type: AutocapitalizationType, after text: some StringProtocol) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words: return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let last = text.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            let beforeSpaces = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
            guard let lastVisible = beforeSpaces.first else { return true }
            if lastVisible.isNewline { return true }
            let closing: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", "»", ")", "]", "}"]
            return beforeSpaces.drop { closing.contains($0) }.first.map { [".", "!", "?", "…"].contains($0) } ?? true
        }
    }

    @Test("autocapitalization decides as it does from the last graphemes, for every type, seeded")
    func autocapitalization() {
        for text in Self.texts(count: 3_000, length: 6, seed: 0xCA95) {
            for type in [AutocapitalizationType.none, .words, .sentences, .allCharacters] {
                #expect(Autocapitalization.capitalizesNextLetter(type, textBeforeCursor: text) == Self.capitalizes(type, after: text),
                        "\(type) \(text.debugDescription)")
                let substring = text.dropLast(text.isEmpty ? 0 : 1)
                #expect(Autocapitalization.capitalizesNextLetter(type, textBeforeCursor: substring) == Self.capitalizes(type, after: substring),
                        "\(type) \(substring.debugDescription)")
            }
        }
    }

    /// The word autocorrection checks, found by graphemes only: the model the shortcut must match.
    static func wordBeforeEnd(of text: some StringProtocol) -> String {
        let apostrophes: Set<Character> = ["'", "\u{2019}"]
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            guard text[before].isLetter || apostrophes.contains(text[before]) else { break }
            start = before
        }
        while start < text.endIndex, apostrophes.contains(text[start]) { start = text.index(after: start) }
        return String(text[start...])
    }

    @Test("autocorrection finds the word and its correction as it does by graphemes, seeded, misspellings included")
    func autocorrection() {
        var corrected = 0
        var generator = SeededGenerator(seed: 0xC0DE)
        let misspellings = ["teh", "Teh", "TEH", "adn", "im", "dont", "'teh", "definately", "recieve"]
        for text in Self.texts(count: 3_000, length: 4, seed: 0xC0FF) {
            let candidate = text + (generator.chance(0.5) ? generator.pick(misspellings) : "")
            let word = Self.wordBeforeEnd(of: candidate)
            let expected = word.isEmpty ? nil : Autocorrection.correction(for: word).map { (word, $0) }
            let found = Autocorrection.pendingCorrection(in: candidate)
            #expect(found?.word == expected?.0 && found?.replacement == expected?.1, "\(candidate.debugDescription)")
            if found != nil { corrected += 1 }
        }
        #expect(corrected > 100)
    }

    @Test("a word ends, and Shift raises, exactly as the Character rules say, for every ASCII character and some others")
    func wordEndsAndShift() {
        let wordEnds: Set<Character> = [" ", "\n", ".", ",", "!", "?", ";", ":"]
        let texts = (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + ["\r\n", "é", "ж", "Ж", "日", "e\u{301}", "ab", "", "ß"]
        for text in texts {
            #expect(TextEntry.endsWord(text) == (text.count == 1 && wordEnds.contains(text.first!)), "\(text.debugDescription)")
            let shifted = text.count == 1 && text.first!.isLowercase ? text.uppercased() : text
            #expect(Simulator.shifted(text) == shifted, "\(text.debugDescription)")
        }
    }
}
