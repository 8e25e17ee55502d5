import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("TapeRecorder: an interactive session written as a tape", .timed)
struct TapeRecorderTests {
    /// Feeds `events` (time, event) to a simulator and a recorder as `kbsim run --record` does.
    func record(_ events: [(Double, InputEvent)]) -> (tape: String, values: FieldValues) {
        var simulator = Simulator(SessionConfiguration(form: PlayerFixture.signup, strategy: .inset), screenSize: Size(width: 39, height: 21))
        var recorder = TapeRecorder(formName: "signup", configuration: SessionConfiguration(form: PlayerFixture.signup, strategy: .inset))
        for (time, event) in events {
            let (input, _) = simulator.handleResolving(event, at: time)
            recorder.record(input, at: time, terminal: Size(width: 80, height: 24))
        }
        let end = (events.last?.0 ?? 0) + 1
        _ = simulator.advance(to: end)
        return (recorder.tape(endingAt: end, values: simulator.fieldValues), simulator.fieldValues)
    }

    @Test("typed characters merge into one Type line, repeated keys get a count, pauses become Sleep")
    func merging() {
        let (tape, _) = record([
            (0.5, .key(.tab)),
            (0.52, .key(.character("h"))), (0.54, .key(.character("\""))), (0.56, .key(.character("é"))),
            (0.6, .key(.backspace)), (0.62, .key(.backspace)),
            (1.5, .key(.returnKey)),
        ])
        let lines = tape.split(separator: "\n").map(String.init)
        #expect(lines.contains("Set Strategy inset"))
        #expect(lines.contains("Set TypingSpeed 20ms"))
        let body = Array(lines.drop { !$0.hasPrefix("Sleep") })
        #expect(Array(body.prefix(6)) == ["Sleep 500ms", "Tab", "Type \"h\\\"é\"", "Backspace 2", "Sleep 880ms", "Enter"])
    }

    @Test("a session in a terminal too small for the phone records the smallest size, which a tape may name and replays")
    func tooSmallTerminal() throws {
        var configuration = SessionConfiguration(form: PlayerFixture.signup, strategy: .inset)
        configuration.terminalSize = Size(width: 30, height: 10)
        var simulator = Simulator(configuration, screenSize: Size(width: 39, height: 17))
        var recorder = TapeRecorder(formName: "signup", configuration: configuration)
        let (input, _) = simulator.handleResolving(.resize(Size(width: 39, height: 17)), at: 0.5)
        recorder.record(input, at: 0.5, terminal: Size(width: 20, height: 50))
        let tape = recorder.tape(endingAt: 1, values: simulator.fieldValues)
        let lines = tape.split(separator: "\n").map(String.init)
        #expect(lines.contains("Set Size 41x20"))
        #expect(lines.contains("Set Size 41x50"))
        _ = try TapeParser.parse(tape, path: "recorded.tape")
    }

    @Test("taps are written by field name or key name, wherever the tap landed")
    func taps() throws {
        var probe = Simulator(SessionConfiguration(form: PlayerFixture.signup, strategy: .inset), screenSize: Size(width: 39, height: 21))
        _ = probe.handle(.tapField("email"), at: 0)
        _ = probe.advance(to: 1)
        let qKey = try #require(probe.placedKeys.first { $0.key.name == "q" }).frame.origin
        let emailInput = probe.fieldScreenFrame(1).origin.offsetBy(dx: 3)
        let (tape, _) = record([
            (0, .tapField("email")), (1, .tap(qKey)), (1.2, .tap(emailInput)), (1.4, .tap(Point(x: 5, y: 1))),
        ])
        #expect(tape.contains("Tap email\n"))
        #expect(tape.contains("Tap key \"q\"\n"))
        #expect(tape.contains("Tap background\n"))
    }

    @Test("a session with a seed records Set Seed, which the replay reads back into its configuration; seed 0 writes none")
    func seedIsRecorded() throws {
        var configuration = SessionConfiguration(form: PlayerFixture.signup, strategy: .inset, era: .ios17)
        configuration.seed = 42
        let values = Simulator(configuration, screenSize: Size(width: 39, height: 21)).fieldValues
        var recorder = TapeRecorder(formName: "signup", configuration: configuration)
        let tape = recorder.tape(endingAt: 0.5, values: values)
        #expect(tape.contains("\nSet Seed 42\n"))
        let parsed = try TapeParser.parse(tape, path: "recorded.tape")
        #expect(SessionConfiguration(form: PlayerFixture.signup, tape: parsed).seed == 42)
        configuration.seed = 0
        var unseeded = TapeRecorder(formName: "signup", configuration: configuration)
        #expect(!unseeded.tape(endingAt: 0.5, values: values).contains("Seed"))
    }

    @Test("the recorded tape parses and plays back to the same values")
    func roundTrip() throws {
        let (tape, values) = record([
            (0.2, .key(.tab)), (0.3, .key(.character("Ж"))), (0.35, .key(.character("日"))),
            (1.0, .key(.returnKey)), (1.1, .key(.character("x"))), (1.2, .scroll(by: 3)),
        ])
        let parsed = try TapeParser.parse(tape, path: "recorded.tape")
        var player = try Player(tape: parsed, form: PlayerFixture.signup)
        let result = player.run()
        #expect(result.failures.isEmpty)
        #expect(result.values == values)
        #expect(values["fullName"] == "Ж日")
        #expect(tape.contains("Scroll 3"))
    }

    @Test("a paste is written as one Paste line, line breaks escaped, and plays back to the same values; a secure field's as bullets")
    func paste() throws {
        let (tape, values) = record([
            (0.2, .tapField("notes")), (0.4, .paste("two \"lines\"\nof notes")),
            (0.6, .tapField("password")), (0.8, .paste("secret")),
        ])
        #expect(tape.contains("Paste \"two \\\"lines\\\"\\nof notes\"\n"))
        #expect(tape.contains("Paste \"••••••\"\n") && !tape.contains("secret"))
        let parsed = try TapeParser.parse(tape, path: "recorded.tape")
        var player = try Player(tape: parsed, form: PlayerFixture.signup)
        let result = player.run()
        #expect(result.failures.isEmpty)
        #expect(result.values["notes"] == values["notes"])
        #expect(values["notes"] == "two \"lines\"\nof notes")
    }

    @Test("what is typed into a secure field never reaches the tape, by keys or by on-screen taps")
    func secureTextNotRecorded() throws {
        var probe = Simulator(SessionConfiguration(form: PlayerFixture.signup, strategy: .inset), screenSize: Size(width: 39, height: 21))
        _ = probe.handle(.tapField("password"), at: 0)
        _ = probe.advance(to: 1)
        let zKey = try #require(probe.placedKeys.first { $0.key.name == "z" }).frame.origin
        let (tape, values) = record([
            (0, .tapField("password")), (0.5, .key(.character("h"))), (0.52, .key(.character("u"))), (1, .tap(zKey)),
        ])
        #expect(values["password"] == "huz")
        #expect(!tape.contains("huz") && !tape.contains("\"z\"") && !tape.contains("hu"))
        #expect(tape.filter { $0 == "•" }.count == 3)
        #expect(tape.contains("# password is secure"))
        #expect(!tape.contains("Expect value password"))
    }

    @Test("control characters are escaped so a tape line is never broken")
    func controlCharacters() {
        #expect(TapePrinter.quote("a\rb\u{7}") == "\"a\\u{d}b\\u{7}\"")
    }

    @Test("a C1 control or a bidirectional override is escaped too, so a recorded tape reads as it plays")
    func bidiControls() throws {
        let text = "abc\u{202E}fed\u{2066}x\u{9B}2J"
        let quoted = TapePrinter.quote(text)
        #expect(quoted == "\"abc\\u{202e}fed\\u{2066}x\\u{9b}2J\"")
        let parsed = try TapeParser.parse("Type \(quoted)", path: "t.tape")
        #expect(parsed.commands.first?.action == .type(text, speed: nil))
    }
}
