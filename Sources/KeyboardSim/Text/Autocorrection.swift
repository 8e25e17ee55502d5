/// The English autocorrection a phone applies when a word ends: a built-in list of common
/// misspellings and missing apostrophes, corrected with the word's own capitalisation.
package enum Autocorrection {
    /// What `word` becomes, or nil when it needs no correction. Matching ignores case; the
    /// correction follows the word's pattern: "teh" → "the", "Teh" → "The", "TEH" → "THE"
    /// (a correction with its own capital, such as "I'm", keeps it).
    package static func correction(for word: String) -> String? {
        guard let lowercased = corrections[word.lowercased()] else { return nil }
        let letters = word.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return lowercased.uppercased() }
        if let first = word.first, first.isUppercase {
            return lowercased.prefix(1).uppercased() + lowercased.dropFirst()
        }
        return lowercased
    }

    /// The word that ends right at the cursor and what it would become, or nil when the text
    /// before the cursor does not end with a word that has a correction.
    ///
    /// The word is the letters and apostrophes back to the previous other character; apostrophes
    /// at its start are left out, since there they are quotation marks ("'teh" checks "teh").
    package static func pendingCorrection(in textBeforeCursor: some StringProtocol) -> (word: String, replacement: String)? {
        if let word = asciiWord(endingAt: textBeforeCursor) {
            // An ASCII word longer than every misspelling has no correction: no need to look it up.
            guard !word.isEmpty, word.utf8.count <= longestMisspelling, let replacement = correction(for: word) else { return nil }
            return (word, replacement)
        }
        // Walked back by index from the cursor: the cost is the word's, not the text's (a
        // sequence built over the reversed text made every word end cost the whole text).
        let text = textBeforeCursor
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            guard text[before].isLetter || apostrophes.contains(text[before]) else { break }
            start = before
        }
        while start < text.endIndex, apostrophes.contains(text[start]) { start = text.index(after: start) }
        let word = String(text[start...])
        guard !word.isEmpty, let replacement = correction(for: word) else { return nil }
        return (word, replacement)
    }

    /// The word `pendingCorrection` would check at the end of `text`, read by its UTF-8 bytes
    /// when the word and the character before it are ASCII, where every byte is a character;
    /// nil when graphemes must decide (or the bytes are not in one piece).
    private static func asciiWord(endingAt text: some StringProtocol) -> String? {
        guard let found = text.utf8.withContiguousStorageIfAvailable(asciiWordStart), let start = found else { return nil }
        return String(text[text.utf8.index(text.utf8.startIndex, offsetBy: start)...])
    }

    /// Where the word that ends `bytes` starts: letters and `'` are word, any other byte ends
    /// it, apostrophes at its start are quotation marks. Nil when a non-ASCII character is in
    /// the word or just before it (it may be joined to the one after it: a prepended mark).
    private static func asciiWordStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let apostrophe = UInt8(ascii: "'")
        var start = bytes.count
        while start > 0 {
            let byte = bytes[start - 1]
            guard byte < 0x80 else { return nil }
            guard ASCIIProperties.isLetter(byte) || byte == apostrophe else {
                if start >= 2, bytes[start - 2] >= 0x80 { return nil }
                break
            }
            start -= 1
        }
        while start < bytes.count, bytes[start] == apostrophe { start += 1 }
        return start
    }

    /// The length of the longest misspelling, in bytes (all are ASCII).
    private static let longestMisspelling = corrections.keys.map(\.utf8.count).max() ?? 0

    /// The typewriter apostrophe and the typographic one iOS's smart punctuation types.
    private static let apostrophes: Set<Character> = ["'", "\u{2019}"]

    /// Misspellings, lower-cased, and their corrections.
    private static let corrections: [String: String] = [
        "teh": "the",
        "hte": "the",
        "adn": "and",
        "wich": "which",
        "becuase": "because",
        "thier": "their",
        "alot": "a lot",
        "untill": "until",
        "tommorow": "tomorrow",
        "recieve": "receive",
        "beleive": "believe",
        "freind": "friend",
        "wierd": "weird",
        "definately": "definitely",
        "seperate": "separate",
        "occured": "occurred",
        "goverment": "government",
        "accomodate": "accommodate",
        "neccessary": "necessary",
        "adress": "address",
        "calender": "calendar",
        "dont": "don't",
        "doesnt": "doesn't",
        "didnt": "didn't",
        "isnt": "isn't",
        "cant": "can't",
        "wouldnt": "wouldn't",
        "shouldnt": "shouldn't",
        "thats": "that's",
        "whats": "what's",
        "youre": "you're",
        "im": "I'm",
        "ive": "I've",
    ]
}
