import ArgumentParser
import KeyboardSimPlayback

/// `kbsim lessons [NAME]`: lists the lessons built into the binary and how to start one, or prints
/// one as a tape that plays anywhere (its `Set Form` names a bundled form).
struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "List the bundled lessons, or print one as a tape (kbsim lessons 3 | kbsim play -).")

    @Argument(help: "A lesson to print as a tape, byte for byte: its number (3), its name (inset) or both (3-inset).")
    var name: String?

    func run() throws {
        guard let name else { return try writeStandard(Self.list) }
        try writeStandard(try Self.lesson(named: name).source)
    }

    /// The bundled lesson `name` names, or the failure (exit 2) that lists the lessons.
    static func lesson(named name: String) throws -> BundledLesson {
        guard let lesson = BundledLessons.named(name) else {
            throw CommandFailure(message: "\(name): no such lesson. The lessons:\n" + list)
        }
        return lesson
    }

    /// One line per lesson — number, name, what it teaches — then how to start one.
    static var list: String {
        let width = BundledLessons.all.map(\.name.count).max() ?? 0
        let lines = BundledLessons.all.map { lesson in
            "\(lesson.number)  \(lesson.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(lesson.title)"
        }
        return lines.joined(separator: "\n") + "\n\nStart one with `kbsim lesson NUMBER` or `kbsim lesson NAME` (e.g. kbsim lesson 1).\n"
            + "`kbsim lessons NAME` prints one as a tape: `kbsim lessons 1 | kbsim play -` plays it headless, anywhere.\n"
    }
}
