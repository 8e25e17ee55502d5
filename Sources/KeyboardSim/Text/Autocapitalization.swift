/// When the keyboard turns Shift on by itself, as UIKit's autocapitalization does.
///
/// The sentence rule is deliberately simple, as on a phone: a sentence ends with `.`, `!`, `?`
/// or `…` followed by at least one space, optionally with closing quotes or brackets between
/// (`." `, `!) `). A period with no space after it does not end one ("e.g" and "3.5" type on in
/// lower case), but an abbreviation followed by a space does ("e.g. " capitalizes).
package enum Autocapitalization {
    /// Whether the next letter typed after `textBeforeCursor` is capitalized under `type`.
    package static func capitalizesNextLetter(_ type: AutocapitalizationType, textBeforeCursor: some StringProtocol) -> Bool {
        switch type {
        case .none: false
        case .allCharacters: true
        case .words: textBeforeCursor.lastLoneASCII.map(ASCIIProperties.isWhitespace)
            ?? textBeforeCursor.last.map(\.isWhitespace) ?? true
        case .sentences: startsSentence(after: textBeforeCursor)
        }
    }

    private static let sentenceTerminators: Set<Character> = [".", "!", "?", "…"]

    /// Quotes and brackets that may close a sentence after its terminator: `"He left."` then a space.
    private static let closingMarks: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", "»", ")", "]", "}"]

    private static func startsSentence(after text: some StringProtocol) -> Bool {
        // Most keys end with an ASCII character that is not a space: read by its byte, that answers at once.
        if let byte = text.lastLoneASCII, !ASCIIProperties.isWhitespace(byte) { return false }
        if let answer = asciiStartsSentence(after: text) { return answer }
        guard let last = text.last else { return true }
        if last.isNewline { return true }
        // Without a space after it, punctuation is still inside a word: "e.g" or "3.".
        guard last.isWhitespace else { return false }
        let beforeSpaces = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
        guard let lastVisible = beforeSpaces.first else { return true }  // only spaces so far
        if lastVisible.isNewline { return true }
        let beforeClosingMarks = beforeSpaces.drop { closingMarks.contains($0) }
        // Nothing but quotes and spaces so far is still the start of the text.
        return beforeClosingMarks.first.map { sentenceTerminators.contains($0) } ?? true
    }

    /// `startsSentence` read by UTF-8 bytes, for a text whose last visible character is ASCII
    /// and so is the one before it (nothing can join them): a space typed after a word answers
    /// without breaking graphemes backwards. Nil when graphemes must decide (a closing mark,
    /// anything not ASCII, or bytes not in one piece).
    private static func asciiStartsSentence(after text: some StringProtocol) -> Bool? {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            guard end > 0 else { return true }  // only spaces so far
            let lastVisible = bytes[end - 1]
            guard lastVisible < 0x80, end < 2 || bytes[end - 2] < 0x80 else { return nil }
            if ASCIIProperties.isNewline(lastVisible) { return true }
            if closingMarks.contains(Character(Unicode.Scalar(lastVisible))) { return nil }
            return sentenceTerminators.contains(Character(Unicode.Scalar(lastVisible)))
        }
        return answer ?? nil
    }
}
