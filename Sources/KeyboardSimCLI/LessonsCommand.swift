import ArgumentParser
import Foundation
import KeyboardSimPlayback

/// `kbsim lessons [NAME]`: lists the lessons built into the binary and how to start one, or prints
/// one as a tape that plays anywhere (its `Set Form` names a bundled form).
struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "List the bundled lessons, or print one as a tape (kbsim lessons 3 | kbsim play -).")

    @Argument(help: "A lesson to print as a tape, byte for byte: its number (3), its name (inset) or both (3-inset).", completion: ArgumentCompletion.lessons)
    var name: String?

    func run() throws {
        guard let name else { return try writeStandard(Self.list(width: OutputWidth.columns(of: STDOUT_FILENO))) }
        try writeStandard(try Self.lesson(named: name).source)
    }

    /// The bundled lesson `name` names, or the failure (exit 2) that lists the lessons.
    static func lesson(named name: String) throws -> BundledLesson {
        guard let lesson = BundledLessons.named(name) else {
            throw CommandFailure(message: "\(name): no such lesson. The lessons:\n" + list(width: OutputWidth.columns(of: STDERR_FILENO)))
        }
        return lesson
    }

    /// One entry per lesson — number, name, what it teaches, how long it takes — then the total and
    /// how it is measured, and how to start one, wrapped at
    /// spaces to `width` columns (a title's rows line up under its first).
    static func list(width: Int) -> String {
        let nameWidth = BundledLessons.all.map(\.name.count).max() ?? 0
        let numberWidth = BundledLessons.all.map { String($0.number).count }.max() ?? 1
        let titleColumn = numberWidth + 2 + nameWidth + 2
        // Too narrow for the titles beside the names: their rows go in by a little only.
        let indent = width - titleColumn >= 16 ? titleColumn : 4
        let times = BundledLessons.all.map(readingTime)
        let entries = zip(BundledLessons.all, times).flatMap { (lesson: BundledLesson, seconds: Double) -> [String] in
            let number = String(lesson.number).padding(toLength: numberWidth, withPad: " ", startingAt: 0)
            let name = lesson.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            return OutputWidth.wrap(lesson.title + " (" + ReadingTime.text(seconds: seconds) + ")", width: width, indent: indent,
                                    lead: number + "  " + name + "  ")
        }
        let numbers = BundledLessons.all.map(\.number)
        let total = OutputWidth.wrap("Lessons \(numbers.min() ?? 0)–\(numbers.max() ?? 0): \(ReadingTime.text(seconds: times.reduce(0, +))) in all (minutes:seconds), "
                                     + "measured: the narration read at \(Int(ReadingTime.wordsPerMinute)) words a minute, plus the "
                                     + "time each tape plays by itself.", width: width)
        let start = OutputWidth.wrap("Start one with `kbsim lesson NUMBER` or `kbsim lesson NAME`, e.g. `kbsim lesson 1`.", width: width)
        let print = OutputWidth.wrap("`kbsim lessons NAME` prints one as a tape: `kbsim lessons 1 | kbsim play -` plays it headless, anywhere.",
                                     width: width)
        return (entries + [""] + total + start + print).joined(separator: "\n") + "\n"
    }

    /// How long `lesson` takes to follow at real time (`ReadingTime`); a tape that does not parse takes none.
    static func readingTime(_ lesson: BundledLesson) -> Double {
        (try? TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")).map { ReadingTime($0).seconds } ?? 0
    }
}
