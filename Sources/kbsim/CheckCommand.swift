import ArgumentParser
import KeyboardSim
import KeyboardSimForms

/// `kbsim check FORM...`: validates form files, printing each error with file:line:column.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate form files (exit 0 when all are valid, 2 otherwise)."
    )

    @Argument(help: "Form files (YAML or JSON) to validate.")
    var forms: [String]

    func validate() throws {
        if forms.isEmpty { throw ValidationError("name at least one form file") }
    }

    func run() throws {
        var failures = 0
        for path in forms {
            do {
                let form = try FormLoader.parse(try FormSource.read(path), path: path)
                let fields = "\(form.fields.count) \(form.fields.count == 1 ? "field" : "fields")"
                // The path and the title are the user's: spelt out, they cannot drive the terminal.
                print(VisibleText.line("\(path): ok (\(fields), \"\(form.title)\")"))
            } catch let error as FormError {
                printError(error.description)
                failures += 1
            } catch {
                printError("\(error)")
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(2) }
    }
}
