import KeyboardSimPlayback

/// An `Expect` line that did not hold: where it is, what it claimed and what the simulator showed.
public struct FailedExpect: Hashable, Sendable, CustomStringConvertible {
    /// The tape's path, as it was given.
    public var file: String
    /// The `Expect` line's line number in the tape, from 1.
    public var line: Int
    /// The column the `Expect` starts at, from 1.
    public var column: Int
    /// The line as written in the tape: `Expect inset 10`.
    public var source: String
    /// What the line claims, in words: `contentInset.bottom 10`.
    public var expected: String
    /// What the simulator showed instead: `contentInset.bottom 20 (contentInset {0,0,20,0})`.
    public var found: String
    /// The failure as `kbsim play` prints it: `file:line:column: expectation failed: …`, expected, found.
    public var message: String

    /// The failure `result` of the tape at `file`.
    init(_ result: ExpectationResult, file: String) {
        self.file = file
        line = result.command.line
        column = result.command.column
        source = result.command.source
        expected = result.expected
        found = result.found
        message = result.failureMessage(path: file)
    }

    /// The message.
    public var description: String { message }
}
