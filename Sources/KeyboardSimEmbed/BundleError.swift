/// Why the bundles cannot be made: the file at fault, then what is wrong with it and how to fix it.
package struct BundleError: Error, Equatable, CustomStringConvertible {
    /// The whole sentence, the file's path first when a file is at fault.
    package let message: String

    /// The error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The message as the build log shows it, prefixed by the tool's name.
    package var description: String { "kbsim-embed: \(message)" }
}
