import Foundation
import Testing

/// The repository's files as git sees them: tracked, plus new ones not yet added and not ignored.
enum RepositoryFiles {
    /// The files' paths, relative to the repository root, and every folder that holds one.
    struct Listing {
        var paths: [String]
        var folders: Set<String>
    }

    /// Lists the files with `git ls-files`; a file deleted from the work tree but still in the
    /// index is left out, as it is not there to read.
    static func list() throws -> Listing {
        let root = KbsimBinary.repositoryRoot.path
        let result = try ChildProcess.run("/usr/bin/env", ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        try #require(result.status == 0, "git ls-files failed: \(result.output)")
        let paths = Set(result.output.split(separator: "\0").map(String.init))
            .filter { FileManager.default.fileExists(atPath: KbsimBinary.repositoryPath($0)) }.sorted()
        var folders: Set<String> = [""]
        for path in paths {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        return Listing(paths: paths, folders: folders)
    }

    /// The bytes of the file at `path` (relative to the root).
    static func bytes(of path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: KbsimBinary.repositoryPath(path))))
    }

    /// The text of the file at `path`, as UTF-8.
    static func text(of path: String) throws -> String {
        String(decoding: try bytes(of: path), as: UTF8.self)
    }

    /// `link` (a path in a page) as a path from the repository root, given the page's own path;
    /// nil when it climbs above the root. A leading `/` starts from the root, as GitHub reads it.
    static func resolve(_ link: String, from page: String) -> String? {
        var components = link.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for component in link.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }
}
