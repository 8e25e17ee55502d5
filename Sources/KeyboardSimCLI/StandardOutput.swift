import Foundation

/// Writes `text` to standard output, all of it. Output that cannot be written is a failure, never
/// lost in silence: a full disk (`> /dev/full`) ends the command with status 2 and the reason. A
/// closed pipe (`| head -1`: SIGPIPE is ignored, so the write fails with EPIPE) stops the work whose
/// output nobody reads, quietly — the reader chose to stop — with the status a process killed by
/// SIGPIPE has (141), so that `set -o pipefail` does not take a cut-short `kbsim test` for a pass.
func writeStandard(_ text: String) throws(CommandFailure) {
    do {
        try writeAll(text, to: STDOUT_FILENO)
    } catch {
        if error.code == EPIPE { throw CommandFailure(message: "", status: 128 + SIGPIPE) }
        throw CommandFailure(message: "cannot write to standard output (\(error.reason))")
    }
}

/// Writes all of `text` to `descriptor`, through short writes and interrupted ones.
func writeAll(_ text: String, to descriptor: Int32) throws(WriteFailure) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            throw WriteFailure(code: errno)
        }
        bytes = bytes.dropFirst(written)
    }
}

/// A write that failed, with its `errno`.
struct WriteFailure: Error {
    let code: Int32
    /// The system's words for it ("No space left on device").
    var reason: String { String(cString: strerror(code)) }
}
