import Testing
@testable import KeyboardSim
import TestTiming

@Suite("The glossary: every word the lessons, the inspector and the why panel use", .timed)
struct GlossaryTests {
    /// The terms issue 24 names, as the screens spell them.
    static let required = [
        "UIKit", "first responder", "notification", "userInfo", "frameBegin", "frameEnd", "centre and bounds",
        "delegate", "delegate call", "scroll view", "contentInset", "scrollIndicatorInsets", "contentOffset", "contentSize",
        "scrollRectToVisible", "era", "K", "covered by N rows", "covered", "partly covered", "off screen", "pitfall", "strategy",
        "screen coordinates", "content coordinates", "keyboard", "verdict", "visible", "view origin", "indicatorInsets",
    ]

    @Test("every term the issue names is defined", arguments: required)
    func defines(_ term: String) {
        let entry = Glossary.entry(for: term)
        #expect(entry != nil, "\(term)")
        #expect((entry?.definition.count ?? 0) > 20)
    }

    @Test("each term is defined once, and every definition is a short paragraph that ends a sentence")
    func onceAndShort() {
        let spellings = Glossary.entries.flatMap { $0.term.split(separator: "/").map { $0.trimmingCharacters } }
        #expect(Set(spellings).count == spellings.count)
        for entry in Glossary.entries {
            #expect(entry.definition.count <= 420, "\(entry.term)")
            #expect(entry.definition.hasSuffix(".") || entry.definition.hasSuffix(".)"), "\(entry.term)")
        }
    }

    @Test("the glossary's covered is the verdict's: the first number counts the field's rows, the second how far it is too low")
    func coveredMatchesTheVerdict() throws {
        let covered = try #require(Glossary.entry(for: "covered"))
        let verdict = FieldVerdict.covered(rows: 1, tooLow: 9).description
        #expect(verdict == "covered (1 row, 9 too low)")
        #expect(covered.definition.contains("covered (N rows, D too low)"))
    }
}

private extension Substring {
    var trimmingCharacters: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
