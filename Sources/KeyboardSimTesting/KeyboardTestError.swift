import KeyboardSimForms

/// Why a tape or a driven session could not be played (not a failed `Expect`, which is a result):
/// a file that cannot be read, a line the parser refuses, a field the form lacks. Its message is
/// the one `kbsim` prints, with file:line:column where there is one.
public struct KeyboardTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as `kbsim` says it.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The error of a refused tape or form: its every error, each with its file:line:column.
    init(_ error: InputFileError) {
        message = error.description
    }

    /// The message.
    public var description: String { message }
}
