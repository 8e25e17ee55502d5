import KeyboardSim

/// Why an input file (a form, a tape) was refused, and where: printed as `path:line:column: message`
/// like a compiler's error.
package struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it, so that the message points where they look.
    package var path: String
    /// 1-based line of the offending text.
    package var line: Int
    /// 1-based column of the offending text, counted in Unicode scalars (as libyaml counts them).
    package var column: Int
    /// What is wrong, naming the offending word and, where there is a fixed set, the valid ones or the nearest.
    package var message: String

    /// Creates an error at a 1-based line and column of `path`.
    package init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as editors and terminals recognise it: `path:line:column: message`, with any
    /// control character in the path or the quoted text spelt out (`VisibleText`), since both come
    /// from the user and the line goes to a terminal.
    package var description: String {
        "\(VisibleText.line(path)):\(line):\(column): \(VisibleText.line(message))"
    }
}

/// An error in a form file.
package typealias FormError = InputFileError
