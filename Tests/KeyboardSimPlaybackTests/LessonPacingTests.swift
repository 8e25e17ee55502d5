import KeyboardSimPlayback
import Testing
import TestTiming

/// Issue 35 §2: a lesson shows before, during and after. Each step that acts first says what is
/// about to happen and pauses with the phone in the state it starts from; narration comes only at
/// a pause, never while the lesson's own inputs are still to come in the same step.
@Suite("Lessons pause before they act", .timed)
struct LessonPacingTests {
    /// Whether `action` gives the phone input or changes the running session (a `Set` in the body).
    static func acts(_ action: TapeAction) -> Bool {
        switch action {
        case .expect, .screenshot, .say, .pause, .sleep: false
        default: true
        }
    }

    /// The line of the first command in `lesson`'s body that acts, with whether a `Say` and then a
    /// `Pause` come before it.
    static func firstAction(of source: String, path: String) throws -> (line: Int, said: Bool, paused: Bool)? {
        let tape = try TapeParser.parse(source, path: path)
        var said = false
        var paused = false
        for command in tape.body {
            if case .say = command.action { said = true }
            if case .pause = command.action, said { paused = true }
            if Self.acts(command.action) { return (command.line, said, paused) }
        }
        return nil
    }

    /// The lines of `Say` commands in `source` followed by an acting command before the next `Pause`.
    static func saysThatActBeforePausing(_ source: String, path: String) throws -> [Int] {
        let tape = try TapeParser.parse(source, path: path)
        var openSay: Int?
        var offenders: [Int] = []
        for command in tape.body {
            switch command.action {
            case .say: openSay = command.line
            case .pause: openSay = nil
            default:
                if let say = openSay, Self.acts(command.action) {
                    offenders.append(say)
                    openSay = nil
                }
            }
        }
        return offenders
    }

    @Test("every lesson's first acting command comes after a Say and a Pause", arguments: BundledLessons.all.map(\.fileName))
    func firstActionFollowsAPause(fileName: String) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        let first = try #require(try Self.firstAction(of: lesson.source, path: fileName), "\(fileName) acts")
        #expect(first.said, "\(fileName):\(first.line): acts before any Say")
        #expect(first.paused, "\(fileName):\(first.line): acts before pausing")
    }

    @Test("no Say in a lesson is followed by an action before its Pause: it tells what is about to happen or what happened",
          arguments: BundledLessons.all.map(\.fileName))
    func narrationWaitsForThePause(fileName: String) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        #expect(try Self.saysThatActBeforePausing(lesson.source, path: fileName) == [], "\(fileName): Say lines that act before pausing")
    }

    @Test("the rule catches a tape that taps before it pauses, and one that narrates then acts")
    func ruleCatchesOffenders() throws {
        let early = "Set Form \"signup\"\nSay \"Goal: tap.\"\nTap email\nPause\n"
        let first = try #require(try Self.firstAction(of: early, path: "early.tape"))
        #expect(first.said && !first.paused)
        let silent = "Set Form \"signup\"\nTap email\nSay \"Goal.\"\nPause\n"
        #expect(try Self.firstAction(of: silent, path: "silent.tape")?.said == false)
        #expect(try Self.saysThatActBeforePausing(early, path: "early.tape") == [2])
        let paced = "Say \"Goal: next, tap.\"\nExpect focus none\nPause\nTap email\nSay \"Tapped.\"\nExpect focus email\nPause\n"
        let good = try #require(try Self.firstAction(of: paced, path: "paced.tape"))
        #expect(good.said && good.paused)
        #expect(try Self.saysThatActBeforePausing(paced, path: "paced.tape") == [])
    }
}
