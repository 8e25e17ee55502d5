import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback

/// What the shells' completions (`kbsim --generate-completion-script bash|zsh|fish`) offer for each
/// kind of argument: files for tapes and outputs, folders for output folders, and the catalogue's
/// names for strategies, eras, devices, lessons, bugs and forms.
///
/// Names are asked of the binary at each TAB (a custom completion calls it back), so a strategy a
/// team's executable registers with `Kbsim.main(strategies:)` completes as a built-in does, and a
/// comma- or plus-joined list completes its last part.
enum ArgumentCompletion {
    /// A tape, or a folder holding tapes: any file, as `play` and `test` play a file whatever its name.
    static let tape = CompletionKind.file()
    /// A file kbsim writes (--cast, --svg, --junit, --output, --record).
    static let output = CompletionKind.file()
    /// A folder kbsim writes into (--screenshots, --artifacts).
    static let folder = CompletionKind.directory
    /// A strategy's name, or a comma- or `+`-joined list of them: the catalogue's, a team's registered ones included.
    static let strategies = CompletionKind.custom { _, _, typed in
        names(strategyNames(), completing: typed, separators: [",", "+"])
    }
    /// An era, or a comma-separated list of them.
    static let eras = CompletionKind.custom { _, _, typed in names(Era.allValueStrings, completing: typed, separators: [","]) }
    /// A device's name, or a comma-separated list of them.
    static let devices = CompletionKind.custom { _, _, typed in names(DeviceChoice.names, completing: typed, separators: [","]) }
    /// An input method, or a comma-separated list of them.
    static let inputMethods = CompletionKind.custom { _, _, typed in
        names(InputMethodList.allValueStrings, completing: typed, separators: [","])
    }
    /// A bundled lesson's name.
    static let lessons = CompletionKind.custom { _, _, typed in names(BundledLessons.all.map(\.name), completing: typed) }
    /// A museum tape's name.
    static let bugs = CompletionKind.custom { _, _, typed in names(BundledBugs.all.map(\.name), completing: typed) }
    /// A bundled form's name.
    static let bundledForms = CompletionKind.custom { _, _, typed in names(BundledForms.all.map(\.name), completing: typed) }
    /// A form: a bundled form's name, or a form file (YAML, JSON, HTML) or a folder on the way to one.
    static let forms = CompletionKind.custom { _, _, typed in
        names(BundledForms.all.map(\.name), completing: typed) + files(completing: typed, extensions: formExtensions)
    }
    /// A form or a tape, or a folder of them (`kbsim check`).
    static let formsOrTapes = CompletionKind.custom { _, _, typed in
        names(BundledForms.all.map(\.name), completing: typed) + files(completing: typed, extensions: formExtensions + ["tape"])
    }

    /// The endings of the form files a form argument completes (as `FormFormat` reads them).
    static let formExtensions = ["yaml", "yml", "json", "html", "htm"]

    /// The names `--strategy` completes: the catalogue's, with a family's prefix (`exec:`) in place of its placeholder.
    static func strategyNames(in catalogue: StrategyCatalogue = RegisteredStrategies.catalogue) -> [String] {
        catalogue.ids.map(\.rawValue) + catalogue.families.map(\.prefix)
    }

    /// The `candidates` that complete the last part of `typed` (after its last separator), each with
    /// the parts before it, so a shell puts back the whole word.
    static func names(_ candidates: [String], completing typed: String, separators: Set<Character> = []) -> [String] {
        let head = typed.lastIndex(where: separators.contains).map { typed[...$0] } ?? ""
        let part = typed.dropFirst(head.count)
        let listed = Set(head.split(whereSeparator: separators.contains).map(String.init))
        return candidates.filter { $0.hasPrefix(part) && !listed.contains($0) }.map { head + $0 }
    }

    /// The files ending in one of `extensions`, and the folders, whose paths start with `typed`;
    /// folders end in `/`, so the shell goes on into them. Hidden ones only when `typed` names a dot.
    static func files(completing typed: String, extensions: [String]) -> [String] {
        let folderPart = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let namePart = typed.dropFirst(folderPart.count)
        let folder = folderPart.isEmpty ? "." : folderPart
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return entries.sorted().compactMap { entry in
            guard entry.hasPrefix(namePart), !entry.hasPrefix(".") || namePart.hasPrefix(".") else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folderPart + entry, isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue { return folderPart + entry + "/" }
            let suffix = entry.split(separator: ".").last.map(String.init) ?? ""
            return entry.contains(".") && extensions.contains(suffix.lowercased()) ? folderPart + entry : nil
        }
    }
}
