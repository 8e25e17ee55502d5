import Foundation

/// The package's folders the bundles are made from, read from disk for `kbsim-embed`.
package enum BundleFolders {
    /// The folders, from the package's root: the plugin declares every file in them as an input.
    package static let names = ["Forms", "Bugs", "Lessons"]

    /// Every regular file directly in the folders under `root` (a symbolic link to one included),
    /// with its bytes; the generator picks the ones it embeds.
    package static func read(root: URL) throws -> [BundleSourceFile] {
        var files: [BundleSourceFile] = []
        for folder in names {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let url = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files.append(BundleSourceFile(path: "\(folder)/\(name)", bytes: Array(try Data(contentsOf: url))))
            }
        }
        return files
    }

    /// Writes `text` to `url` unless the file holds it already: an unchanged bundle keeps its date,
    /// so that editing a file that is not embedded (a `Forms/*.tape`) recompiles nothing.
    package static func write(_ text: String, to url: URL) throws {
        let bytes = Data(text.utf8)
        if let existing = try? Data(contentsOf: url), existing == bytes { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url, options: .atomic)
    }
}
