import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// The lessons pin their phone to 80x24 (`Set PhoneSize`): `kbsim play --size` judges them at any
/// size, `kbsim lesson` draws that phone in any terminal, and a compared lesson keeps its narration and pauses.
@Suite("Pinned lessons in the terminal and on the command line", .timed)
struct PinnedLessonTests {
    static func contains(_ screen: [String], _ text: String) -> Bool { screen.contains { $0.contains(text) } }

    /// Every lesson's file name in `Lessons/`.
    static let lessonFiles = ((try? FileManager.default.contentsOfDirectory(atPath: KbsimBinary.repositoryPath("Lessons"))) ?? [])
        .filter { $0.hasSuffix(".tape") }.sorted()

    /// Lesson 4's lines: its steps and its pin are read from it, as other work rewrites its steps.
    static let lesson4 = (try? String(contentsOfFile: KbsimBinary.repositoryPath("Lessons/4-extend.tape"), encoding: .utf8))?
        .components(separatedBy: "\n") ?? []

    /// The first words of lesson 4's `Say` lines, in order, enough to find each on screen.
    static var says: [String] {
        lesson4.filter { $0.hasPrefix("Say \"") }.map { $0.dropFirst(5).split(separator: " ").prefix(6).joined(separator: " ") }
    }

    /// A terminal of `width`x`height` running `kbsim lesson 4 OPTIONS`.
    static func startLesson4(_ options: [String] = [], width: Int, height: Int) -> SessionPilot {
        SessionPilot(["lesson", "4"] + options, width: width, height: height)
    }

    /// Ends the lesson with Ctrl-C, which ends it with status 130.
    static func interrupt(_ pilot: SessionPilot) throws {
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    /// The screen's words in reading order, however the narration wrapped.
    static func words(_ screen: [String]) -> String {
        screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test("kbsim play --size 160x50 plays every lesson with every Expect line passing", arguments: lessonFiles)
    func playAt160(path: String) throws {
        let result = try KbsimBinary.run(["play", KbsimBinary.repositoryPath("Lessons/\(path)"), "--size", "160x50"])
        #expect(result.status == 0, "\(path):\n\(result.output)")
        #expect(result.output.contains("expect ok"))
        #expect(!result.output.contains("FAIL"))
    }

    @Test("kbsim play --size smaller than the pinned phone exits 2 naming the Set PhoneSize line, and plays nothing")
    func playSmallerThanThePin() throws {
        let line = try #require(Self.lesson4.firstIndex(of: "Set PhoneSize 80x24")) + 1
        let result = try KbsimBinary.run(["play", "Lessons/4-extend.tape", "--size", "79x30"])
        #expect(result.status == 2)
        #expect(result.output.contains("Lessons/4-extend.tape:\(line):1: Set PhoneSize pins the phone to 80x24: it cannot be drawn in a 79x30 terminal"),
                "\(result.output)")
        #expect(!result.output.contains("expect"))
    }

    @Test("kbsim check refuses a tape whose Set Size is smaller than its Set PhoneSize, at that line; the lessons pass")
    func checkSmallerSize() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = directory.appendingPathComponent("small.tape").path
        try "Set Size 80x24\nSet PhoneSize 100x30\nTap email\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let refused = try KbsimBinary.run(["check", tape])
        #expect(refused.status == 2)
        #expect(refused.output.contains("small.tape:2:1: Set PhoneSize pins the phone to 100x30: it cannot be drawn in a 80x24 terminal"),
                "\(refused.output)")
        let lessons = try KbsimBinary.run(["check"] + Self.lessonFiles.map { KbsimBinary.repositoryPath("Lessons/\($0)") })
        #expect(lessons.status == 0, "\(lessons.output)")
    }

    @Test("kbsim lesson --compare-strategies with --cast is refused: a cast records one phone")
    func comparedLessonNoCast() throws {
        let result = try KbsimBinary.run(["lesson", "4", "--compare-strategies", "none,auto", "--cast", "/tmp/never.cast"])
        #expect(result.status == 2)
        #expect(result.output.contains("--cast records one phone"), "\(result.output)")
    }

    @Test("kbsim lesson 4 at 160x50: the 80x24 phone centred in the rows above the help line, the narration and the panes beside it")
    func pinnedPhoneAt160() throws {
        let pilot = Self.startLesson4(width: 160, height: 50)
        let screen = try pilot.waitFor { Self.contains($0, "step 1 of \(Self.says.count)") && Self.contains($0, "‖ paused") }
        let top = try #require(screen.firstIndex { $0.hasPrefix("╭") })
        let bottom = try #require(screen.firstIndex { $0.hasPrefix("╰") })
        #expect(top == 13 && bottom == 35, "the 23-row phone centred in 49 rows:\n\(screen.joined(separator: "\n"))")
        #expect(screen[top].prefix { $0 != "╮" }.count + 1 == 41, "the 39-column screen of an 80x24 terminal")
        #expect(Self.words(screen.map { String($0.dropFirst(43)) }).contains(Self.says[0]))
        #expect(Self.contains(screen, "Inspector") && Self.contains(screen, "verdict "))
        try Self.interrupt(pilot)
    }

    @Test("kbsim lesson in a terminal smaller than its pinned phone says the lesson needs 80x24, and keys pressed meanwhile change nothing unseen; grown to it, the lesson is where it was")
    func smallerTerminalNotice() throws {
        let pilot = Self.startLesson4(width: 70, height: 22)
        try pilot.waitFor { Self.contains($0, "70x22, this lesson needs 80x24") }
        pilot.resize(width: 80, height: 24)
        try pilot.waitFor { Self.contains($0, "Create account") && Self.contains($0, "1/\(Self.says.count)") }
        // Held at the first Pause; shrunk, the keys pressed meet only the notice.
        pilot.resize(width: 70, height: 22)
        try pilot.waitFor { Self.contains($0, "70x22, this lesson needs 80x24") }
        // Space alone (a second would hold again what the first set going), given time to play on.
        try pilot.press("Space")
        pilot.advance(by: 1.5)
        try pilot.press("x")
        pilot.advance(by: 0.3)
        pilot.resize(width: 80, height: 24)
        let shown = try pilot.waitFor { Self.contains($0, "Create account") && Self.contains($0, "/\(Self.says.count)") }
        #expect(Self.contains(shown, "1/\(Self.says.count)"), "still the first step:\n\(shown.joined(separator: "\n"))")
        #expect(!Self.contains(shown, "your turn"), "no key took the phone while it could not be seen")
        try Self.interrupt(pilot)
    }

    @Test("kbsim lesson 4 --compare-strategies at 160x50: three phones, the narration below them; a Pause holds them all, Space goes on, F8 to the step's start and back")
    func comparedLesson() throws {
        let pilot = Self.startLesson4(["--compare-strategies", "none,inset,extend"], width: 160, height: 50)
        let steps = Self.says.count
        let first = try pilot.waitFor { Self.contains($0, "step 1 of \(steps)") && Self.contains($0, "‖ paused") }
        #expect(Self.words(first).contains(Self.says[0]), "the narration below the phones:\n\(first.joined(separator: "\n"))")
        #expect(["none ·", "inset ·", "extend ·"].allSatisfy { Self.contains(first, $0) }, "a phone per strategy, each labelled")
        pilot.advance(by: 1)
        #expect(pilot.capture() == first, "nothing moves on any phone while the lesson waits")
        try pilot.press("Space")
        let second = try pilot.waitFor { Self.contains($0, "step 2 of \(steps)") && Self.contains($0, "‖ paused") }
        #expect(Self.words(second).contains(Self.says[1]))
        // F8 goes to the start of step 2 first (right after the first Pause, before the tap: step 2's
        // Say comes after its action, so the first is the one shown), then from there to step 1.
        try pilot.press("F8")
        let start = try pilot.waitFor { Self.contains($0, "step 1 of \(steps)") && Self.contains($0, "F8: back to the previous step") }
        #expect(!Self.words(start).contains(Self.says[1]), "the tap and its narration undone")
        try pilot.press("F8")
        try pilot.waitFor { Self.contains($0, "step 1 of \(steps)") && Self.contains($0, "‖ paused") }
        try Self.interrupt(pilot)
    }

    @Test("lesson 9's takeaway names a comparison of the four libraries and the terminal it needs: a column less shows the notice, that size shows the four phones, each labelled")
    func librariesComparedAtTheSizeTheTakeawayNames() throws {
        let source = try String(contentsOfFile: KbsimBinary.repositoryPath("Lessons/9-libraries.tape"), encoding: .utf8)
        let takeaway = try #require(source.split(separator: "\n").first { $0.hasPrefix("Say \"Takeaway: ") })
        let next = try #require(takeaway.range(of: "Next: kbsim ")).upperBound
        let options = try #require(takeaway[next...].range(of: " (")).lowerBound
        let command = String(takeaway[next..<options])
        let sizeEnd = try #require(takeaway[options...].range(of: " or more)")).lowerBound
        let size = takeaway[takeaway.index(options, offsetBy: 2)..<sizeEnd].split(separator: "x").compactMap { Int($0) }
        try #require(size.count == 2 && command.hasPrefix("lesson 9 --compare-strategies "), "\(takeaway)")
        let libraries = command.dropFirst("lesson 9 --compare-strategies ".count).split(separator: ",").map(String.init)
        #expect(libraries == ["iqkeyboardmanager", "tpkeyboardavoiding", "layoutguide", "swiftui"])
        let pilot = SessionPilot(command.split(separator: " ").map(String.init), width: size[0] - 1, height: size[1])
        try pilot.waitFor { Self.contains($0, "this lesson needs \(size[0])x\(size[1]) for 4 phones") }
        pilot.resize(width: size[0], height: size[1])
        let shown = try pilot.waitFor { screen in libraries.allSatisfy { Self.contains(screen, "\($0) · ") } && Self.contains(screen, "step 1 of") }
        #expect(shown.filter { $0.hasPrefix("╰") }.count == 1 && shown.contains { $0.components(separatedBy: "╰").count == 5 },
                "four phones side by side:\n\(shown.joined(separator: "\n"))")
        try Self.interrupt(pilot)
    }

    @Test("four phones of the pinned lesson do not fit 160 columns: the notice says what the comparison needs")
    func comparedLessonTooWide() throws {
        let pilot = Self.startLesson4(["--compare-strategies", "none,inset,extend,auto"], width: 160, height: 50)
        try pilot.waitFor { Self.contains($0, "160x50, this lesson needs 167x30 for 4 phones") }
        try Self.interrupt(pilot)
    }
}
