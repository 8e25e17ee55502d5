import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// The printer is the parser's inverse. Equality of whole tapes would compare where each command
/// stood (line, column, its source text, its arguments' columns), which printing changes by design
/// — comments, blank lines, indentation and other quotes are not kept — so the properties check
/// what the tape does and the text it prints to:
/// 1. parse(print(t)) has the same actions as t, in order (the same prelude and body with them);
/// 2. print(parse(print(t))) == print(t): printed text is a fixed point, so for a printed tape
///    whole-tape equality holds too, positions and sources included.
@Suite("TapePrinter: a tape written as text that parses back to the same tape", .timed)
struct TapePrinterTests {
    /// Tapes written as people write them (`RandomTapeGenerator`), on every bundled form.
    static let writtenTapes = 1_200
    /// Tapes drawn as values, with the corners of every value (`RandomActionGenerator`).
    static let drawnTapes = 1_000

    private func expectRoundTrip(of tape: Tape, _ comment: @autoclosure () -> String) throws {
        let printed = TapePrinter.text(of: tape)
        let reparsed = try TapeParser.parse(printed, path: tape.path)
        #expect(reparsed.commands.map(\.action) == tape.commands.map(\.action), "\(comment())\n\(printed)")
        #expect(reparsed.firstActionIndex == tape.firstActionIndex, "\(comment())")
        #expect(TapePrinter.text(of: reparsed) == printed, "\(comment())")
    }

    @Test("printing a tape and parsing it back gives the same tape, over 1,200 random written tapes")
    func writtenTapesRoundTrip() throws {
        var seeds = SeededGenerator(seed: 0x7072_696E_7465_72)
        for index in 0..<Self.writtenTapes {
            let bundled = BundledForms.all[index % BundledForms.all.count]
            let form = try #require(TapeFuzzTarget.forms[bundled.name])
            let seed = seeds.next()
            var generator = RandomTapeGenerator(form: bundled, fields: form.fields.map(\.name), random: SeededGenerator(seed: seed))
            let source = generator.tape(strategy: seeds.pick(StrategyCatalogue.builtIns.ids), era: seeds.pick(Era.allCases),
                                        orientation: seeds.pick(Orientation.allCases))
            try expectRoundTrip(of: try TapeParser.parse(source, path: "random.tape"), "seed \(seed)")
        }
    }

    @Test("printing a tape and parsing it back gives the same tape, over 1,000 random tapes of any values")
    func drawnTapesRoundTrip() throws {
        var seeds = SeededGenerator(seed: 0x6472_6177_6E)
        for _ in 0..<Self.drawnTapes {
            let seed = seeds.next()
            var generator = RandomActionGenerator(random: SeededGenerator(seed: seed))
            try expectRoundTrip(of: generator.tape(), "seed \(seed)")
        }
    }

    @Test("a duration prints as whole milliseconds when it is one, else as the shortest decimal that reads back exactly")
    func durations() throws {
        #expect(TapePrinter.duration(0.3) == "300ms")
        #expect(TapePrinter.duration(0) == "0ms")
        #expect(TapePrinter.duration(2) == "2000ms")
        #expect(TapePrinter.duration(0.0005) == "0.0005s")
        #expect(TapePrinter.duration(1e-7) == "0.0000001s")
        #expect(TapePrinter.duration(0.1 + 0.2) == "0.30000000000000004s")
        let tape = try TapeParser.parse("Sleep \(TapePrinter.duration(1e-7))", path: "t.tape")
        #expect(tape.commands.first?.action == .sleep(1e-7))
    }

    @Test("each key prints by its first name, and Ctrl with a letter in capitals")
    func keyNames() {
        #expect(TapePrinter.line(for: .key(.backTab, count: 1, speed: nil)) == "Shift+Tab")
        #expect(TapePrinter.line(for: .key(.wordLeft, count: 3, speed: 0.1)) == "Alt+Left@100ms 3")
        #expect(TapePrinter.line(for: .key(.control("w"), count: 1, speed: nil)) == "Ctrl+W")
        #expect(TapePrinter.line(for: .key(.function(5), count: 1, speed: nil)) == nil)
    }

    @Test("a quote joined to a combining mark, a carriage return and a line feed are escaped so the string reads back")
    func awkwardText() throws {
        let text = "a\"\u{301}b\r\nc\u{85}"
        let line = try #require(TapePrinter.line(for: .type(text, speed: nil)))
        #expect(line == "Type \"a\\\"\u{301}b\\u{d}\\nc\\u{85}\"")
        #expect(try TapeParser.parse(line, path: "t.tape").commands.first?.action == .type(text, speed: nil))
    }
}
