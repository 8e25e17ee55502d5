import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A key the keyboard refuses leaves a trace: a `refused` line in both transcripts, with the tape line.
@Suite("Refused keys in the transcripts", .timed)
struct RefusedKeyTranscriptTests {
    /// Letters on the phone pad, a label it does not show, and a key tapped with no keyboard up.
    static let source = """
        Tap phone
        Type "1aa"
        Tap key "Done"
        Tap background
        Sleep 300ms
        Tap key "q"
        """

    @Test("every refused key is an entry, the same key twice in a row included, each with its line")
    func entries() throws {
        let result = try PlayerFixture.play(Self.source)
        let refused = result.entries.compactMap { if case .refused(let refusal) = $0 { refusal } else { nil } }
        #expect(refused.map(\.key.key) == ["a", "a", "Done", "q"])
        #expect(refused.map(\.key.reason) == ["not on this keyboard", "not on this keyboard", "not on this keyboard", "no keyboard is shown"])
        #expect(refused.map(\.command.line) == [2, 2, 3, 6])
        #expect(result.refusals == refused)
    }

    @Test("the JSON transcript has a refused line: what, why and the tape line")
    func json() throws {
        let lines = JSONTranscript.render(try PlayerFixture.play(Self.source).entries).split(separator: "\n")
        #expect(lines.contains(#"{"t":0.1,"event":"refused","what":"a","why":"not on this keyboard","line":2}"#))
        #expect(lines.contains(#"{"t":0.2,"event":"refused","what":"Done","why":"not on this keyboard","line":3}"#))
    }

    @Test("the text transcript says what was refused, why, and on which line")
    func text() throws {
        let text = TextTranscript.render(try PlayerFixture.play(Self.source).entries)
        #expect(text.contains("   0.200  refused Done: not on this keyboard (line 3)\n"), "\(text)")
        #expect(text.contains("refused q: no keyboard is shown (line 6)\n"))
    }

    @Test("the warning names tape:line:column, the key, why, and the line")
    func warning() throws {
        let refusal = try #require(try PlayerFixture.play(Self.source).refusals.first)
        #expect(refusal.warning(path: "t.tape") == #"t.tape:2:1: warning: a refused (not on this keyboard): Type "1aa""#)
    }

    @Test("check warns of a Tap key label kbsim knows but no keyboard of the form shows")
    func checkWarnings() throws {
        let tape = try TapeParser.parse("Tap email\nTap key \"Previous\"\nTap key \"q\"\nTap key \"Next\"\nTap key \"日本\"\n", path: "t.tape")
        let warnings = TapeValidator.warnings(in: tape, against: PlayerFixture.signup)
        // The signup form has no toolbar and only English: no Previous, no candidates; q and its Next key exist.
        #expect(warnings.map(\.description) == [
            #"t.tape:2:9: warning: no keyboard of this form shows the key "Previous"; playing it is refused"#,
            #"t.tape:5:9: warning: no keyboard of this form shows the key "日本"; playing it is refused"#,
        ])
        #expect(TapeValidator.errors(in: tape, against: PlayerFixture.signup).isEmpty, "a warning, not an error")
        let toolbar = try #require(BundledForms.named("toolbar-pads"))
        let withToolbar = try FormLoader.parse(toolbar.source, path: toolbar.fileName)
        #expect(TapeValidator.warnings(in: try TapeParser.parse("Tap key \"Previous\"\n", path: "t.tape"), against: withToolbar).isEmpty)
    }
}
