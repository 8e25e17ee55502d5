import Foundation
import KeyboardSimPlayback
import Testing

@Suite("The lessons inside the binary")
struct BundledLessonsTests {
    static let lessonsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons")

    @Test("every bundled lesson is byte for byte the file in Lessons/ (run scripts/embed-forms.sh if not)")
    func bundledMatchesFiles() throws {
        for lesson in BundledLessons.all {
            let file = try Data(contentsOf: Self.lessonsDirectory.appendingPathComponent(lesson.fileName))
            #expect(Array(lesson.source.utf8) == Array(file), "\(lesson.fileName) differs from Lessons/")
        }
    }

    @Test("every lesson in Lessons/ is in the bundle, in order (run scripts/embed-forms.sh if not)")
    func noLessonMissingFromBundle() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.lessonsDirectory.path).filter { $0.hasSuffix(".tape") }
        #expect(onDisk.sorted() == BundledLessons.all.map(\.fileName))
    }

    @Test("a lesson is named by its number, its name, or both; nothing else names one")
    func names() {
        for name in ["3", "inset", "3-inset", "3-inset.tape"] { #expect(BundledLessons.named(name)?.fileName == "3-inset.tape", "\(name)") }
        for name in ["", "8", "inse", "Inset", "03"] { #expect(BundledLessons.named(name) == nil, "\(name)") }
        #expect(BundledLessons.named("7")?.name == "why-auto")
    }

    @Test("a lesson's title is the first sentence of its opening comment, without what the list says already")
    func titles() throws {
        let inset = try #require(BundledLessons.named("3"))
        #expect(inset.title == "Apple's guide, iOS 7 edition, Listing 5-1.")
        #expect(BundledLessons.named("1")?.title == "the keyboard notifications, and how they changed between iOS generations.")
        for lesson in BundledLessons.all { #expect(!lesson.title.isEmpty && !lesson.title.contains("\n"), "\(lesson.fileName)") }
    }
}
