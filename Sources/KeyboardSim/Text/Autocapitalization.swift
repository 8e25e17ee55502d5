/// When the keyboard turns Shift on by itself, as UIKit's autocapitalization does.
///
/// The sentence rule is deliberately simple, as on a phone: a sentence ends with `.`, `!`, `?`
/// or `…` followed by at least one space, optionally with closing quotes or brackets between
/// (`." `, `!) `). A period with no space after it does not end one ("e.g" and "3.5" type on in
/// lower case), but an abbreviation followed by a space does ("e.g. " capitalizes).
public enum Autocapitalization {
    /// Whether the next letter typed after `textBeforeCursor` is capitalized under `type`.
    public static func capitalizesNextLetter(_ type: AutocapitalizationType, textBeforeCursor: some StringProtocol) -> Bool {
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
}
