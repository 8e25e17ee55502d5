import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A tape played once per strategy or era: rows line up, each variant differs only by what it is.
@Suite("Compare runs", .timed)
struct ComparisonTests {
    static let tape = """
        Set Form "signup"
        Set Strategy inset
        Tap notes
        Sleep 300ms
        Say "the lowest field"
        Expect visible notes
        Screenshot low
        """

    func compare(_ variants: [Variant]) throws -> Comparison {
        let parsed = try TapeParser.parse(Self.tape, path: "compare.tape")
        return try Comparison(tape: parsed, configuration: SessionConfiguration(form: PlayerFixture.signup, tape: parsed),
                              variants: variants)
    }

    @Test("each variant replaces the tape's strategy, and its result is the one a plain play with that strategy gives")
    func variantsAreSinglePlays() throws {
        let comparison = try compare([.strategy(.none), .strategy(.auto)])
        let parsed = try TapeParser.parse(Self.tape, path: "compare.tape")
        for (variant, result) in zip(comparison.variants, comparison.results) {
            var player = try Player(tape: parsed, configuration: variant.applied(to: SessionConfiguration(form: PlayerFixture.signup, tape: parsed)))
            player.keepGoing = true
            #expect(player.run().entries == result.entries, "\(variant)")
        }
    }

    @Test("rows pair each Say, Expect and Screenshot line across variants, in tape order")
    func rowsLineUp() throws {
        let comparison = try compare([.strategy(.none), .strategy(.inset), .strategy(.auto)])
        #expect(comparison.rows.count == 3)
        for row in comparison.rows {
            #expect(row.count == 3)
            #expect(Set(row.map(\.time)).count == 1, "the same line at the same virtual time in every variant")
        }
    }

    @Test("a failed Expect is reported with the variant it failed in, and only that one")
    func failuresNameTheirVariant() throws {
        let comparison = try compare([.strategy(.none), .strategy(.inset)])
        #expect(comparison.failures.map(\.variant) == [.strategy(.none)])
        let text = ComparisonTranscript.render(comparison)
        #expect(text.contains("          none   FAILED — found notes at {1,20,37,1} under the keyboard at {0,11,39,10}\n"))
        #expect(text.contains("          inset  ok\n"))
        #expect(text.contains("          none   notes covered (1 row, 10 too low), offset 14, inset 0, keyboard {0,11,39,10}\n"))
        #expect(text.contains("          inset  notes visible, offset 24, inset 10, keyboard {0,11,39,10}\n"))
    }

    @Test("eras compare the same way, labelled by era, and every JSON line is tagged with its variant")
    func erasAndJSON() throws {
        let comparison = try compare([.era(.ios3), .era(.ios11)])
        #expect(ComparisonTranscript.render(comparison).contains("          era 3   "))
        let lines = ComparisonTranscript.renderJSON(comparison).split(separator: "\n")
        #expect(lines.count == comparison.results.map(\.entries.count).reduce(0, +))
        #expect(lines.allSatisfy { $0.hasPrefix("{\"variant\":\"era 3\",\"t\":") || $0.hasPrefix("{\"variant\":\"era 11\",\"t\":") })
    }

    @Test("a Set of the compared kind in the tape's body is passed over: each phone keeps the strategy or era it is compared in",
          arguments: [("Set Strategy none", [Variant.strategy(.inset), .strategy(.auto)]), ("Set Era 3", [.era(.ios7), .era(.ios11)])])
    func comparedSettingKept(setting: String, variants: [Variant]) throws {
        // Under none, or inset in era 3 (no frameBegin), the lowest field stays covered.
        let source = """
            Set Form "signup"
            Set Strategy inset
            Tap fullName
            \(setting)
            Tap notes
            Sleep 300ms
            Expect visible notes
            """
        let parsed = try TapeParser.parse(source, path: "kept.tape")
        let comparison = try Comparison(tape: parsed, configuration: SessionConfiguration(form: PlayerFixture.signup, tape: parsed),
                                        variants: variants)
        #expect(comparison.failures.isEmpty, "\(comparison.failures)")
        let plain = try PlayerFixture.play(source, keepGoing: true)
        #expect(!plain.failures.isEmpty, "played alone, the tape's own \(setting) holds")
    }
}
