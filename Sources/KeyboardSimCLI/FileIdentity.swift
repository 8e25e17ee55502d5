import Foundation

/// Which file a path names, so that two names for one file are known as one: an existing regular
/// file by its device and inode (a symlink, a hard link, `./t.tape` and `t.tape` alike), a file
/// still to be made by the real path it will have.
///
/// Nothing else has one — a terminal, a FIFO, `/dev/null` — as outputs write such things in place,
/// never replacing them, so several may share one.
enum FileIdentity: Hashable {
    case existing(device: UInt64, inode: UInt64)
    case toBeMade(realPath: String)

    /// The file `path` names; through symbolic links unless `followingLinks` is false (a name
    /// kbsim gives in a folder, where a link is refused).
    init?(path: String, followingLinks: Bool = true) {
        var status = stat()
        let found = followingLinks ? stat(path, &status) : lstat(path, &status)
        if found == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { return nil }
            self = .existing(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            return
        }
        guard errno == ENOENT else { return nil }
        var target = path
        // A dangling symlink names the file it will create (as `OutputFile` writes it).
        if followingLinks, let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            target = link.hasPrefix("/") ? link : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        self = .toBeMade(realPath: Self.realPath(of: target))
    }

    /// `path` with its deepest existing folder resolved (symlinks, `.`, `..`), the rest as written.
    private static func realPath(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute
        var rest: [String] = []
        while existing != "/" && !existing.isEmpty {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return rest.reversed().reduce(String(cString: resolved)) { ($0 as NSString).appendingPathComponent($1) }
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return "/" + rest.reversed().joined(separator: "/")
    }
}
