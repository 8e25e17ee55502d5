import Foundation

/// A file the command line writes at the end of a session (`--output`, `--record`, `--cast`):
/// checked before the session so nothing is typed in vain, then written without ever replacing
/// what the path points to with something else.
///
/// A regular file (through any symlinks) is replaced atomically: a temporary file in its own
/// folder, then a rename, so a reader never sees half of it and the symlink stays a symlink.
/// Anything else — a terminal, a FIFO, `/dev/null`, `/dev/stdout` — is written in place, as a
/// shell redirection would, never turned into a regular file.
///
/// A file kbsim names itself in a folder the user gave (`--screenshots DIR`) is checked and
/// written the same way, but there only a regular file is replaced: a symbolic link, a FIFO or a
/// device in its place is refused, never followed nor opened.
struct OutputFile {
    /// The path as the user gave it, for messages.
    let path: String
    /// What the path is for, in messages: "the values", "the tape", "the cast".
    let contents: String
    /// Whether the path's last component is kbsim's own name, in a folder the user gave.
    var isNamedByKbsim = false

    /// Refuses, with the reason, a path that cannot be written; nothing is created or changed.
    func check() throws {
        switch try destination() {
        case .standardStream: return
        case .inPlace(let target):
            guard access(target, W_OK) == 0 else { throw failure(errno) }
        case .replacing(let target):
            let folder = (target as NSString).deletingLastPathComponent
            guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else { throw failure(errno, folder: folder) }
            if FileManager.default.fileExists(atPath: target), access(target, W_OK) != 0 { throw failure(errno) }
        }
    }

    /// Writes `text` there (see the type's comment).
    func write(_ text: String) throws {
        switch try destination() {
        case .standardStream(let descriptor):
            try writeText(text, to: descriptor)
        case .inPlace(let target):
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(errno) }
            defer { close(descriptor) }
            try writeText(text, to: descriptor)
        case .replacing(let target):
            try replaceAtomically(target, with: text)
        }
    }

    private enum Destination {
        /// The path is this process's own standard output or error: write to it.
        case standardStream(Int32)
        /// Not a regular file (a device, a FIFO, a socket): opened and written as it is.
        case inPlace(String)
        /// A regular file, existing or not, at this real path: replaced atomically.
        case replacing(String)
    }

    private func destination() throws -> Destination {
        if isNamedByKbsim { return try destinationNamedByKbsim() }
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(errno) }
            return .replacing(try danglingTarget())
        }
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            var stream = stat()
            if fstat(descriptor, &stream) == 0, stream.st_dev == status.st_dev, stream.st_ino == status.st_ino,
               status.st_mode & S_IFMT != S_IFREG || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
                return .standardStream(descriptor)
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw OutputFileError(message: "\(path): cannot write \(contents) there: it is a folder")
        case S_IFREG: break
        default: return .inPlace(path)
        }
        guard let resolved = realpath(path, nil) else { throw failure(errno) }
        let real = String(cString: resolved)
        free(resolved)
        // Entries of /proc and /sys look like regular files but are the kernel's.
        if real.hasPrefix("/proc/") || real.hasPrefix("/sys/") {
            throw OutputFileError(message: "\(path): cannot write \(contents) there: it is an entry of \(real.hasPrefix("/proc/") ? "/proc" : "/sys"), not a file")
        }
        return .replacing(real)
    }

    /// Where a file named by kbsim goes: the path itself, nothing but a regular file or nothing there.
    private func destinationNamedByKbsim() throws -> Destination {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(errno) }
            return .replacing(path)
        }
        if status.st_mode & S_IFMT == S_IFREG { return .replacing(path) }
        let kind = switch status.st_mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a device"
        }
        throw OutputFileError(message: "\(path): cannot write \(contents) there: it is \(kind), not a regular file "
                              + "(kbsim names the files in this folder itself, and follows no link nor opens anything else there)")
    }

    /// The path to create for a path that does not exist: itself, or the target of a dangling
    /// symlink (so the link stays and points at the new file).
    private func danglingTarget() throws -> String {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        if target.hasPrefix("/") { return target }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
    }

    private func replaceAtomically(_ target: String, with text: String) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".kbsim-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno, folder: folder) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            defer { close(descriptor) }
            // The new file keeps the old one's permissions; a new file gets the usual ones.
            var existing = stat()
            if stat(target, &existing) == 0 {
                _ = fchmod(descriptor, existing.st_mode & 0o7777)
            } else {
                let mask = umask(0)
                umask(mask)
                _ = fchmod(descriptor, 0o666 & ~mask)
            }
            try writeText(text, to: descriptor)
            guard fsync(descriptor) == 0 else { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(error)
        }
    }

    private func writeText(_ text: String, to descriptor: Int32) throws {
        do {
            try writeAll(text, to: descriptor)
        } catch {
            throw failure(error.code)
        }
    }

    private func failure(_ error: Int32, folder: String? = nil) -> OutputFileError {
        let reason = String(cString: strerror(error))
        if let folder, error == ENOENT {
            return OutputFileError(message: "\(path): cannot write \(contents): the folder \(folder.isEmpty ? "." : folder) does not exist")
        }
        if let folder {
            return OutputFileError(message: "\(path): cannot write \(contents) in the folder \(folder.isEmpty ? "." : folder) (\(reason))")
        }
        return OutputFileError(message: "\(path): cannot write \(contents) (\(reason))")
    }
}

/// Why an output file cannot be written, as one line for standard error.
struct OutputFileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
