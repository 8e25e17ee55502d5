import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import KeyboardSimRender
import Testing
import TestTiming

/// Lesson 0 (issue 24, point 5): the words, in plain language, each shown on the phone as it is said.
@Suite("Lesson 0: the words", .timed)
struct WordsLessonTests {
    static let lesson = BundledLessons.named("0")

    /// The lesson played headless at 80x24, and a simulator fed the same inputs, to look at the
    /// phone at each cue.
    static func played() throws -> (result: PlaybackResult, configuration: SessionConfiguration) {
        let lesson = try #require(Self.lesson)
        let tape = try TapeParser.parse(lesson.source, path: lesson.fileName)
        let formName = try #require(tape.formSetting?.name)
        let bundled = try #require(BundledForms.named(formName))
        let configuration = SessionConfiguration(form: try FormLoader.parse(bundled.source, path: bundled.fileName), tape: tape)
        var player = try Player(tape: tape, configuration: configuration)
        return (player.run(), configuration)
    }

    @Test("it is listed first, and named by 0, words or 0-words")
    func listedFirst() throws {
        #expect(BundledLessons.all.first?.fileName == "0-words.tape")
        for name in ["0", "words", "0-words"] { #expect(BundledLessons.named(name)?.fileName == "0-words.tape", "\(name)") }
    }

    @Test("it opens with its goal and ends with a one-line takeaway, the lesson to play next and where to read more")
    func goalAndTakeaway() throws {
        let (result, _) = try Self.played()
        let says = result.cues.compactMap(\.text)
        #expect(says.first?.hasPrefix("Goal: ") == true)
        let last = try #require(says.last)
        #expect(last.hasPrefix("Takeaway: ") && last.contains("Next: kbsim lesson 1.") && last.contains("https://"))
        #expect(result.failures.isEmpty)
    }

    @Test("it names every word it promises: the keyboard, a notification, userInfo, a delegate call, a scroll view, contentInset, contentOffset, contentSize, first responder — each a glossary term")
    func namesItsWords() throws {
        let (result, _) = try Self.played()
        let text = result.cues.compactMap(\.text).joined(separator: " ")
        for word in ["keyboard", "notification", "userInfo", "delegate call", "scroll view", "contentInset", "contentOffset",
                     "contentSize", "first responder", "UIKit", "frameEnd"] {
            #expect(text.contains(word), "\(word)")
            #expect(Glossary.entry(for: word) != nil || Glossary.entries.contains { $0.term.contains(word) }, "\(word)")
        }
    }

    @Test("every Say is checked by Expect lines in its own step; the first pause shows the keyboard down, the pause before the dismissal holds it up and the one after shows it gone")
    func stepsAreCheckedAndPausesShowBeforeAndAfter() throws {
        let lesson = try #require(Self.lesson)
        let steps = lesson.source.components(separatedBy: "\nSay ").dropFirst()
        #expect(steps.count >= 6)
        for step in steps { #expect(step.contains("\nExpect "), "\(step.prefix(60))") }

        let (result, configuration) = try Self.played()
        let pauses = result.cues.filter { $0.kind == .pause }
        let says = result.cues.compactMap(\.text)
        #expect(pauses.count == steps.count - 1)
        var simulator = Simulator(configuration, screenSize: TerminalLayout(terminal: configuration.terminalSize,
                                                                           orientation: configuration.orientation).simulatedScreenSize)
        var given = 0
        var keyboardUp: [Bool] = []
        for pause in pauses {
            for input in result.inputs[given..<pause.inputsBefore] {
                _ = simulator.advance(to: input.time)
                _ = simulator.handle(input.event, at: input.time)
            }
            given = pause.inputsBefore
            _ = simulator.advance(to: pause.time)
            keyboardUp.append(simulator.keyboardFrame != nil)
        }
        // Before: the phone as it starts, nothing edited; the dismissal is announced with the
        // keyboard still up, and its pause after shows it gone.
        #expect(keyboardUp.first == false, "the first pause shows the phone before anything happens")
        let dismissal = try #require(says.firstIndex { $0.hasPrefix("Dismiss") })
        #expect(keyboardUp[dismissal], "the pause before the dismissal holds the keyboard up")
        #expect(!keyboardUp[dismissal + 1], "the pause after it shows the keyboard gone")
        #expect(keyboardUp.contains(true))
    }
}
