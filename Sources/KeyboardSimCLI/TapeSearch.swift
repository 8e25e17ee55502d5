import Foundation

/// What `kbsim test` and `kbsim check` find under the paths they are given: each file — one named
/// as it is, or a regular file whose name ends in one of the searched extensions (`.tape` for
/// `test`) at any depth of a folder named — once however many names reach it, and each place that
/// could not be searched, which fails the run as `find` reports it.
///
/// A folder is searched by its bytes, so that a name that is not UTF-8 is reported by what it is
/// (Swift's strings would stand U+FFFD for its bytes and name another file); a FIFO or a socket
/// named `*.tape` is passed over, as it would block a reader or cannot be read at all.
enum TapeSearch {
    /// A tape to play, or a place that could not be searched (`problem` says why, naming it).
    struct Finding {
        let path: String
        let problem: String?
    }

    /// What a folder is searched for: files whose names end in one of `extensions` (lowercase,
    /// with the dot), called `noun`, and the rule an empty search's error states.
    struct Wanted {
        let extensions: [String]
        let noun: String
        let rule: String

        /// Tapes, for `kbsim test`.
        static let tapes = Wanted(extensions: [".tape"], noun: "tapes", rule: "a tape's name ends in .tape")
        /// Forms and tapes, for `kbsim check`.
        static let formsAndTapes = Wanted(extensions: [".tape", ".yaml", ".yml", ".json", ".html", ".htm"], noun: "forms or tapes",
                                          rule: "a form's name ends in .yaml, .yml, .json or .html, a tape's in .tape")
    }

    /// Everything `wanted` found under `paths`, sorted by path; a path that does not exist, or no
    /// finding at all, is refused.
    static func findings(under paths: [String], wanted: Wanted = .tapes) throws -> [Finding] {
        var found: [(path: [UInt8], problem: String?)] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw CommandFailure(message: "\(path): no such file or folder")
            }
            // A folder named, even through a symbolic link (`ln -s ~/tapes Forms`), is searched as `ls` lists it.
            if isFolder(status) {
                search(Array(path.utf8), extensions: wanted.extensions, into: &found)
            } else {
                found.append((Array(path.utf8), nil))
            }
        }
        guard !found.isEmpty else {
            throw CommandFailure(message: "no \(wanted.noun) in \(paths.joined(separator: ", ")) — \(wanted.rule)")
        }
        var seen = Set<FileIdentity>()
        return found.sorted { $0.path.lexicographicallyPrecedes($1.path) }.compactMap { path, problem in
            guard let text = String(validating: path, as: UTF8.self) else {
                return Finding(path: PathBytes.visible(path),
                               problem: problem ?? "\(PathBytes.visible(path)): cannot play the tape: its path is not UTF-8 (rename it)")
            }
            if problem == nil, let identity = FileIdentity(path: text), !seen.insert(identity).inserted { return nil }
            return Finding(path: text, problem: problem)
        }
    }

    /// Whether `path` names a folder, through a symbolic link too.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && isFolder(status)
    }

    private static func isFolder(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }

    /// Adds the files of `folder` named with one of `extensions`, at any depth, to `found`, and what
    /// cannot be searched there.
    private static func search(_ folder: [UInt8], extensions: [String], into found: inout [(path: [UInt8], problem: String?)]) {
        func problem(_ path: [UInt8], _ text: String) {
            found.append((path, "\(PathBytes.visible(path)): \(text)"))
        }
        guard let directory = PathBytes.withCString(folder, { opendir($0) }) else {
            return problem(folder, "cannot read the folder (\(String(cString: strerror(errno))))")
        }
        defer { closedir(directory) }
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { problem(folder, "cannot read the folder (\(String(cString: strerror(errno))))") }
                return
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == Array(".".utf8) || name == Array("..".utf8) { continue }
            let path = folder + (folder.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name
            let lowered = String(decoding: name, as: UTF8.self).lowercased()
            let isWanted = extensions.contains { lowered.hasSuffix($0) }
            if entry.pointee.d_type == DT_REG && !isWanted { continue }
            var status = stat()
            guard path.count < Int(PATH_MAX) else {
                if entry.pointee.d_type == DT_DIR || isWanted {
                    problem(path, "cannot search there: the path is longer than the system allows (PATH_MAX, \(PATH_MAX) bytes)")
                }
                continue
            }
            guard PathBytes.withCString(path, { lstat($0, &status) }) == 0 else {
                // Gone since the folder was listed: nothing to play.
                if errno != ENOENT { problem(path, "cannot read it (\(String(cString: strerror(errno))))") }
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                search(path, extensions: extensions, into: &found)
            } else if isWanted, PathBytes.withCString(path, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG {
                found.append((path, nil))
            }
        }
    }
}
