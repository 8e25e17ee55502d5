import Foundation
import KeyboardSim

/// Writes a line to standard error, its control characters spelt out: messages quote paths,
/// names and text from the user's files, which must not drive the user's terminal.
func printError(_ message: String) {
    writeStandard(VisibleText.lines(message) + "\n", to: .standardError)
}

/// Writes `text` to a standard stream; a closed pipe or a hung-up terminal loses the text but
/// never crashes the program (SIGPIPE is ignored in `Kbsim.main`).
func writeStandard(_ text: String, to handle: FileHandle = .standardOutput) {
    try? handle.write(contentsOf: Data(text.utf8))
}
