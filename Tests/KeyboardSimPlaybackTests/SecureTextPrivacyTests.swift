import Foundation
import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// What a password typed into a secure field may never leave behind: every output kbsim writes
/// from a session — transcripts, screenshots, frames, casts, recorded tapes, the event log —
/// is checked for the secret and for pieces of it.
///
/// (This lives with the playback tests rather than in TextInputTraitTests because it needs the
/// player, the recorder and the cast writer, which the KeyboardSim test target cannot import.)
@Suite("Secure text entry: the secret appears in no output", .timed)
struct SecureTextPrivacyTests {
    /// The password, and the pieces of it that would still give it away.
    static let secrets = ["hunter2", "hunter", "h u n"]

    /// Plain text typed beside the password: every output that can show text must show this,
    /// so that the absence of the password means something.
    static let visibleText = "adalovelace"

    /// A user name, a secure password and a field after them.
    static let form = Form(title: "Log in", fields: [
        Field(name: "user", traits: TextInputTraits(autocapitalization: .none, autocorrection: .no)),
        Field(name: "pin", traits: TextInputTraits(returnKeyType: .next, secureTextEntry: true)),
        Field(name: "after"),
    ])

    /// Types the password with physical keys, checks it (the check's own line is an output too),
    /// and takes screenshots while the last character is still readable and after it has gone.
    static let tape = """
        Set Size 80x24
        Tap user
        Sleep 300ms
        Type "\(visibleText)"
        Tap pin
        Sleep 300ms
        Type "hunter2"
        Screenshot typing
        Expect value pin "hunter2"
        Sleep 1500ms
        Screenshot masked
        Enter
        Expect focus after
        Sleep 300ms
        Screenshot after
        """

    /// Everything one playback produced.
    struct Outputs {
        var result: PlaybackResult
        /// Every frame drawn, with its virtual time.
        var frames: [(time: Double, canvas: Canvas)]
        var cast: String
    }

    /// Plays the tape with a frame collector and a cast writer attached, as `kbsim play --cast` does.
    static func play() throws -> Outputs {
        let parsed = try TapeParser.parse(tape, path: "secure.tape")
        try TapeValidator.validate(parsed, against: form)
        var player = try Player(tape: parsed, form: form)
        // The closures outlive this scope only as long as the player, so a box keeps what they collect.
        final class Sink: @unchecked Sendable {
            var frames: [(time: Double, canvas: Canvas)] = []
            var cast: AsciicastWriter
            init(_ cast: AsciicastWriter) { self.cast = cast }
        }
        let sink = Sink(AsciicastWriter(size: player.configuration.terminalSize, title: "secure"))
        player.onFrame = { time, canvas in
            sink.frames.append((time, canvas))
            sink.cast.addFrame(canvas, at: time)
        }
        player.onEvents = { events in
            for timed in events { sink.cast.addMarker(timed.event.summary, at: timed.time) }
        }
        let result = player.run()
        return Outputs(result: result, frames: sink.frames, cast: sink.cast.text)
    }

    /// Fails for every secret found in `text`, naming the output it was found in.
    static func expectNoSecret(in text: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(!text.contains(secret), "\(output) contains \"\(secret)\"", sourceLocation: sourceLocation)
        }
    }

    @Test("the tape plays: the password is in the field, and the user name is typed as it was")
    func tapePlays() throws {
        let outputs = try Self.play()
        #expect(outputs.result.failures.isEmpty)
        #expect(outputs.result.values["pin"] == "hunter2")
        #expect(outputs.result.values["user"] == Self.visibleText)
    }

    @Test("neither transcript holds the password, not even the Expect line that names it")
    func transcripts() throws {
        let entries = try Self.play().result.entries
        let text = TextTranscript.render(entries)
        let json = JSONTranscript.render(entries)
        #expect(text.contains(Self.visibleText))
        #expect(json.contains(Self.visibleText))
        // The Expect line is echoed with its text masked, one bullet per character.
        #expect(text.contains("expect ok: Expect value pin \"•••••••\""))
        Self.expectNoSecret(in: text, "the text transcript")
        Self.expectNoSecret(in: json, "the JSON transcript")
    }

    @Test("no screenshot shows the password, not even its last character: seven bullets")
    func screenshots() throws {
        let entries = try Self.play().result.entries
        let shots = entries.compactMap { if case .screenshot(_, let shot) = $0 { shot } else { nil } }
        #expect(shots.map(\.name) == ["typing", "masked", "after"])
        for shot in shots {
            let screen = shot.screen.joined(separator: "\n")
            #expect(screen.contains(Self.visibleText), "\(shot.name ?? "") shows the user name")
            Self.expectNoSecret(in: screen, "screenshot \(shot.name ?? "")")
        }
        // A phone shows the character just typed for a moment; a file never does, so even the
        // screenshot taken right after the 2 shows bullets only.
        for shot in shots.prefix(2) {
            #expect(shot.screen.contains { $0.hasPrefix("▶[••••••• ") }, "\(shot.name ?? ""): \(shot.screen)")
        }
        #expect(shots[2].screen.contains { $0.hasPrefix(" [••••••• ") })
    }

    @Test("no frame drawn during playback, side pane included, shows the password")
    func frames() throws {
        let frames = try Self.play().frames
        #expect(frames.count > 10)
        #expect(frames.contains { $0.canvas.text.contains(Self.visibleText) })
        for (index, frame) in frames.enumerated() {
            Self.expectNoSecret(in: frame.canvas.text, "frame \(index) at \(frame.time)")
        }
    }

    @Test("no picture holds the password: the animated SVG with its key caption, nor the screenshots' SVGs")
    func pictures() throws {
        var player = try Player(tape: try TapeParser.parse(Self.tape, path: "secure.tape"), form: Self.form)
        player.showsKeys = true
        player.subtitles = true
        final class Recording: @unchecked Sendable { var animation = SVGAnimation() }
        let recording = Recording()
        player.onFrame = { time, canvas in recording.animation.addFrame(canvas, at: time) }
        let result = player.run()
        let svg = recording.animation.document(title: "secure", end: result.duration)
        #expect(svg.contains(Self.visibleText))
        #expect(svg.contains("Tap pin  •••••••  Enter"), "the caption shows the password typed, as bullets")
        Self.expectNoSecret(in: svg, "the animated SVG")
        let shots = result.entries.compactMap { if case .screenshot(_, let shot) = $0 { shot } else { nil } }
        #expect(shots.count == 3)
        for shot in shots {
            let picture = SVGScreenshot.render(shot.canvas, title: shot.name ?? "")
            #expect(picture.contains(Self.visibleText), "\(shot.name ?? "") shows the user name")
            Self.expectNoSecret(in: picture, "the SVG of screenshot \(shot.name ?? "")")
        }
    }

    @Test("no frame lights the key a secure entry pressed, though typing elsewhere lights each key")
    func noPressedKeyWhileTypingSecretly() throws {
        let outputs = try Self.play()
        let inputs = outputs.result.inputs
        let pinTap = try #require(inputs.firstIndex { $0.event == .tapField("pin") })
        func isCharacter(_ input: ScheduledInput) -> Bool {
            if case .key(.character) = input.event { true } else { false }
        }
        let userKeys = inputs[..<pinTap].filter(isCharacter).map(\.time)
        let pinKeys = inputs[pinTap...].filter(isCharacter).map(\.time)
        #expect(userKeys.count == Self.visibleText.count)
        #expect(pinKeys.count == "hunter2".count)
        func lightsAKey(_ canvas: Canvas) -> Bool {
            canvas.cells.contains { $0.style.reverse && [.key, .keySpecial, .keyDark, .keySpecialDark].contains($0.style.color) }
        }
        // The frame drawn right after each key press: lit for the user name, dark for the password.
        for time in userKeys {
            #expect(outputs.frames.contains { $0.time == time && lightsAKey($0.canvas) }, "a key lit at \(time)")
        }
        for time in pinKeys {
            let drawn = outputs.frames.filter { $0.time == time }
            #expect(!drawn.isEmpty, "a frame at \(time)")
            #expect(!drawn.contains { lightsAKey($0.canvas) }, "no key lit at \(time)")
        }
    }

    @Test("the asciicast holds no password, neither in its bytes nor on any screen a terminal replays from it")
    func asciicast() throws {
        let cast = try Self.play().cast
        Self.expectNoSecret(in: cast, "the cast file")
        // A cast writes only the cells that change, so a leak could be split by escape codes:
        // replaying it in a terminal emulator puts the screens back together.
        let castPath = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-secure-\(UUID().uuidString).cast").path
        try Data(cast.utf8).write(to: URL(fileURLWithPath: castPath))
        defer { try? FileManager.default.removeItem(atPath: castPath) }
        let emulated = try PythonScript.run(PythonScript.fixturePath("pyte_screen.py"), [castPath])
        if emulated.status == 3 {
            Issue.record("pyte is missing for python3 (\(emulated.errors.trimmingCharacters(in: .whitespacesAndNewlines))): run `make deps`")
            return
        }
        try #require(emulated.status == 0, "pyte_screen.py failed (\(emulated.status)): \(emulated.errors)")
        let parsed = try JSONSerialization.jsonObject(with: Data(emulated.output.utf8)) as? [String: Any]
        let screens = try #require(parsed?["screens"] as? [[String: Any]])
        let texts = screens.compactMap { ($0["lines"] as? [String])?.joined(separator: "\n") }
        #expect(texts.count == screens.count)
        #expect(texts.contains { $0.contains(Self.visibleText) })
        for (index, screen) in texts.enumerated() {
            Self.expectNoSecret(in: screen, "replayed screen \(index)")
        }
    }

    /// Feeds the playback's inputs, at their times, to a fresh simulator and a tape recorder,
    /// as `kbsim run --record` would have seen them; returns the tape and the simulator.
    static func record() throws -> (tape: String, simulator: Simulator) {
        let result = try play().result
        let configuration = SessionConfiguration(form: form, tape: try TapeParser.parse(tape, path: "secure.tape"))
        let screen = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation).simulatedScreenSize
        var simulator = Simulator(configuration, screenSize: screen)
        var recorder = TapeRecorder(formName: "login", configuration: configuration)
        for input in result.inputs {
            let (resolved, _) = simulator.handleResolving(input.event, at: input.time)
            recorder.record(resolved, at: input.time, terminal: configuration.terminalSize)
        }
        _ = simulator.advance(to: result.duration)
        #expect(simulator.fieldValues == result.values, "the replayed inputs reach the same values")
        return (recorder.tape(endingAt: result.duration, values: simulator.fieldValues), simulator)
    }

    @Test("a tape recorded from the same inputs writes the password as bullets and leaves out its value")
    func recordedTape() throws {
        let recorded = try Self.record().tape
        #expect(recorded.contains("Expect value user \"\(Self.visibleText)\""))
        // The recorder splits typing at its pauses; however split, the password is seven bullets.
        #expect(recorded.filter { $0 == "•" }.count == 7)
        #expect(recorded.contains("# pin is secure"))
        #expect(!recorded.contains("Expect value pin"))
        Self.expectNoSecret(in: recorded, "the recorded tape")
    }

    @Test("the simulator's event log describes the session without the password")
    func eventLog() throws {
        let log = try Self.record().simulator.log.entries
        #expect(log.contains { $0.event?.name == "textFieldDidBeginEditing" && $0.event?.summary.contains("pin") == true })
        for entry in log {
            if let event = entry.event { Self.expectNoSecret(in: event.summary, "log summary \(event.summary)") }
            Self.expectNoSecret(in: String(describing: entry), "log entry \(entry.sequence)")
            Self.expectNoSecret(in: String(reflecting: entry), "log entry \(entry.sequence)")
        }
    }
}

extension SecureTextPrivacyTests {
    /// Tapes tap keys by name (`Tap key "h"`); in a secure field the recorder writes such taps as
    /// bullets, as it does taps at a point.
    @Test("a tape recorder given on-screen key taps by name in a secure field writes no letters")
    func keyTapsByNameNotRecorded() {
        var simulator = Simulator(SessionConfiguration(form: Self.form), screenSize: Size(width: 39, height: 21))
        var recorder = TapeRecorder(formName: "login", configuration: SessionConfiguration(form: Self.form))
        let events: [InputEvent] = [.tapField("pin"), .tapKey("h"), .tapKey("u"), .tapKey("n")]
        for (offset, event) in events.enumerated() {
            let time = 1.0 + Double(offset) * 0.5
            let (input, _) = simulator.handleResolving(event, at: time)
            recorder.record(input, at: time, terminal: Size(width: 80, height: 24))
        }
        #expect(simulator.fieldValues["pin"] == "hun")
        let recorded = recorder.tape(endingAt: 4, values: simulator.fieldValues)
        for letter in ["h", "u", "n"] {
            #expect(!recorded.contains("Tap key \"\(letter)\""), "the recorded tape names the key \(letter)")
        }
        #expect(recorded.filter { $0 == "•" }.count == 3, "each tap is written as a bullet")
    }
}

extension SecureTextPrivacyTests {
    /// Ways a tape can spell the password in an `Expect value` line: the parser reads them all
    /// as the same text, so none may be echoed, whatever its spelling.
    static let spellings = ["\"hunter2\"", "'hunter2'", "`hunter2`", "\"hun\\u{74}er2\"", "\"\\u{68}\\u{75}\\u{6E}ter2\""]

    /// Plays `Type typed` into the secure field, then `Expect value pin` with `spelling`.
    static func expectValue(typed: String, spelling: String) throws -> PlaybackResult {
        let source = "Tap pin\nType \"\(typed)\"\nExpect value pin \(spelling)\nExpect value user \"\"\n"
        let parsed = try TapeParser.parse(source, path: "secure.tape")
        try TapeValidator.validate(parsed, against: form)
        var player = try Player(tape: parsed, form: form)
        player.keepGoing = true
        return player.run()
    }

    /// Fails when `text` holds the password in any of the spellings, or a piece of one.
    static func expectNoSpelling(in text: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectNoSecret(in: text, output, sourceLocation: sourceLocation)
        for piece in ["hun", "ter2", "u{74}", "u{68}"] {
            #expect(!text.contains(piece), "\(output) contains \"\(piece)\"", sourceLocation: sourceLocation)
        }
    }

    @Test("a passing Expect value on a secure field is echoed as bullets however the tape spells the text",
          arguments: spellings)
    func passingExpectMasked(_ spelling: String) throws {
        let result = try Self.expectValue(typed: "hunter2", spelling: spelling)
        #expect(result.failures.isEmpty)
        let text = TextTranscript.render(result.entries)
        let json = JSONTranscript.render(result.entries)
        #expect(text.contains("expect ok: Expect value pin \"•••••••\"\n"))
        #expect(json.contains("\"command\":\"Expect value pin \\\"•••••••\\\"\""))
        Self.expectNoSpelling(in: text, "the text transcript")
        Self.expectNoSpelling(in: json, "the JSON transcript")
    }

    @Test("a failing Expect value on a secure field shows bullets in the transcripts and the failure message, whatever the spelling",
          arguments: spellings)
    func failingExpectMasked(_ spelling: String) throws {
        let result = try Self.expectValue(typed: "x", spelling: spelling)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        let message = failure.failureMessage(path: "secure.tape")
        #expect(message == """
            secure.tape:3:1: expectation failed: Expect value pin "•••••••"
              expected: pin = "•••••••"
              found:    pin = "•"
            """)
        let text = TextTranscript.render(result.entries)
        let json = JSONTranscript.render(result.entries)
        #expect(text.contains("expect FAILED: Expect value pin \"•••••••\"\n"))
        Self.expectNoSpelling(in: message, "the failure message")
        Self.expectNoSpelling(in: text, "the text transcript")
        Self.expectNoSpelling(in: json, "the JSON transcript")
    }

    @Test("an Expect value on a plain field is echoed with its text, in the transcripts' one spelling")
    func plainFieldEchoed() throws {
        let parsed = try TapeParser.parse("Expect value user 'ada'\nExpect value user `\\n`\n", path: "plain.tape")
        var player = try Player(tape: parsed, form: Self.form)
        player.keepGoing = true
        let text = TextTranscript.render(player.run().entries)
        #expect(text.contains("expect FAILED: Expect value user \"ada\"\n"))
        #expect(text.contains("expect FAILED: Expect value user \"\\\\n\"\n"))
    }
}
