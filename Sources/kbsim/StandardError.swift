import Foundation

/// Writes a line to standard error.
func printError(_ message: String) {
    writeStandard(message + "\n", to: .standardError)
}

/// Writes `text` to a standard stream; a closed pipe or a hung-up terminal loses the text but
/// never crashes the program (SIGPIPE is ignored in `Kbsim.main`).
func writeStandard(_ text: String, to handle: FileHandle = .standardOutput) {
    try? handle.write(contentsOf: Data(text.utf8))
}
