import KeyboardSim
import Testing
import TestTiming

/// Issue 27's museum, TPKeyboardAvoiding's tapes (Bugs/tpkeyboardavoiding-*.tape): each states the
/// correct outcome, so it fails as written (the library's bug bites) and passes under `auto`, and
/// under the version its `Fixed:` line names.
@Suite("TPKeyboardAvoiding's museum tapes fail as written at their Expect line and pass under auto and their fixed version", .timed)
struct TPKeyboardAvoidingMuseumTests {
    /// Each tape, the Expect line it fails at as written, the pitfall that explains it as it bites,
    /// and the strategy its `Fixed:` line names.
    static let tapes: [(number: Int, failingLine: Int, pitfall: Pitfall, fixed: [String]?)] = [
        (269, 20, TPKeyboardAvoidingStrategy.safeAreaCountedTwice, nil),
        (84, 25, TPKeyboardAvoidingStrategy.offsetNotRestored, nil),
        (99, 29, TPKeyboardAvoidingStrategy.staleKeyboardRect, ["--strategy", "tpkeyboardavoiding", "--no-pitfalls"]),
        (270, 26, TPKeyboardAvoidingStrategy.notificationDropped, ["--strategy", "tpkeyboardavoiding", "--no-pitfalls"]),
        (237, 25, TPKeyboardAvoidingStrategy.indicatorInsetsLost, nil),
    ]

    @Test("the tape fails as written, at the Expect line that states the correct outcome", arguments: tapes.map(\.number))
    func failsAsWritten(_ number: Int) throws {
        let tape = KbsimBinary.repositoryPath("Bugs/tpkeyboardavoiding-\(number).tape")
        let entry = try #require(Self.tapes.first { $0.number == number })
        let result = try KbsimBinary.run(["play", tape])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("\(tape):\(entry.failingLine):1: expectation failed: Expect "), "\(result.output)")
        #expect(result.output.contains("pitfall \(entry.pitfall) (tpkeyboardavoiding"), "\(result.output)")
        let explanation = try #require(TPKeyboardAvoidingExplanations().pitfallEntries[entry.pitfall])
        #expect((explanation.title + "\(explanation.steps)").contains("TPKeyboardAvoiding #\(number)"), "the why panel names the report")
    }

    @Test("the tape passes under auto without pitfalls, and under its Fixed: line's strategy", arguments: tapes.map(\.number))
    func passesWhereFixed(_ number: Int) throws {
        let tape = KbsimBinary.repositoryPath("Bugs/tpkeyboardavoiding-\(number).tape")
        let auto = try KbsimBinary.run(["play", "--strategy", "auto", "--no-pitfalls", tape])
        #expect(auto.status == 0, "\(auto.output)")
        let text = try RepositoryFiles.text(of: "Bugs/tpkeyboardavoiding-\(number).tape")
        let fixed = try #require(Self.tapes.first { $0.number == number }).fixed
        #expect(text.contains(fixed.map { "# Fixed: \($0[1]) \($0[2])\n" } ?? "# Fixed: none\n"))
        if let fixed {
            let result = try KbsimBinary.run(["play"] + fixed + [tape])
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
