import ArgumentParser
import KeyboardSim
import KeyboardSimForms

/// `kbsim forms`: lists the forms built into the binary, with their titles.
struct FormsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "forms", abstract: "List the bundled forms.")

    func run() throws {
        for bundled in BundledForms.all {
            let title = (try? FormLoader.parse(bundled.source, path: bundled.fileName).title) ?? "(invalid)"
            let marker = bundled.name == BundledForms.defaultForm.name ? " (default)" : ""
            print("\(bundled.name)\t\(title)\(marker)")
        }
    }
}
