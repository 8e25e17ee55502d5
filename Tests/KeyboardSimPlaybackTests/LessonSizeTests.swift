import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing
import TestTiming

/// The lessons pin the phone they narrate (`Set PhoneSize 80x24`), so what they say holds in every
/// terminal a learner takes them in, not only the 80x24 headless play defaults to.
@Suite("Lessons at every size", .timed)
struct LessonSizeTests {
    /// The sizes people take the lessons at: the smallest usual terminal, and the larger ones the README suggests.
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 160, height: 50), Size(width: 200, height: 60)]

    /// Plays `lesson` as `kbsim play Lessons/NAME --size` does: the tape's settings, the terminal `size`.
    static func play(_ lesson: BundledLesson, at size: Size) throws -> PlaybackResult {
        let tape = try TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")
        let bundled = try #require(BundledForms.named(tape.formSetting?.name ?? BundledForms.defaultForm.name))
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        try TapeValidator.validate(tape, against: form)
        var configuration = SessionConfiguration(form: form, tape: tape)
        configuration.terminalSize = size
        var player = try Player(tape: tape, configuration: configuration)
        player.keepGoing = true
        return player.run()
    }

    @Test("every lesson played at 80x24, 120x40, 160x50 and 200x60 keeps every Expect line",
          arguments: BundledLessons.all.map(\.fileName), sizes)
    func everyExpectHolds(fileName: String, size: Size) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        let result = try Self.play(lesson, at: size)
        let checked = result.entries.count { if case .expectation = $0 { true } else { false } }
        #expect(checked > 0, "\(fileName) checks what it says")
        #expect(result.failures.isEmpty, "\(fileName) at \(size.width)x\(size.height): \(result.failures.map(\.command.source))")
    }

    @Test("every lesson pins its phone to 80x24, the size its numbers were measured at")
    func everyLessonPins() throws {
        for lesson in BundledLessons.all {
            let tape = try TapeParser.parse(lesson.source, path: lesson.fileName)
            #expect(tape.prelude.contains { $0.action == .set(.phoneSize(Size(width: 80, height: 24))) }, "\(lesson.fileName)")
        }
    }

    @Test("a pinned phone's transcript is the same, byte for byte, in every terminal at least its size, turned or not")
    func sameTranscriptEverywhere() throws {
        let source = """
            Set PhoneSize 80x24
            Tap street
            Sleep 300ms
            Screenshot portrait
            Rotate landscape
            Sleep 300ms
            Screenshot landscape
            """
        func transcript(at size: Size, pinned: Bool) throws -> String {
            let tape = try TapeParser.parse(pinned ? source : source.replacingOccurrences(of: "Set PhoneSize 80x24\n", with: ""), path: "t.tape")
            var configuration = SessionConfiguration(form: PlayerFixture.signup, tape: tape)
            configuration.terminalSize = size
            var player = try Player(tape: tape, configuration: configuration)
            return JSONTranscript.render(player.run().entries)
        }
        let atPin = try transcript(at: Self.sizes[0], pinned: true)
        for size in Self.sizes.dropFirst() {
            #expect(try transcript(at: size, pinned: true) == atPin, "\(size)")
            #expect(try transcript(at: size, pinned: false) != atPin, "without the pin the phone follows the terminal at \(size)")
        }
    }

    @Test("played in a terminal smaller than its pinned phone, a tape is refused at its Set PhoneSize line; a smaller Set Size later, at that line")
    func smallerTerminalRefused() throws {
        let tape = try TapeParser.parse("Set Era 7\nSet PhoneSize 80x24\nTap email\nSet Size 100x20\n", path: "pin.tape")
        var configuration = SessionConfiguration(form: PlayerFixture.signup, tape: tape)
        configuration.terminalSize = Size(width: 79, height: 30)
        #expect(throws: TapeError(path: "pin.tape", line: 2, column: 1,
                                  message: "Set PhoneSize pins the phone to 80x24: it cannot be drawn in a 79x30 terminal; play it at 80x24 or larger")) {
            try Player(tape: tape, configuration: configuration)
        }
        configuration.terminalSize = Size(width: 80, height: 24)
        #expect(throws: TapeError(path: "pin.tape", line: 4, column: 1,
                                  message: "Set Size 100x20 is smaller than the 80x24 Set PhoneSize pins the phone to")) {
            try Player(tape: tape, configuration: configuration)
        }
    }

    @Test("Set PhoneSize belongs to the prelude: after the first action it is refused as misplaced")
    func pinInThePrelude() throws {
        let tape = try TapeParser.parse("Tap email\nSet PhoneSize 80x24", path: "late.tape")
        #expect(TapeValidator.errors(in: tape, against: PlayerFixture.signup).map(\.line) == [2])
    }
}
