import KeyboardSim
import KeyboardSimForms
import KeyboardSimRender
@testable import KeyboardSimPlayback
import SnapshotTesting
import Testing
import TestTiming

/// Plays tapes written inline or taken from Forms/, on the default form.
enum PlayerFixture {
    static let repository = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

    static var signup: Form {
        let bundled = BundledForms.defaultForm
        return try! FormLoader.parse(bundled.source, path: bundled.fileName)
    }

    /// Plays `source` as a tape on the default form.
    static func play(_ source: String, keepGoing: Bool = false,
                     onFrame: ((Double, Canvas) -> Void)? = nil) throws -> PlaybackResult {
        let tape = try TapeParser.parse(source, path: "inline.tape")
        try TapeValidator.validate(tape, against: signup)
        var player = try Player(tape: tape, form: signup)
        player.keepGoing = keepGoing
        player.onFrame = onFrame
        return player.run()
    }

    /// Each `Expect` line's result, in order, of `source` played to its end (`--keep-going`).
    static func expectationResults(_ source: String) throws -> [ExpectationResult] {
        try play(source, keepGoing: true).entries.compactMap {
            if case .expectation(_, let result) = $0 { result } else { nil }
        }
    }

    /// The text of a tape in Forms/.
    static func exampleTape(_ name: String) throws -> String {
        try String(contentsOfFile: "/\(repository)/Forms/\(name)", encoding: .utf8)
    }
}

@Suite("Player: headless playback on virtual time", .timed)
struct PlayerTests {
    @Test("each key advances the clock by TypingSpeed and Sleep advances it by its duration")
    func virtualTime() throws {
        let result = try PlayerFixture.play("""
            Set TypingSpeed 100ms
            Tap email
            Type "ab"
            Sleep 0.5s
            Say "here"
            """)
        #expect(result.inputs.map(\.time) == [0, 0.1, 0.2])
        #expect(result.entries.last == .say(time: 0.8, text: "here"))
        #expect(result.values["email"] == "ab")
    }

    @Test("the keyboard is mid-slide right after a tap and settled after Sleep 300ms")
    func animationFollowsTheClock() throws {
        let result = try PlayerFixture.play("""
            Tap fullName
            Expect keyboard shown
            Screenshot moving
            Sleep 300ms
            Screenshot settled
            """)
        let shots = result.entries.compactMap { if case .screenshot(_, let shot) = $0 { shot } else { nil } }
        #expect(shots.count == 2)
        #expect(shots[0].keyboardFrame != shots[1].keyboardFrame)
        #expect(shots[1].keyboardFrame == Rect(x: 0, y: 11, width: 39, height: 10))
    }

    @Test("a failed Expect stops the tape and says what was expected and found")
    func failureStops() throws {
        let result = try PlayerFixture.play("""
            Set Strategy none
            Tap notes
            Sleep 300ms
            Expect visible notes
            Expect focus notes
            """)
        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.command.line == 4)
        #expect(failure.expected == "notes fully visible")
        #expect(failure.found.contains("under the keyboard"))
        #expect(failure.failureMessage(path: "t.tape").hasPrefix("t.tape:4:1: expectation failed: Expect visible notes"))
        #expect(!result.entries.contains { if case .expectation(_, let r) = $0 { r.command.line == 5 } else { false } })
    }

    @Test("--keep-going checks every Expect and reports every failure")
    func keepGoing() throws {
        let result = try PlayerFixture.play("""
            Expect focus email
            Expect keyboard shown
            Expect focus none
            """, keepGoing: true)
        #expect(result.failures.map(\.command.line) == [1, 2])
    }

    @Test("Expect event lines check an order: each consumes the events up to the one it found")
    func eventOrder() throws {
        let passing = try PlayerFixture.play("""
            Tap email
            Sleep 300ms
            Expect event keyboardWillShow
            Expect event keyboardDidShow
            """)
        #expect(passing.failures.isEmpty)
        let failing = try PlayerFixture.play("""
            Tap email
            Sleep 300ms
            Expect event keyboardDidShow
            Expect event keyboardWillShow
            """)
        #expect(failing.failures.map(\.command.line) == [4])
    }

    @Test("Expect value and covered and visible read the simulator, masked for secure fields")
    func expectations() throws {
        let result = try PlayerFixture.play("""
            Tap password
            Type "s3cret"
            Expect value password "wrong"
            """)
        let failure = try #require(result.failures.first)
        #expect(failure.expected == "password = \"•••••\"")
        #expect(failure.found == "password = \"••••••\"")
        #expect(!failure.command.source.contains("wrong"))
        let transcript = TextTranscript.render(result.entries) + JSONTranscript.render(result.entries)
        #expect(!transcript.contains("s3cret"))
        #expect(!transcript.contains("wrong"))
    }

    @Test("a later Set Size resizes the terminal during the run")
    func resizeMidTape() throws {
        let result = try PlayerFixture.play("""
            Set Size 80x24
            Tap email
            Sleep 300ms
            Set Size 100x30
            Screenshot big
            """)
        guard case .screenshot(_, let shot) = try #require(result.entries.last) else {
            Issue.record("expected a screenshot last")
            return
        }
        #expect(shot.screen.count == 27)
        // Six rows taller; as wide as before, since from 100 columns a portrait phone is no wider
        // than it is tall in rows, and never narrower than the 39 columns the keyboard needs.
        #expect(shot.keyboardFrame == Rect(x: 0, y: 16, width: 39, height: 11))
    }

    @Test("a later Set Era switches eras during the run: the next field switch posts era 3's WillHide")
    func eraSwitchMidTape() throws {
        let result = try PlayerFixture.play("""
            Tap email
            Sleep 300ms
            Tap city
            Expect focus city
            Set Era 3
            Tap street
            Expect event keyboardWillHide
            """)
        #expect(result.failures.isEmpty)
        let names = result.entries.compactMap { if case .event(let e) = $0 { e.event.name } else { nil } }
        #expect(names.filter { $0 == "keyboardWillHide" }.count == 1)
    }

    @Test("the same tape under each strategy ends on a different screen, but overlap's and tableviewcontroller's, which are inset's (over a text field the keyboard arrives whole, so inset's height from frameBegin is right and all three inset by 10 and scroll the least), IQKeyboardManager's, which are auto's, layoutguide's and inputbaraccessoryview's, which are none's (iOS 11 has no keyboard layout guide, and the form no input bar), and swiftui's, which is resize's (on kbsim's own phone, with no safe area and no footer, both end the scroll view on the keyboard's top)")
    func strategiesDiffer() throws {
        var screens: [String: [String]] = [:]
        for kind in StrategyCatalogue.builtIns.ids {
            let result = try PlayerFixture.play("""
                Set Strategy \(kind.rawValue)
                Tap company
                Sleep 500ms
                Screenshot end
                """)
            screens[kind.rawValue] = result.finalScreenshot.screen
        }
        #expect(Set(screens.values).count == StrategyCatalogue.builtIns.ids.count - 7, "every other strategy leaves its own picture")
        #expect(screens["overlap"] == screens["inset"] && screens["tableviewcontroller"] == screens["inset"])
        // On kbsim's own phone (no safe area) IQKeyboardManager's keyboardDistance is one row, as
        // auto's margin: both versions scroll Company where auto does.
        #expect(screens["iqkeyboardmanager"] == screens["auto"] && screens["iqkeyboardmanager-6"] == screens["auto"])
        #expect(screens["layoutguide"] == screens["none"])
        // A form with no input bar gives InputBarAccessoryView's manager nothing to move.
        #expect(screens["inputbaraccessoryview"] == screens["none"])
        #expect(screens["swiftui"] == screens["resize"])
    }

    @Test("Set Pitfalls later in the tape switches the guards as the pitfalls key does, and a recorded switch plays back the same")
    func pitfallsSwitchedMidTape() throws {
        func strategyActions(_ result: PlaybackResult) -> [String] {
            result.entries.compactMap { entry in
                guard case .event(let timed) = entry, case .strategy(let action) = timed.event else { return nil }
                return action.action.rawValue
            }
        }
        let played = try PlayerFixture.play("""
            Set Strategy resize
            Set Era 7
            Tap email
            Sleep 400ms
            Set Pitfalls on
            Tap city
            Sleep 400ms
            Set Pitfalls off
            Tap company
            Sleep 400ms
            """)
        #expect(strategyActions(played) == ["keyboardWasShown", "keyboardWasShown", "ignoredAlreadyShown"])
        var recorder = TapeRecorder(formName: "signup", configuration: SessionConfiguration(form: PlayerFixture.signup))
        let simulator = Simulator(SessionConfiguration(form: PlayerFixture.signup), screenSize: Size(width: 39, height: 21))
        recorder.record(simulator.resolve(.setPitfalls(true)), at: 0.5, terminal: Size(width: 80, height: 24))
        let tape = recorder.tape(endingAt: 1, values: simulator.fieldValues)
        #expect(tape.contains("\nSet Pitfalls on\n"), "\(tape)")
        #expect(throws: Never.self) { try TapeValidator.validate(try TapeParser.parse(tape, path: "recorded.tape"), against: PlayerFixture.signup) }
    }

    @Test("a setting that cannot change once the tape has started is refused with its line")
    func lateSetting() throws {
        let late = try TapeParser.parse("Tap email\nSet TypingSpeed 10ms\n", path: "s.tape")
        do {
            _ = try Player(tape: late, form: PlayerFixture.signup)
            Issue.record("a Set TypingSpeed after an action must be refused")
        } catch {
            #expect(error.description == "s.tape:2:1: Set lines other than Size, Era, Strategy, Pitfalls and Device must come before the first action")
        }
    }

    @Test("the same tape played twice gives identical transcripts and frames, byte for byte")
    func deterministic() throws {
        let source = try PlayerFixture.exampleTape("signup-walkthrough.tape")
        func run() throws -> (String, String, [String]) {
            var frames: [String] = []
            let result = try PlayerFixture.play(source) { time, canvas in frames.append("\(time)\n\(canvas.text)") }
            return (TextTranscript.render(result.entries), JSONTranscript.render(result.entries), frames)
        }
        let first = try run(), second = try run()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        #expect(first.2 == second.2)
        #expect(first.2.count > 30)
    }
}

@Suite("Golden transcripts of the example tapes", .timed)
struct GoldenTranscriptTests {
    @Test("an example tape's transcript matches its reviewed copy, as text and as JSON Lines", arguments: ["strategy-inset.tape", "era-11.tape"])
    func golden(_ name: String) throws {
        let result = try PlayerFixture.play(try PlayerFixture.exampleTape(name))
        #expect(result.failures.isEmpty)
        let base = String(name.dropLast(".tape".count))
        assertSnapshot(of: TextTranscript.render(result.entries), as: .lines, named: base + "-text", testName: "golden")
        assertSnapshot(of: JSONTranscript.render(result.entries), as: .lines, named: base + "-json", testName: "golden")
    }
}
