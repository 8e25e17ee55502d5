import Foundation
import KeyboardSimForms
import KeyboardSimPlayback

/// A form or tape file the command line names: a path — a regular file, a FIFO, a process
/// substitution (`<(…)`), a device — or `-` for standard input. Read to its end, as a pipe can be
/// read only once and tells its size to nobody, and never past its kind's size limit: an endless
/// source (`/dev/zero`, `yes`) is refused as soon as it passes it.
struct InputFile {
    /// What the file holds, which sets its size limit.
    enum Kind {
        case form, tape

        var maxBytes: Int {
            switch self {
            case .form: FormLimits.maxBytes
            case .tape: TapeParser.maxBytes
            }
        }

        var limitText: String {
            switch self {
            case .form: "form files are limited to \(FormLimits.maxBytes / 1024) KiB"
            case .tape: "tapes are limited to \(TapeParser.maxBytes / (1024 * 1024)) MiB"
            }
        }
    }

    /// How messages name standard input (as compilers do), and what a title made of it says.
    static let standardInputName = "<stdin>"

    /// The argument as given: a path or `-`.
    let argument: String
    let kind: Kind

    /// Whether the argument is `-`, standard input.
    var isStandardInput: Bool { argument == "-" }

    /// The file as messages name it.
    var name: String { isStandardInput ? Self.standardInputName : argument }

    /// The folder a tape's relative `Set Form` is looked for in first: the tape's own, or — for
    /// standard input — none, so that the current folder is.
    var folder: String? { isStandardInput ? nil : (argument as NSString).deletingLastPathComponent }

    /// The file's text; refused (exit 2) when it cannot be read, is too large, or is not UTF-8.
    func contents() throws -> String {
        let bytes = try readBytes()
        do {
            return try SourceText.decode(bytes, path: name)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    private func readBytes() throws -> [UInt8] {
        let descriptor = isStandardInput ? STDIN_FILENO : open(argument, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { if !isStandardInput { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > kind.maxBytes {
                throw CommandFailure(message: "\(name): the file has more than \(kind.maxBytes) bytes — \(kind.limitText)")
            }
        }
    }

    private func failure(_ code: Int32) -> CommandFailure {
        let reason = switch code {
        case ENOENT: "no such file"
        case EISDIR: "is a folder, not a file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code))
        }
        return CommandFailure(message: "\(name): cannot read the file: \(reason)")
    }
}
