import Testing
import TestTiming

/// Issue 26's four bug classes (Forms/bug-classes): each tape states the correct outcome, so it
/// passes under `overlap` and fails under the engineer's handler with that one mistake.
@Suite("The four bug-class tapes pass under overlap and fail under the handler with their mistake", .timed)
struct BugClassTapeTests {
    static let mistakes = ["rotation", "double-inset", "grew", "caret"]
    /// The handler, by a path from the current folder, where a command-line `exec:` runs.
    static let handler = "python3 " + KbsimBinary.repositoryPath("Forms/bug-classes/handler.py")

    @Test("the tape passes as written (overlap) and under the handler without a mistake", arguments: mistakes)
    func passesWithoutTheMistake(_ name: String) throws {
        let tape = KbsimBinary.repositoryPath("Forms/bug-classes/\(name).tape")
        let asWritten = try KbsimBinary.run(["test", tape])
        #expect(asWritten.status == 0, "\(asWritten.output)")
        let handler = try KbsimBinary.run(["test", tape, "--strategy", "exec:" + Self.handler])
        #expect(handler.status == 0, "\(handler.output)")
    }

    @Test("the tape fails at an Expect line under the handler with its mistake", arguments: mistakes)
    func failsWithTheMistake(_ name: String) throws {
        let tape = KbsimBinary.repositoryPath("Forms/bug-classes/\(name).tape")
        let result = try KbsimBinary.run(["test", tape, "--strategy", "exec:\(Self.handler) --mistake \(name)"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("FAIL \(tape):") && result.output.contains(": Expect ")
                && result.output.hasSuffix("0 passed, 1 failed\n"), "\(result.output)")
    }
}
