import Foundation
import KeyboardSim
import KeyboardSimForms

/// The form a test names: a file (relative to a tape's folder first, then the current one), a
/// bundled form's name, or kbsim's default form — as the command line finds one.
enum TestForm {
    /// The form `name` names, the default form when nil; throws with the form's every error. A
    /// tape's `Set Form` (`fromTape`) reads only a form (`TapeFormSetting`), as the command line's does.
    static func load(_ name: String?, relativeTo folder: String?, fromTape: Bool = false) throws -> Form {
        guard let name else { return try parse(BundledForms.defaultForm.source, path: BundledForms.defaultForm.fileName) }
        let candidates = name.hasPrefix("/") ? [name] : [folder.map { ($0 as NSString).appendingPathComponent(name) }, name].compactMap { $0 }
        let found = candidates.first(where: FileManager.default.fileExists(atPath:))
        if fromTape, let refusal = TapeFormSetting.refusal(of: name, foundAt: found, tapeFolder: folder) { throw KeyboardTestError(refusal) }
        if let path = found {
            guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
                throw KeyboardTestError("\(path): cannot read the form (not readable, or not UTF-8 text)")
            }
            return try parse(source, path: path)
        }
        if let bundled = BundledForms.named(name) { return try parse(bundled.source, path: bundled.fileName) }
        let names = BundledForms.all.map(\.name).joined(separator: ", ")
        throw KeyboardTestError("\(name): no such file, and no bundled form has that name (bundled: \(names))")
    }

    private static func parse(_ source: String, path: String) throws -> Form {
        do throws(InputFileErrors) {
            return try FormLoader.parseReportingAllErrors(source, path: path)
        } catch {
            throw KeyboardTestError(error.description)
        }
    }
}
