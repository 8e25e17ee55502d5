import Foundation
import KeyboardSimEmbed

// kbsim-embed ROOT OUTPUT…: writes each OUTPUT (BundledForms.swift, BundledLessons.swift or
// BundledBugs.swift, by its file name) from the Forms/, Bugs/ and Lessons/ of the package at ROOT.
// The EmbedBundles plugin runs it during the build; Fuzz/fuzz.sh runs it for its own compilation.
let arguments = CommandLine.arguments.dropFirst()
guard let root = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: kbsim-embed ROOT BundledForms.swift|BundledLessons.swift|BundledBugs.swift…\n".utf8))
    exit(2)
}
do {
    let bundles = try BundleGenerator.generate(try BundleFolders.read(root: URL(fileURLWithPath: root)))
    for output in arguments.dropFirst() {
        let url = URL(fileURLWithPath: output)
        guard let source = bundles.source(forFileName: url.lastPathComponent) else {
            throw BundleError("\(output): not a bundle's file name (BundledForms.swift, BundledLessons.swift or BundledBugs.swift)")
        }
        try BundleFolders.write(source, to: url)
    }
} catch {
    // The message names the file at fault; the build log shows it as the command's output.
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
