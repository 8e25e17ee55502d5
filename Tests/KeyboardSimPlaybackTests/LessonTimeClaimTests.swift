import Foundation
import KeyboardSimPlayback
import Testing
import TestTiming

/// The time the README and the lessons page give for lessons 0–9 is the one `kbsim lessons`
/// measures (`ReadingTime`), to the minute: a lesson made longer without its prose fails here.
@Suite("The lessons' time in the docs is measured", .timed)
struct LessonTimeClaimTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Lessons 0–9 in whole minutes, as `kbsim lessons` measures them.
    static var measuredMinutes: Int {
        let seconds = BundledLessons.all.map { lesson in
            (try? TapeParser.parse(lesson.source, path: lesson.fileName)).map { ReadingTime($0).seconds } ?? 0
        }.reduce(0, +)
        return Int((seconds / 60).rounded())
    }

    @Test("README.md and docs/learn/lessons.md say 'about N minutes' for the lessons, N the measured total")
    func claimedMinutesAreMeasured() throws {
        #expect(Self.measuredMinutes > 5)
        for page in ["README.md", "docs/learn/lessons.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let claims = text.matches(of: /about (\d+) minutes/).compactMap { Int($0.1) }
            #expect(!claims.isEmpty, "\(page) gives the lessons' time")
            #expect(claims.allSatisfy { $0 == Self.measuredMinutes }, "\(page) says \(claims) minutes, measured \(Self.measuredMinutes)")
        }
    }
}
