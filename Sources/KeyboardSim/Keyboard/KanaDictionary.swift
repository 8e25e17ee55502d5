/// The conversion candidates the Japanese keyboard offers for a hiragana reading: a small built-in
/// dictionary of common words, then the reading in katakana and as it is.
package enum KanaDictionary {
    /// The candidates for the complete hiragana `reading`, best first: the dictionary's words,
    /// then the katakana form, then the hiragana itself, each once. Empty for an empty reading.
    package static func candidates(for reading: String) -> [String] {
        guard !reading.isEmpty else { return [] }
        var candidates: [String] = []
        // A word may equal its reading's katakana (めーる → メール): the phone lists it once.
        for candidate in (words[reading] ?? []) + [RomajiConverter.katakana(reading), reading]
        where !candidates.contains(candidate) {
            candidates.append(candidate)
        }
        return candidates
    }

    /// Readings and their words, most common meaning first, as a phone's dictionary ranks them.
    private static let words: [String: [String]] = [
        "にほん": ["日本", "二本"],
        "にほんご": ["日本語"],
        "にっぽん": ["日本"],
        "こんにちは": ["今日は"],
        "こんばんは": ["今晩は"],
        "ありがとう": ["有難う"],
        "とうきょう": ["東京"],
        "きょうと": ["京都"],
        "おおさか": ["大阪"],
        "わたし": ["私"],
        "なまえ": ["名前"],
        "じゅうしょ": ["住所"],
        "でんわ": ["電話"],
        "ばんごう": ["番号"],
        "めーる": ["メール"],
        "かんじ": ["漢字", "感じ", "幹事"],
        "きょう": ["今日", "京"],
        "あした": ["明日"],
        "じかん": ["時間"],
        "ひと": ["人"],
        "おとこ": ["男"],
        "おんな": ["女"],
        "ともだち": ["友達"],
        "せんせい": ["先生"],
        "がくせい": ["学生"],
        "がっこう": ["学校"],
        "かいしゃ": ["会社"],
        "しごと": ["仕事"],
        "くるま": ["車"],
        "でんしゃ": ["電車"],
        "えき": ["駅"],
        "やま": ["山"],
        "かわ": ["川", "皮"],
        "みず": ["水"],
        "すし": ["寿司", "鮨"],
        "ねこ": ["猫"],
        "いぬ": ["犬"],
        "ほん": ["本"],
        "き": ["木", "気"],
        "ひ": ["日", "火"],
        "つき": ["月"],
    ]
}
