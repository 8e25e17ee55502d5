import Foundation
import KeyboardSimForms

extension FormSource {
    /// What a tape written to `tapePath` says in its `Set Form` for the form the command line
    /// named `argument` (nil: the default form): a bundled form's name as it is, a file as a path
    /// relative to the tape's own folder — where `play` looks first — so that the tape plays from
    /// any current folder, and goes on playing when its folder moves with the form.
    static func tapeSetting(for argument: String?, tapeAt tapePath: String) -> String {
        guard let argument else { return BundledForms.defaultForm.name }
        // As `load` finds it: a file here before a bundled form of that name; `-` stays itself.
        guard argument != "-", FileManager.default.fileExists(atPath: argument) else { return argument }
        let form = absoluteComponents(of: argument)
        let folder = absoluteComponents(of: (tapePath as NSString).deletingLastPathComponent)
        let shared = zip(form, folder).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: folder.count - shared)
        return (up + form[shared...]).joined(separator: "/")
    }

    /// The components of `path` made absolute from the current folder, `.` and `..` resolved by
    /// name (symbolic links are not followed: `play` reads the tape's folder as it is written).
    private static func absoluteComponents(of path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(String(component))
            }
        }
        return components
    }
}
