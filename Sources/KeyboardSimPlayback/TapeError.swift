/// Why a tape was refused, and where: printed as `path:line:column: message` like a compiler's error.
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tape as the user named it, so that the message points where they look.
    public var path: String
    /// 1-based line of the offending token.
    public var line: Int
    /// 1-based column of the offending token, counted in Unicode scalars as form errors count them.
    public var column: Int
    /// What is wrong, what was expected and, where there is a fixed set, the nearest valid word.
    public var message: String

    /// Creates an error at a 1-based line and column of `path`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as editors and terminals recognise it: `path:line:column: message`.
    public var description: String {
        "\(path):\(line):\(column): \(message)"
    }
}
