import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("A composite strategy in tapes and transcripts: one name, each part's actions under its own", .timed)
struct CompositeTapeTests {
    static let source = "Set Strategy \"resize+inset\"\nTap email\nSleep 500ms"

    @Test("Set Strategy takes a composite quoted or as a word, and the printer writes it back quoted")
    func readAndPrinted() throws {
        for line in ["Set Strategy \"resize+inset\"", "Set Strategy resize+inset"] {
            let tape = try TapeParser.parse(line, path: "inline.tape")
            #expect(tape.commands.map(\.action) == [.set(.strategy(StrategyID(rawValue: "resize+inset")))], "\(line)")
            #expect(TapePrinter.text(of: tape) == "Set Strategy \"resize+inset\"\n")
        }
    }

    @Test("an unknown part is refused at the name's column, naming the part")
    func unknownPartRefused() {
        do {
            _ = try TapeParser.parse("Set Strategy \"resize+insets\"", path: "inline.tape")
            Issue.record("the tape was read")
        } catch {
            #expect("\(error)".hasPrefix("inline.tape:1:14: 'resize+insets': unknown part 'insets' — valid parts: none, resize"))
        }
    }

    @Test("the JSON transcript logs each part's action under the part's name, in the order the parts hear the message")
    func jsonUnderEachPart() throws {
        let lines = JSONTranscript.render(try PlayerFixture.play(Self.source).entries).split(separator: "\n")
        let strategies = lines.filter { $0.contains("\"event\":\"strategy\"") }
        let keyboard = strategies.filter { $0.contains("keyboardWasShown") }
        #expect(keyboard.count == 2)
        #expect(keyboard[0].contains("\"strategy\":\"resize\"") && keyboard[1].contains("\"strategy\":\"inset\""))
    }

    @Test("the text transcript names each part before its action")
    func textUnderEachPart() throws {
        let text = TextTranscript.render(try PlayerFixture.play(Self.source).entries)
        let resize = try #require(text.range(of: "resize.keyboardWasShown"))
        let inset = try #require(text.range(of: "inset.keyboardWasShown"))
        #expect(resize.lowerBound < inset.lowerBound)
    }

    @Test("two parts that both act on the keyboard's show bite avoidedTwice, explained naming IQKeyboardManager #1747; one part alone does not")
    func avoidedTwice() throws {
        let both = try PlayerFixture.play(Self.source + "\nExpect pitfall avoidedTwice")
        #expect(both.failures.isEmpty)
        let notice = try #require(both.entries.compactMap { entry -> PitfallNotice? in
            if case .pitfall(_, let notice) = entry, notice.pitfall == CompositeStrategy.avoidedTwice { notice } else { nil }
        }.first)
        #expect(notice.strategy.rawValue == "resize+inset")
        #expect(notice.template.title == "pitfall: two handlers avoid the keyboard")
        #expect(notice.template.source.document.contains("#1747"))
        let alone = try PlayerFixture.play("Set Strategy inset\nTap email\nSleep 500ms")
        #expect(!alone.entries.contains { entry in
            if case .pitfall(_, let notice) = entry { notice.pitfall == CompositeStrategy.avoidedTwice } else { false }
        })
    }
}
