/// One file the bundles are made from, as the generator takes it: the generation is a function of
/// these values alone, so a test gives it files that are nowhere on disk.
package struct BundleSourceFile: Sendable, Equatable {
    /// Its path from the package's root, `/` between folders: `Forms/signup.yaml`.
    package var path: String
    /// Its bytes, exactly as on disk.
    package var bytes: [UInt8]

    /// The file at `path` holding `bytes`.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file at `path` holding `text` as UTF-8.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The name after the folder: `signup.yaml`.
    var baseName: String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// The base name without what follows its last `.` (the shell's `${base%.*}`): `signup`.
    var stem: String {
        let base = baseName
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[..<dot])
    }
}
