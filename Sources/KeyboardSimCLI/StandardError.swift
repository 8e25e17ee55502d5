import Foundation
import KeyboardSim

/// Writes a line to standard error, its control characters spelt out: messages quote paths,
/// names and text from the user's files, which must not drive the user's terminal. A standard
/// error that cannot be written has nowhere left to say so: the message is lost, nothing else.
func printError(_ message: String) {
    try? writeAll(VisibleText.lines(message) + "\n", to: STDERR_FILENO)
}
