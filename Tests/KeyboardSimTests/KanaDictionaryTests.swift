import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Kana dictionary", .timed)
struct KanaDictionaryTests {
    @Test("a dictionary reading offers its words, then katakana, then the hiragana")
    func dictionaryWordsFirst() {
        #expect(KanaDictionary.candidates(for: "にほん") == ["日本", "二本", "ニホン", "にほん"])
        #expect(KanaDictionary.candidates(for: "かんじ") == ["漢字", "感じ", "幹事", "カンジ", "かんじ"])
        #expect(KanaDictionary.candidates(for: "こんにちは") == ["今日は", "コンニチハ", "こんにちは"])
        #expect(KanaDictionary.candidates(for: "き") == ["木", "気", "キ", "き"])
    }

    @Test("a word that is its reading's katakana is offered once")
    func noDuplicates() {
        #expect(KanaDictionary.candidates(for: "めーる") == ["メール", "めーる"])
    }

    @Test("a reading the dictionary does not know offers katakana and hiragana")
    func unknownReading() {
        #expect(KanaDictionary.candidates(for: "ぴざ") == ["ピザ", "ぴざ"])
    }

    @Test("an empty reading offers nothing")
    func emptyReading() {
        #expect(KanaDictionary.candidates(for: "").isEmpty)
    }

    @Test("typed romaji converts to a reading the dictionary knows")
    func romajiToCandidates() {
        let reading = RomajiConverter.convert("toukyou", final: true)
        #expect(KanaDictionary.candidates(for: reading).first == "東京")
        #expect(KanaDictionary.candidates(for: RomajiConverter.convert("nihongo", final: true)).first == "日本語")
    }
}
