import ArgumentParser
import KeyboardSimPlayback

/// `kbsim lessons`: lists the lessons built into the binary, and how to start one.
struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lessons", abstract: "List the bundled lessons.")

    func run() throws {
        try writeStandard(Self.list)
    }

    /// One line per lesson — number, name, what it teaches — then how to start one.
    static var list: String {
        let width = BundledLessons.all.map(\.name.count).max() ?? 0
        let lines = BundledLessons.all.map { lesson in
            "\(lesson.number)  \(lesson.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(lesson.title)"
        }
        return lines.joined(separator: "\n") + "\n\nStart one with `kbsim lesson NUMBER` or `kbsim lesson NAME` (e.g. kbsim lesson 1).\n"
    }
}
