import Foundation
import Testing
import TestTiming

/// The lessons in `Lessons/`: each is a tape that teaches one technique and proves what it says
/// with `Expect` lines, so `make test` plays every one headless.
@Suite("Lessons", .timed)
struct LessonTests {
    /// Every lesson tape, in teaching order.
    static let lessons: [String] = {
        let folder = KbsimBinary.repositoryPath("Lessons")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".tape") }.sorted()
    }()

    @Test("there are the eleven lessons: the words, eras, resize, inset, extend, slide, text views, why auto works, today's iPhone, the libraries, a chat")
    func theElevenLessons() {
        #expect(Self.lessons == ["0-words.tape", "1-notifications.tape", "10-chat.tape", "2-resize.tape", "3-inset.tape", "4-extend.tape",
                                 "5-slide.tape", "6-text-views.tape", "7-why-auto.tape", "8-todays-iphone.tape",
                                 "9-libraries.tape"])
    }

    @Test("every lesson plays headless with all its Expect lines passing, its Pause lines passed over", arguments: lessons)
    func lessonPasses(_ name: String) throws {
        let path = KbsimBinary.repositoryPath("Lessons/\(name)")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        #expect(source.contains("\nPause\n"), "a lesson waits for the learner at least once")
        #expect(source.contains("\nSay "), "a lesson narrates")
        let result = try KbsimBinary.run(["play", path])
        #expect(result.status == 0, "\(name):\n\(result.output)")
        #expect(result.output.contains("expect ok"))
        #expect(!result.output.contains("expect FAILED"))
    }
}
