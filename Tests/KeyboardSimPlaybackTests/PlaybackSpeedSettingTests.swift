import KeyboardSim
import KeyboardSimPlayback
import Testing
import TestTiming

/// `Set PlaybackSpeed` (issue 35 §2): a lesson plays its actions slowly, so that a slide can be
/// followed between the holds; `--speed` wins, and a headless run is not changed.
@Suite("Set PlaybackSpeed", .timed)
struct PlaybackSpeedSettingTests {
    @Test("it reads a number above 0, the prelude's last one wins, and the printer writes it back as read")
    func readsAndPrints() throws {
        let tape = try TapeParser.parse("Set PlaybackSpeed 2\nSet PlaybackSpeed 0.5\nTap email\n", path: "slow.tape")
        #expect(tape.playbackSpeed == 0.5)
        #expect(try TapeParser.parse("Tap email\n", path: "plain.tape").playbackSpeed == nil)
        let printed = TapePrinter.text(of: tape)
        #expect(printed.contains("Set PlaybackSpeed 0.5\n"), "\(printed)")
        #expect(try TapeParser.parse(printed, path: "printed.tape").playbackSpeed == 0.5)
    }

    @Test("zero, a negative, a word and an exponent are refused at the value's column", arguments: ["0", "-1", "fast", "1e3", "inf"])
    func refusesWhatNoReplayRunsAt(value: String) {
        #expect(throws: TapeError(path: "bad.tape", line: 1, column: 19,
                                  message: "bad speed '\(value)' — expected a number above 0, such as 0.5 or 2")) {
            try TapeParser.parse("Set PlaybackSpeed \(value)\n", path: "bad.tape")
        }
    }

    @Test("it belongs to the prelude: after the first action it is refused as misplaced")
    func inThePrelude() throws {
        let tape = try TapeParser.parse("Tap email\nSet PlaybackSpeed 0.5", path: "late.tape")
        #expect(TapeValidator.errors(in: tape, against: PlayerFixture.signup).map(\.line) == [2])
    }

    @Test("headless, a tape plays the same at any PlaybackSpeed: the transcript is virtual time's")
    func headlessUnchanged() throws {
        func transcript(_ prelude: String) throws -> String {
            let tape = try TapeParser.parse(prelude + "Tap notes\nSleep 300ms\nExpect keyboard shown\n", path: "t.tape")
            var player = try Player(tape: tape, configuration: SessionConfiguration(form: PlayerFixture.signup, tape: tape))
            return JSONTranscript.render(player.run().entries)
        }
        #expect(try transcript("Set PlaybackSpeed 0.25\n") == transcript("Set PlaybackSpeed 4\n"))
    }

    @Test("every lesson plays at half speed or slower, so the slides between its holds can be followed", arguments: BundledLessons.all.map(\.fileName))
    func lessonsPlaySlowly(fileName: String) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        let speed = try #require(try TapeParser.parse(lesson.source, path: fileName).playbackSpeed, "\(fileName) sets its speed")
        #expect(speed <= 0.5, "\(fileName)")
    }
}
