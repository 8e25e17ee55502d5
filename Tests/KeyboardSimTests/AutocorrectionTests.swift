import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Autocorrection", .timed)
struct AutocorrectionTests {
    @Test("common misspellings are corrected", arguments: [
        ("teh", "the"), ("hte", "the"), ("adn", "and"), ("recieve", "receive"), ("definately", "definitely"),
        ("seperate", "separate"), ("occured", "occurred"), ("wich", "which"), ("becuase", "because"),
        ("thier", "their"), ("alot", "a lot"), ("untill", "until"), ("tommorow", "tomorrow"),
        ("goverment", "government"), ("accomodate", "accommodate"), ("beleive", "believe"),
        ("freind", "friend"), ("wierd", "weird"), ("neccessary", "necessary"), ("adress", "address"),
        ("calender", "calendar"),
    ])
    func misspellings(word: String, correction: String) {
        #expect(Autocorrection.correction(for: word) == correction)
    }

    @Test("missing apostrophes are put in", arguments: [
        ("dont", "don't"), ("doesnt", "doesn't"), ("didnt", "didn't"), ("isnt", "isn't"), ("cant", "can't"),
        ("wouldnt", "wouldn't"), ("shouldnt", "shouldn't"), ("thats", "that's"), ("whats", "what's"),
        ("youre", "you're"), ("im", "I'm"), ("ive", "I've"),
    ])
    func apostrophes(word: String, correction: String) {
        #expect(Autocorrection.correction(for: word) == correction)
    }

    @Test("the correction keeps the word's capitalisation")
    func capitalisation() {
        #expect(Autocorrection.correction(for: "Teh") == "The")
        #expect(Autocorrection.correction(for: "TEH") == "THE")
        #expect(Autocorrection.correction(for: "Alot") == "A lot")
        #expect(Autocorrection.correction(for: "ALOT") == "A LOT")
        #expect(Autocorrection.correction(for: "Dont") == "Don't")
        #expect(Autocorrection.correction(for: "IM") == "I'M")
    }

    @Test("a correction with its own capital keeps it whatever the case typed")
    func ownCapital() {
        #expect(Autocorrection.correction(for: "im") == "I'm")
        #expect(Autocorrection.correction(for: "Im") == "I'm")
    }

    @Test("correct words and unknown words have no correction")
    func noCorrection() {
        #expect(Autocorrection.correction(for: "the") == nil)
        #expect(Autocorrection.correction(for: "hello") == nil)
        #expect(Autocorrection.correction(for: "привет") == nil)
        #expect(Autocorrection.correction(for: "") == nil)
    }

    @Test("the pending correction is the word that ends at the cursor")
    func pendingCorrection() throws {
        let pending = try #require(Autocorrection.pendingCorrection(in: "I said teh"))
        #expect(pending.word == "teh")
        #expect(pending.replacement == "the")
        let apostrophe = try #require(Autocorrection.pendingCorrection(in: "well, Im"))
        #expect(apostrophe.word == "Im")
        #expect(apostrophe.replacement == "I'm")
    }

    @Test("apostrophes inside the word belong to it; leading ones are quotation marks")
    func apostrophesInPendingWord() throws {
        let quoted = try #require(Autocorrection.pendingCorrection(in: "he said 'teh"))
        #expect(quoted.word == "teh")
        #expect(Autocorrection.pendingCorrection(in: "don't") == nil)
        #expect(Autocorrection.pendingCorrection(in: "rock’n’roll") == nil)
    }

    @Test("the word starts after the previous character that is not a letter")
    func wordBoundary() throws {
        let afterDigit = try #require(Autocorrection.pendingCorrection(in: "2teh"))
        #expect(afterDigit.word == "teh")
        let afterHyphen = try #require(Autocorrection.pendingCorrection(in: "well-adn"))
        #expect(afterHyphen.word == "adn")
        #expect(afterHyphen.replacement == "and")
    }

    @Test("no pending correction after a space, in an empty text, or for a correct word")
    func noPendingCorrection() {
        #expect(Autocorrection.pendingCorrection(in: "teh ") == nil)
        #expect(Autocorrection.pendingCorrection(in: "") == nil)
        #expect(Autocorrection.pendingCorrection(in: "hello there") == nil)
    }
}
