import Foundation
import KeyboardSim

/// The rule for a tape's `Set Form NAME`: it reads only a form — a file whose name, and the name of
/// the file a symbolic link leads to, ends in a form's extension — or names a bundled form. A tape
/// is data people share: it must not have kbsim read `/etc/passwd` or a key and quote its first
/// bytes in a parse error. The command line and the testing kit both ask this before reading.
public enum TapeFormSetting {
    /// Why `name` may not be read as the form of a tape's `Set Form`, or nil when it may. `file` is
    /// the file `name` was found as (relative to the tape's folder first), nil when none was found.
    public static func refusal(of name: String, foundAt file: String?) -> String? {
        guard FormFormat(fileExtensionOf: name) != nil else {
            if BundledForms.named(name) != nil { return nil }
            return "\(VisibleText.line(name)): not a form — a tape's Set Form reads only a form file (a name ending in "
                + "\(formExtensions)) or names a bundled form (\(BundledForms.all.map(\.name).joined(separator: ", ")))"
        }
        guard let file, FormFormat(fileExtensionOf: resolved(file)) == nil else { return nil }
        return "\(VisibleText.line(name)): a symbolic link to a file that is not a form — a tape's Set Form reads only a "
            + "form file, whose name ends in \(formExtensions)"
    }

    /// `path` with every symbolic link on it followed (as it is when it cannot be resolved).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// `.yaml, .yml, .json, .html or .htm`, as messages list them.
    private static var formExtensions: String {
        let names = FormFormat.fileExtensions.map(\.fileExtension)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
