import ArgumentParser
import KeyboardSim
import KeyboardSimForms

/// `kbsim forms [NAME]`: lists the forms built into the binary with their titles, or prints one's
/// source to start one's own form from.
struct FormsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forms",
        abstract: "List the bundled forms, or print one's source (kbsim forms login > my-form.json).")

    @Argument(help: "A bundled form whose source to print, byte for byte.", completion: ArgumentCompletion.bundledForms)
    var name: String?

    func run() throws {
        guard let name else {
            for bundled in BundledForms.all {
                let title = (try? FormLoader.parse(bundled.source, path: bundled.fileName).title) ?? "(invalid)"
                let marker = bundled.name == BundledForms.defaultForm.name ? " (default)" : ""
                try writeStandard("\(bundled.name)\t\(title)\(marker)\n")
            }
            return
        }
        guard let bundled = BundledForms.named(name) else {
            let names = BundledForms.all.map(\.name)
            let suggestion = NameSuggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(message: "\(name): no bundled form has that name\(suggestion) — bundled: \(names.joined(separator: ", "))")
        }
        try writeStandard(bundled.source)
    }
}
