import Foundation
import KeyboardSim
import KeyboardSimForms

/// Finds and loads the form a command names: a file path, `-` for standard input, or the name of
/// a bundled form.
enum FormSource {
    /// The form at `argument` (a path, `-` or a bundled form's name), or the default form when nil.
    /// A relative path is looked for in `directory` first (a tape's folder), then here. A refused
    /// form's message holds every error found in it (up to `InputFileErrors.printedLimit`).
    static func load(_ argument: String?, relativeTo directory: String? = nil) throws -> Form {
        guard let argument else {
            let bundled = BundledForms.defaultForm
            return try parse(bundled.source, path: bundled.fileName)
        }
        if argument == "-" {
            let file = InputFile(argument: argument, kind: .form)
            return try parse(try file.contents(), path: file.name)
        }
        if let path = file(argument, relativeTo: directory) {
            return try parse(try read(path), path: path)
        }
        if let bundled = BundledForms.named(argument) {
            return try parse(bundled.source, path: bundled.fileName)
        }
        let names = BundledForms.all.map(\.name).joined(separator: ", ")
        throw CommandFailure(message: "\(argument): no such file, and no bundled form has that name (bundled: \(names))")
    }

    /// The form a tape's `Set Form NAME` names, as `load` finds it (relative to `directory`, the
    /// tape's folder, first), but only a form (`TapeFormSetting`): anything else is refused unread.
    /// (`--form` is the user's own request and reads any file, as `load` does.)
    static func loadTapeSetting(_ name: String, relativeTo directory: String?) throws -> Form {
        if let refusal = TapeFormSetting.refusal(of: name, foundAt: file(name, relativeTo: directory), tapeFolder: directory) {
            throw CommandFailure(message: refusal)
        }
        return try load(name, relativeTo: directory)
    }

    /// The file `load` reads for `argument` (see there); nil for `-`, a bundled form's name, or no file.
    static func file(_ argument: String, relativeTo directory: String? = nil) -> String? {
        guard argument != "-" else { return nil }
        if let directory, !argument.hasPrefix("/") {
            let candidate = (directory as NSString).appendingPathComponent(argument)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return FileManager.default.fileExists(atPath: argument) ? argument : nil
    }

    private static func read(_ path: String) throws -> String {
        try InputFile(argument: path, kind: .form).contents()
    }

    private static func parse(_ source: String, path: String) throws -> Form {
        do {
            return try FormLoader.parseReportingAllErrors(source, path: path)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
