import Foundation
import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("The lessons inside the binary", .timed)
struct BundledLessonsTests {
    static let lessonsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons")

    @Test("every bundled lesson is byte for byte the file in Lessons/: the build-time bundle drops and mangles nothing")
    func bundledMatchesFiles() throws {
        for lesson in BundledLessons.all {
            let file = try Data(contentsOf: Self.lessonsDirectory.appendingPathComponent(lesson.fileName))
            #expect(Array(lesson.source.utf8) == Array(file), "\(lesson.fileName) differs from Lessons/")
        }
    }

    @Test("every lesson in Lessons/ is in the bundle, in order: the build-time bundle drops and mangles nothing")
    func noLessonMissingFromBundle() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.lessonsDirectory.path).filter { $0.hasSuffix(".tape") }
        // In the order of their numbers: 10 after 9.
        let numbered = onDisk.sorted { (Int($0.prefix { $0.isNumber }) ?? 0) < (Int($1.prefix { $0.isNumber }) ?? 0) }
        #expect(numbered == BundledLessons.all.map(\.fileName))
    }

    @Test("a lesson is named by its number, its name, or both; nothing else names one")
    func names() {
        for name in ["3", "inset", "3-inset", "3-inset.tape"] { #expect(BundledLessons.named(name)?.fileName == "3-inset.tape", "\(name)") }
        for name in ["", "11", "inse", "Inset", "03"] { #expect(BundledLessons.named(name) == nil, "\(name)") }
        #expect(BundledLessons.named("10")?.name == "chat")
        #expect(BundledLessons.named("7")?.name == "why-auto")
    }

    @Test("a lesson's title is the first sentence of its opening comment, without what the list says already")
    func titles() throws {
        let inset = try #require(BundledLessons.named("3"))
        #expect(inset.title == "Apple's guide, iOS 7 edition, Listing 5-1: a bottom inset.")
        #expect(BundledLessons.named("1")?.title == "what UIKit posts as the keyboard moves, iPhone OS 3 to iOS 11.")
        for lesson in BundledLessons.all { #expect(!lesson.title.isEmpty && !lesson.title.contains("\n"), "\(lesson.fileName)") }
    }

    /// A lesson's steps: each runs from a `Say` to the next `Pause` (the last one to the end), with
    /// the actions it plays in order.
    private static func steps(of lesson: BundledLesson) throws -> [(say: String, line: Int, actions: [TapeAction])] {
        let tape = try TapeParser.parse(lesson.source, path: lesson.fileName)
        var steps: [(say: String, line: Int, actions: [TapeAction])] = []
        var open = false
        for command in tape.commands {
            switch command.action {
            case .say(let text):
                steps.append((text, command.line, []))
                open = true
            case .pause: open = false
            default: if open { steps[steps.count - 1].actions.append(command.action) }
            }
        }
        return steps
    }

    @Test("every step that narrates checks what it says: an Expect between each Say and the next Pause")
    func everySayIsChecked() throws {
        for lesson in BundledLessons.all {
            let steps = try Self.steps(of: lesson)
            #expect(!steps.isEmpty, "\(lesson.fileName) narrates")
            for step in steps {
                let checks = step.actions.filter { if case .expect = $0 { true } else { false } }
                #expect(!checks.isEmpty, "\(lesson.fileName):\(step.line): a Say with no Expect in its step")
            }
        }
    }

    @Test("every lesson opens with its goal and ends with a takeaway, the lesson to play next and a link to its source")
    func goalAndTakeaway() throws {
        for lesson in BundledLessons.all {
            let says = try Self.steps(of: lesson).map(\.say)
            #expect(says.first?.hasPrefix("Goal: ") == true, "\(lesson.fileName)")
            let last = says.last ?? ""
            #expect(last.hasPrefix("Takeaway: "), "\(lesson.fileName)")
            #expect(last.contains("Next: kbsim "), "\(lesson.fileName)")
            #expect(last.contains("https://") || last.contains("http://"), "\(lesson.fileName)")
        }
    }

    @Test("no step dismisses the keyboard before it pauses, unless dismissing is what it narrates")
    func noStepResignsBeforeItsPause() throws {
        for lesson in BundledLessons.all {
            for step in try Self.steps(of: lesson) where !step.say.hasPrefix("Dismiss") {
                let lastTap = step.actions.last { if case .tapField = $0 { true } else if case .tapBackground = $0 { true } else { false } }
                #expect(lastTap != .tapBackground, "\(lesson.fileName):\(step.line): the step ends with the keyboard dismissed")
            }
        }
    }
}
