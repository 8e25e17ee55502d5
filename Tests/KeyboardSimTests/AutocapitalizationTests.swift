import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Autocapitalization", .timed)
struct AutocapitalizationTests {
    private func sentences(_ text: String) -> Bool {
        Autocapitalization.capitalizesNextLetter(.sentences, textBeforeCursor: text)
    }

    private func words(_ text: String) -> Bool {
        Autocapitalization.capitalizesNextLetter(.words, textBeforeCursor: text)
    }

    @Test("none never capitalizes and allCharacters always does")
    func noneAndAllCharacters() {
        for text in ["", "hello ", "Hi. ", "a"] {
            #expect(!Autocapitalization.capitalizesNextLetter(.none, textBeforeCursor: text))
            #expect(Autocapitalization.capitalizesNextLetter(.allCharacters, textBeforeCursor: text))
        }
    }

    @Test("words capitalizes at the start and after a space or a line break")
    func wordsRule() {
        #expect(words(""))
        #expect(words("ada "))
        #expect(words("ada\n"))
        #expect(!words("ada"))
        #expect(!words("ada-"))
    }

    @Test("sentences capitalizes at the start and after a line break")
    func sentenceStart() {
        #expect(sentences(""))
        #expect(sentences("   "))
        #expect(sentences("first line\n"))
        #expect(sentences("first line\n  "))
    }

    @Test("sentences capitalizes after . ! ? or … and one or more spaces")
    func afterTerminator() {
        #expect(sentences("Hi. "))
        #expect(sentences("Hi.  "))
        #expect(sentences("Really! "))
        #expect(sentences("Why? "))
        #expect(sentences("Wait… "))
        #expect(sentences("Hi!\n"))
    }

    @Test("after spaces and tabs, the character before them decides, read as a whole grapheme even where bytes would mislead")
    func charactersBeforeSpaces() {
        let capitalizing = ["Done. ", "Done.\t ", "Wow!  ", "Why?\t", "   ", "\t", "line\n ", "line\r\n \t", "3. ", "\"Hi.\" ", "end…  ", "Hi.\u{A0}"]
        let notCapitalizing = ["word ", "word \t ", "a, ", "x- ", "\u{600}. ", "Done.\u{301} ", "日本 "]
        for text in capitalizing { #expect(sentences(text), "\(Array(text.unicodeScalars))") }
        for text in notCapitalizing { #expect(!sentences(text), "\(Array(text.unicodeScalars))") }
    }

    @Test("a closing quote or bracket may sit between the terminator and the space")
    func closingMarks() {
        #expect(sentences("He said \"no.\" "))
        #expect(sentences("(See above.) "))
        #expect(sentences("She wrote “yes!” "))
    }

    @Test("sentences does not capitalize mid-sentence or right after a period without a space")
    func midSentence() {
        #expect(!sentences("hello "))
        #expect(!sentences("hello, "))
        #expect(!sentences("Hi."))
        #expect(!sentences("e.g"))
        #expect(!sentences("pi is 3."))
        #expect(!sentences("said \"no\" "))
    }

    @Test("an abbreviation followed by a space counts as a sentence end: the rule stays simple")
    func abbreviation() {
        #expect(sentences("e.g. "))
    }
}
