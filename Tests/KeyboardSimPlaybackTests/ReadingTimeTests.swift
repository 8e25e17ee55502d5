import KeyboardSim
import KeyboardSimPlayback
import Testing
import TestTiming

/// A lesson's time is measured from its tape: its narration's words at 200 a minute, plus what the
/// tape plays by itself at the speed it plays.
@Suite("Reading time: a lesson's length, measured from its tape (issue 35, point 3)", .timed)
struct ReadingTimeTests {
    static func tape(_ source: String) throws -> Tape {
        try TapeParser.parse(source, path: "t.tape")
    }

    @Test("the Say lines' words at 200 a minute, plus the sleeps, the keys and taps at the typing speed and the drags")
    func wordsAndPlayedTime() throws {
        let tape = try Self.tape("""
            Set TypingSpeed 100ms
            Say "one two  three four"
            Tap email
            Type "abc"
            Sleep 2s
            Pause
            Say "five"
            Backspace 2
            Drag from 1,1 to 1,5 over 500ms
            Expect focus email
            """)
        let time = ReadingTime(tape)
        #expect(time.words == 5)
        // The tap, three characters and two keys at 0.1 s, the sleep and the drag; Pause and Expect take none.
        #expect(abs(time.playedSeconds - (0.1 + 0.3 + 2 + 0.2 + 0.5)) < 1e-9)
        #expect(abs(time.seconds - (5 * 60 / 200 + 3.1)) < 1e-9)
    }

    @Test("the tape's own time runs at the speed it is played at; the reading does not")
    func speed() throws {
        let tape = try Self.tape("Say \"a b c d e f g h i j\"\nSleep 4s")
        #expect(ReadingTime(tape).seconds == 3 + 4)
        #expect(ReadingTime(tape, speed: 2).seconds == 3 + 2)
    }

    @Test("a default typing speed and drag duration are the player's")
    func defaults() throws {
        let tape = try Self.tape("Tap email\nDrag from 1,1 to 1,5")
        #expect(ReadingTime(tape).playedSeconds == Tape.defaultTypingSpeed + Tape.defaultDragDuration)
    }

    @Test("the tape's own time is the player's clock at the end, for every bundled lesson")
    func matchesThePlayer() throws {
        for lesson in BundledLessons.all {
            let result = try LessonSizeTests.play(lesson, at: Size(width: 80, height: 24))
            let tape = try TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")
            #expect(abs(ReadingTime(tape).playedSeconds - result.duration) < 1e-6, "\(lesson.fileName)")
        }
    }

    @Test("written as minutes:seconds, rounded to the second")
    func text() {
        #expect(ReadingTime.text(seconds: 185.4) == "3:05")
        #expect(ReadingTime.text(seconds: 59.6) == "1:00")
    }
}
