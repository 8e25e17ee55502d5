import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Romaji converter", .timed)
struct RomajiConverterTests {
    private func kana(_ romaji: String) -> String {
        RomajiConverter.convert(romaji, final: false)
    }

    @Test("a trailing n stays Latin while typing and becomes ん when the text is final")
    func trailingN() {
        #expect(RomajiConverter.convert("nihon", final: false) == "にほn")
        #expect(RomajiConverter.convert("nihon", final: true) == "にほん")
        #expect(RomajiConverter.convert("n", final: false) == "n")
        #expect(RomajiConverter.convert("n", final: true) == "ん")
    }

    @Test("vowels and consonant-vowel syllables become their hiragana", arguments: [
        ("aiueo", "あいうえお"), ("ka", "か"), ("kakikukeko", "かきくけこ"), ("gagigugego", "がぎぐげご"),
        ("sasusesozazuzezo", "さすせそざずぜぞ"), ("tatetodadidudedo", "たてとだぢづでど"),
        ("naninuneno", "なにぬねの"), ("hahiheho", "はひへほ"), ("babibubebo", "ばびぶべぼ"),
        ("papipupepo", "ぱぴぷぺぽ"), ("mamimumemo", "まみむめも"), ("yayuyo", "やゆよ"),
        ("rarirurero", "らりるれろ"), ("wa", "わ"), ("wo", "を"), ("sushi", "すし"), ("toukyou", "とうきょう"),
    ])
    func syllables(romaji: String, hiragana: String) {
        #expect(kana(romaji) == hiragana)
    }

    @Test("Hepburn and Nihon-shiki spellings give the same kana", arguments: [
        ("shi", "si", "し"), ("chi", "ti", "ち"), ("tsu", "tu", "つ"), ("fu", "hu", "ふ"), ("ji", "zi", "じ"),
        ("sha", "sya", "しゃ"), ("cho", "tyo", "ちょ"), ("ja", "jya", "じゃ"), ("ju", "zyu", "じゅ"),
    ])
    func alternativeSpellings(hepburn: String, nihonShiki: String, hiragana: String) {
        #expect(kana(hepburn) == hiragana)
        #expect(kana(nihonShiki) == hiragana)
    }

    @Test("contracted syllables take a small ゃ, ゅ or ょ")
    func contractedSyllables() {
        #expect(kana("kyakyukyo") == "きゃきゅきょ")
        #expect(kana("shashusho") == "しゃしゅしょ")
        #expect(kana("chachucho") == "ちゃちゅちょ")
        #expect(kana("jajujo") == "じゃじゅじょ")
        #expect(kana("nyanyunyo") == "にゃにゅにょ")
        #expect(kana("hyahyuhyo") == "ひゃひゅひょ")
        #expect(kana("myamyumyo") == "みゃみゅみょ")
        #expect(kana("ryaryuryo") == "りゃりゅりょ")
        #expect(kana("gyagyugyo") == "ぎゃぎゅぎょ")
        #expect(kana("byabyubyo") == "びゃびゅびょ")
        #expect(kana("pyapyupyo") == "ぴゃぴゅぴょ")
    }

    @Test("a doubled consonant is a small っ, which waits like the consonant after it")
    func doubledConsonant() {
        #expect(kana("k") == "k")
        #expect(kana("kk") == "っk")
        #expect(kana("kka") == "っか")
        #expect(kana("kitte") == "きって")
        #expect(kana("nippon") == "にっぽn")
        #expect(kana("zasshi") == "ざっし")
        #expect(kana("matcha") == "まっちゃ")
    }

    @Test("n is ん before a consonant, doubled, or with an apostrophe")
    func syllabicN() {
        #expect(kana("kanji") == "かんじ")
        #expect(kana("shinbun") == "しんぶn")
        #expect(kana("nn") == "ん")
        #expect(kana("n'") == "ん")
        #expect(kana("kan'i") == "かんい")
        #expect(kana("kani") == "かに")
        #expect(kana("kanya") == "かにゃ")
        #expect(kana("hon.") == "ほん.")
    }

    @Test("nn before a vowel keeps its second n for the next syllable, so two or three n both work")
    func doubleNBeforeVowel() {
        #expect(kana("konnichiha") == "こんにちは")
        #expect(kana("konnnichiha") == "こんにちは")
        #expect(kana("onna") == "おんな")
        #expect(kana("nnn") == "んn")
    }

    @Test("x and l make small kana; xtu and ltu make a small っ")
    func smallKana() {
        #expect(kana("xaxixuxexo") == "ぁぃぅぇぉ")
        #expect(kana("lalilulelo") == "ぁぃぅぇぉ")
        #expect(kana("xyalyuxyo") == "ゃゅょ")
        #expect(kana("xtu") == "っ")
        #expect(kana("ltu") == "っ")
        #expect(kana("xtsu") == "っ")
        #expect(kana("fa") == "ふぁ")
    }

    @Test("a hyphen is the long-vowel mark and other characters pass through")
    func passThrough() {
        #expect(kana("ra-men") == "らーめn")
        #expect(kana("me-ru") == "めーる")
        #expect(kana("ka?!") == "か?!")
        #expect(kana("2ko") == "2こ")
        #expect(kana("q") == "q")
        #expect(kana("KA") == "KA")
        #expect(kana("") == "")
    }

    @Test("letters that may still become a syllable stay Latin, even when final")
    func incompleteSequences() {
        #expect(kana("ky") == "ky")
        #expect(kana("sh") == "sh")
        #expect(kana("ts") == "ts")
        #expect(kana("kaky") == "かky")
        #expect(RomajiConverter.convert("kaky", final: true) == "かky")
    }

    @Test("katakana turns each hiragana letter into its twin and leaves the rest")
    func katakana() {
        #expect(RomajiConverter.katakana("にほん") == "ニホン")
        #expect(RomajiConverter.katakana("めーる") == "メール")
        #expect(RomajiConverter.katakana("きゃっゔぁ") == "キャッヴァ")
        #expect(RomajiConverter.katakana("日本abc、") == "日本abc、")
    }
}
