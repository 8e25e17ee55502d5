import Foundation
import Testing
import TestTiming

/// The IQKeyboardManager tapes of the museum (Bugs/), played by the binary: each fails as
/// written at the Expect line that states the correct outcome, and passes under `auto` and
/// under the strategy its `Fixed:` line names.
@Suite("The IQKeyboardManager museum tapes fail as written and pass under auto", .timed)
struct IQKeyboardManagerMuseumTests {
    /// A tape, the line it fails at as written, and the strategy and flag that fix it, if any.
    struct Case: CustomTestStringConvertible, Sendable {
        var tape: String
        var failingLine: Int
        var fixed: [String]?
        /// The pitfall the tape's bug bites as, in the transcript.
        var pitfall: String
        var testDescription: String { tape }
    }

    static let cases = [
        Case(tape: "Bugs/iqkeyboardmanager-2011.tape", failingLine: 26, fixed: nil, pitfall: "keyboardDistancePlusSafeArea"),
        Case(tape: "Bugs/iqkeyboardmanager-441.tape", failingLine: 25, fixed: nil, pitfall: "insetCountsKeyboardDistance"),
        Case(tape: "Bugs/iqkeyboardmanager-331.tape", failingLine: 30, fixed: nil, pitfall: "hideInAnotherOrientation"),
        Case(tape: "Bugs/iqkeyboardmanager-2124.tape", failingLine: 27, fixed: ["--strategy", "iqkeyboardmanager", "--no-pitfalls"],
             pitfall: "hideReportsAccessoryHeight"),
    ]

    @Test("the tape fails as written, at its Expect line", arguments: cases)
    func failsAsWritten(_ museumCase: Case) throws {
        let result = try KbsimBinary.run(["play", KbsimBinary.repositoryPath(museumCase.tape)])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("\((museumCase.tape as NSString).lastPathComponent):\(museumCase.failingLine):1: expectation failed"),
                "\(result.output)")
    }

    @Test("the tape passes under auto without pitfalls, and under its Fixed: strategy", arguments: cases)
    func passesWhenFixed(_ museumCase: Case) throws {
        let auto = try KbsimBinary.run(["play", "--strategy", "auto", "--no-pitfalls", KbsimBinary.repositoryPath(museumCase.tape)])
        #expect(auto.status == 0, "\(auto.output)")
        if let fixed = museumCase.fixed {
            let result = try KbsimBinary.run(["play"] + fixed + [KbsimBinary.repositoryPath(museumCase.tape)])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("as written, the transcript reports the bug's pitfall as it bites; under auto, none of it", arguments: cases)
    func reportsItsPitfall(_ museumCase: Case) throws {
        let written = try KbsimBinary.run(["play", "--json", KbsimBinary.repositoryPath(museumCase.tape)])
        #expect(written.output.contains("\"event\":\"pitfall\",\"pitfall\":\"\(museumCase.pitfall)\""), "\(written.output)")
        let auto = try KbsimBinary.run(["play", "--json", "--strategy", "auto", "--no-pitfalls", KbsimBinary.repositoryPath(museumCase.tape)])
        #expect(!auto.output.contains(museumCase.pitfall))
    }
}
