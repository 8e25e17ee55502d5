@testable import KeyboardSimCLI
import KeyboardSimPlayback
import Testing
import TestTiming

/// `kbsim lessons` says how long each lesson takes, and in all, as measured, not as guessed.
@Suite("kbsim lessons: each lesson's time and the total, measured (issue 35, point 3)", .timed)
struct LessonsListTests {
    @Test("each lesson's entry ends with its measured time, and the total of them all follows the list")
    func timesAreMeasured() throws {
        let list = LessonsCommand.list(width: 1000)
        var total = 0.0
        for lesson in BundledLessons.all {
            let tape = try TapeParser.parse(lesson.source, path: "Lessons/\(lesson.fileName)")
            let seconds = ReadingTime(tape).seconds
            #expect(seconds > 20, "\(lesson.fileName) has narration to read")
            total += seconds
            let number = String(lesson.number).padding(toLength: 2, withPad: " ", startingAt: 0)
            let entry = try #require(list.split(separator: "\n").first { $0.hasPrefix("\(number)  \(lesson.name) ") })
            #expect(entry.hasSuffix("(\(ReadingTime.text(seconds: seconds)))"), "\(entry)")
        }
        #expect(list.contains("Lessons 0–10: \(ReadingTime.text(seconds: total)) in all"), "\(list)")
        #expect(list.contains("200 words a minute"))
        #expect(!list.contains("about"), "no guessed time")
    }
}
