import Foundation
import KeyboardSim

/// The rule for a tape's `Set Form NAME`: it reads only a form — a file whose name, and the name of
/// the file a symbolic link leads to, ends in a form's extension — or names a bundled form. A tape
/// is data people share: it must not have kbsim read `/etc/passwd` or a key and quote its first
/// bytes in a parse error. The command line and the testing kit both ask this before reading.
package enum TapeFormSetting {
    /// Why `name` may not be read as the form of a tape's `Set Form`, or nil when it may. `file` is
    /// the file `name` was found as (relative to `tapeFolder`, the tape's, first), nil when none
    /// was found. A form file is read only from the tape's folder or the current one, or below
    /// them: a tape must not reach a file elsewhere on the machine (`/run/secrets/…`, `~/.config/…`)
    /// and quote its keys in an error; `--form` reads any file the user names.
    package static func refusal(of name: String, foundAt file: String?, tapeFolder: String?) -> String? {
        guard FormFormat(fileExtensionOf: name) != nil else {
            if BundledForms.named(name) != nil { return nil }
            return "\(VisibleText.line(name)): not a form — a tape's Set Form reads only a form file (a name ending in "
                + "\(formExtensions)) or names a bundled form (\(BundledForms.all.map(\.name).joined(separator: ", ")))"
        }
        guard let file else { return nil }
        let real = resolved(file)
        guard FormFormat(fileExtensionOf: real) != nil else {
            return "\(VisibleText.line(name)): a symbolic link to a file that is not a form — a tape's Set Form reads only a "
                + "form file, whose name ends in \(formExtensions)"
        }
        let places = [tapeFolder.flatMap { $0.isEmpty ? nil : $0 }, FileManager.default.currentDirectoryPath].compactMap { $0 }
        guard places.contains(where: { real.hasPrefix(resolved($0).withTrailingSlash) }) else {
            return "\(VisibleText.line(name)): outside the tape's folder and the current one — a tape's Set Form reads a form "
                + "file only from there or below (name it with --form to read it anyway)"
        }
        return nil
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

private extension String {
    /// The folder's path ending in `/`, so that `/a/b` is not taken for a folder holding `/a/bc`.
    var withTrailingSlash: String { hasSuffix("/") ? self : self + "/" }
}
