/// Turns romaji typed on a Latin keyboard into hiragana, as the Japanese romaji keyboard does
/// while the text is still marked (underlined and not yet committed).
///
/// The rules, applied left to right with the longest syllable first:
/// - Hepburn, Nihon-shiki and the common IME spellings all work: `shi`/`si`, `chi`/`ti`,
///   `tsu`/`tu`, `fu`/`hu`, `ji`/`zi`, `kya`, `sha`/`sya`, `cha`/`tya`, `ja`/`jya`, `wo` → を.
/// - A doubled consonant is a small っ before the syllable: `kka` → っか; `tch` → っch (`matcha`).
/// - `n` is ん before a consonant other than `n` and `y` (`kanji`), before anything that is not a
///   letter, and written `n'`, `xn` or `nn`. `nn` before a vowel or `y` is ん followed by an
///   n-syllable, so both `konnichiha` and `konnnichiha` read こんにちは and `onna` おんな.
/// - `x` or `l` makes small kana: `xa` → ぁ, `lyu` → ゅ, `xtu`/`ltu` → っ.
/// - `-` is the long-vowel mark ー; any other character passes through unchanged.
/// - Letters at the end that could still become a syllable (`k`, `ky`, `sh`) stay Latin; when the
///   input is final, only a trailing `n` still changes (to ん).
package enum RomajiConverter {
    /// The hiragana for `romaji`; with `final` false, the trailing letters that may still grow into
    /// a syllable stay Latin ("nihon" → "にほn"), with `final` true a trailing n becomes ん ("にほん").
    package static func convert(_ romaji: String, final: Bool) -> String {
        let letters = Array(romaji)
        var kana = ""
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            let next = position + 1 < letters.count ? letters[position + 1] : nil
            if letter == "n", next == "n" {
                // "nn" before a vowel or y keeps its second n for the syllable: "onna" → おんな.
                let afterPair = position + 2 < letters.count ? letters[position + 2] : nil
                kana += "ん"
                position += afterPair.map(startsSyllableAfterN) == true ? 1 : 2
                continue
            }
            if let (syllable, length) = longestSyllable(in: letters, at: position) {
                kana += syllable
                position += length
                continue
            }
            let rest = String(letters[position...])
            if syllables.keys.contains(where: { $0.hasPrefix(rest) }) {
                // What is left may still become a syllable as the user types on.
                kana += final && rest == "n" ? "ん" : rest
                break
            }
            if letter == "n" {
                kana += "ん"  // before a consonant or anything that is not a letter
            } else if let next, next == letter, isDoublingConsonant(letter) {
                kana += "っ"
            } else if letter == "t", next == "c", position + 2 < letters.count, letters[position + 2] == "h" {
                kana += "っ"  // "tch" is how Hepburn doubles "ch"
            } else {
                kana.append(letter)
            }
            position += 1
        }
        return kana
    }

    /// `hiragana` in katakana: each hiragana letter becomes its katakana twin, and everything
    /// else (ー, Latin, kanji, punctuation) stays as it is.
    package static func katakana(_ hiragana: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in hiragana.unicodeScalars {
            // The two blocks line up letter for letter, 0x60 apart, from ぁ to ゖ.
            if (0x3041...0x3096).contains(scalar.value), let twin = Unicode.Scalar(scalar.value + 0x60) {
                result.append(twin)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: Rules

    private static let vowels: Set<Character> = ["a", "i", "u", "e", "o"]

    /// Whether a letter after "nn" belongs to a syllable that starts with the second n.
    private static func startsSyllableAfterN(_ letter: Character) -> Bool {
        vowels.contains(letter) || letter == "y"
    }

    /// Whether typing `letter` twice means a small っ (any consonant but n, which means ん).
    private static func isDoublingConsonant(_ letter: Character) -> Bool {
        letter.isASCII && letter.isLetter && !vowels.contains(letter) && letter != "n"
    }

    /// The longest syllable spelt at `position`, with the number of letters it takes.
    private static func longestSyllable(in letters: [Character], at position: Int) -> (String, Int)? {
        let longest = min(longestSpelling, letters.count - position)
        for length in stride(from: longest, through: 1, by: -1) {
            if let syllable = syllables[String(letters[position..<position + length])] {
                return (syllable, length)
            }
        }
        return nil
    }

    private static let longestSpelling = syllables.keys.map(\.count).max() ?? 1

    /// Every romaji spelling and its kana.
    private static let syllables: [String: String] = {
        var table: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
            "ka": "か", "ki": "き", "ku": "く", "ke": "け", "ko": "こ",
            "ga": "が", "gi": "ぎ", "gu": "ぐ", "ge": "げ", "go": "ご",
            "sa": "さ", "si": "し", "shi": "し", "su": "す", "se": "せ", "so": "そ",
            "za": "ざ", "zi": "じ", "ji": "じ", "zu": "ず", "ze": "ぜ", "zo": "ぞ",
            "ta": "た", "ti": "ち", "chi": "ち", "tu": "つ", "tsu": "つ", "te": "て", "to": "と",
            "da": "だ", "di": "ぢ", "du": "づ", "de": "で", "do": "ど",
            "na": "な", "ni": "に", "nu": "ぬ", "ne": "ね", "no": "の",
            "ha": "は", "hi": "ひ", "hu": "ふ", "fu": "ふ", "he": "へ", "ho": "ほ",
            "ba": "ば", "bi": "び", "bu": "ぶ", "be": "べ", "bo": "ぼ",
            "pa": "ぱ", "pi": "ぴ", "pu": "ぷ", "pe": "ぺ", "po": "ぽ",
            "ma": "ま", "mi": "み", "mu": "む", "me": "め", "mo": "も",
            "ya": "や", "yu": "ゆ", "ye": "いぇ", "yo": "よ",
            "ra": "ら", "ri": "り", "ru": "る", "re": "れ", "ro": "ろ",
            "wa": "わ", "wi": "うぃ", "we": "うぇ", "wo": "を",
            "ca": "か", "ci": "し", "cu": "く", "ce": "せ", "co": "こ",
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ",
            "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
            "ja": "じゃ", "ju": "じゅ", "je": "じぇ", "jo": "じょ",
            "sha": "しゃ", "shu": "しゅ", "she": "しぇ", "sho": "しょ",
            "cha": "ちゃ", "chu": "ちゅ", "che": "ちぇ", "cho": "ちょ",
            "thi": "てぃ", "dhi": "でぃ",
            "n'": "ん", "xn": "ん", "-": "ー",
            "xtu": "っ", "ltu": "っ", "xtsu": "っ", "ltsu": "っ", "xwa": "ゎ", "lwa": "ゎ",
        ]
        // Small kana: xa/la → ぁ … and xya/lya → ゃ ….
        let small = ["a": "ぁ", "i": "ぃ", "u": "ぅ", "e": "ぇ", "o": "ぉ", "ya": "ゃ", "yu": "ゅ", "yo": "ょ"]
        for (ending, kana) in small {
            table["x" + ending] = kana
            table["l" + ending] = kana
        }
        // Contracted syllables: the i-row kana and a small ゃ, ゅ, ょ (kya → きゃ, jya → じゃ).
        let iRow = [
            "k": "き", "g": "ぎ", "s": "し", "z": "じ", "j": "じ", "t": "ち", "c": "ち", "d": "ぢ", "n": "に",
            "h": "ひ", "b": "び", "p": "ぴ", "m": "み", "r": "り",
        ]
        let contracted = ["ya": "ゃ", "yi": "ぃ", "yu": "ゅ", "ye": "ぇ", "yo": "ょ"]
        for (consonant, base) in iRow {
            for (ending, smallKana) in contracted {
                table[consonant + ending] = base + smallKana
            }
        }
        return table
    }()
}
