import Foundation
import PackagePlugin

/// Generates, at build time, the Swift sources that carry `Forms/`, `Bugs/` and `Lessons/` inside
/// kbsim (`BundledForms.swift` for `KeyboardSimForms`; `BundledLessons.swift` and `BundledBugs.swift`
/// for `KeyboardSimPlayback`), so that no generated file is committed and none can be out of date,
/// and the binary stays one file with no resource bundle to find at run time.
@main
struct EmbedBundles: BuildToolPlugin {
    /// One command running `kbsim-embed` for `target`, with every file of the folders as its inputs.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let outputs: [String] = switch target.name {
        case "KeyboardSimForms": ["BundledForms.swift"]
        case "KeyboardSimPlayback": ["BundledLessons.swift", "BundledBugs.swift"]
        default: throw EmbedBundlesError(target: target.name)
        }
        let root = context.package.directoryURL
        let outputFiles = outputs.map { context.pluginWorkDirectoryURL.appending(path: $0) }
        // Every file of the folders, embedded or not (the tool decides which it embeds), and the
        // folders themselves: a file edited, added or removed runs the command again.
        var inputFiles: [URL] = []
        for folder in ["Forms", "Bugs", "Lessons"] {
            let directory = root.appending(path: folder)
            inputFiles.append(directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            inputFiles += names.map { directory.appending(path: $0) }
        }
        return [
            .buildCommand(
                displayName: "Embedding the forms, lessons and museum in \(target.name)",
                executable: try context.tool(named: "kbsim-embed").url,
                arguments: [root.path] + outputFiles.map(\.path),
                inputFiles: inputFiles,
                outputFiles: outputFiles
            )
        ]
    }
}

/// The plugin applied to a target it has no bundle for.
struct EmbedBundlesError: Error, CustomStringConvertible {
    /// The target's name.
    let target: String

    /// What to do about it.
    var description: String { "EmbedBundles has no bundle for \(target): apply it to KeyboardSimForms or KeyboardSimPlayback" }
}
