/// The Russian ЙЦУКЕН keyboard: the letters on the iPhone's keys, and the letter a physical
/// QWERTY key types when the Russian input method is on (the standard Russian PC layout).
package enum RussianLayout {
    /// The three letter rows of the iPhone's Russian keyboard, top to bottom (ъ and ё are
    /// long-press alternatives of ь and е there, so they have no key of their own).
    package static let rows: [String] = ["йцукенгшщзх", "фывапролджэ", "ячсмитьбю"]

    /// The Cyrillic character at the position of the QWERTY key that types `character`
    /// ("g" → "п", "G" → "П", "/" → "."), or nil when the Russian layout has nothing different
    /// there (digits, space and the rest are typed as they are).
    package static func character(forPhysical character: Character) -> Character? {
        if let letter = lowercase[character] { return letter }
        // Shifted letter keys: upper-case Latin gives upper-case Cyrillic.
        if character.isASCII, character.isUppercase, let lower = character.lowercased().first,
           let letter = lowercase[lower] {
            return letter.uppercased().first
        }
        return shiftedPunctuation[character]
    }

    /// The unshifted keys, QWERTY → ЙЦУКЕН.
    private static let lowercase: [Character: Character] = [
        "`": "ё",
        "q": "й", "w": "ц", "e": "у", "r": "к", "t": "е", "y": "н", "u": "г", "i": "ш", "o": "щ", "p": "з",
        "[": "х", "]": "ъ",
        "a": "ф", "s": "ы", "d": "в", "f": "а", "g": "п", "h": "р", "j": "о", "k": "л", "l": "д",
        ";": "ж", "'": "э",
        "z": "я", "x": "ч", "c": "с", "v": "м", "b": "и", "n": "т", "m": "ь", ",": "б", ".": "ю",
        "/": ".",
    ]

    /// The shifted punctuation keys that carry letters (and the comma) in the Russian layout.
    private static let shiftedPunctuation: [Character: Character] = [
        "~": "Ё", "{": "Х", "}": "Ъ", ":": "Ж", "\"": "Э", "<": "Б", ">": "Ю", "?": ",",
    ]
}
