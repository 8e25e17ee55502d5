import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback

/// `kbsim check FILE...`: validates forms and tapes, printing every error with file:line:column.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate forms and tapes (exit 0 when all are valid, 2 otherwise).",
        discussion: """
        A FILE ending in .tape is a tape: it is parsed, and its field and key names are resolved \
        against its form, as `kbsim play` does before playing. Any other FILE is a form (YAML, JSON \
        or HTML) or the name of a bundled form (see `kbsim forms`). A folder is searched at any depth \
        for forms (*.yaml, *.yml, *.json, *.html) and tapes. - reads standard input. Every \
        error of a file is printed as file:line:column, up to \(InputFileErrors.printedLimit).

        A valid tape whose own `Set Strategy "exec:COMMAND"` runs a command gets a line for each \
        under its ok line — file:line:column: runs a command: COMMAND, its escapes decoded — since \
        `kbsim play` and `kbsim test` run it only with --allow-exec; the exit status stays 0.

        A `Tap key` label that kbsim knows but no keyboard of the tape's form shows (`Tap key "Done"` \
        on a form without the toolbar) is a warning on standard error, as file:line:column: warning: \
        …; playing it is refused, and the exit status stays 0 when the tape is otherwise valid.

        A tape in a folder named Bugs is a museum tape (`kbsim bugs`): its opening comment block is \
        checked too — `# NAME: summary` naming the file, then Report: (an https:// address), any Also:, \
        Saw:, Mechanism:, Correct: and Fixed: (none, or a strategy with --pitfalls or --no-pitfalls), \
        in that order — and each fault is an error at its file:line:column.
        """
    )

    @Argument(help: "Forms (YAML, JSON or HTML files, or bundled forms' names), tapes (*.tape) and folders holding them; - reads standard input.", completion: ArgumentCompletion.formsOrTapes)
    var files: [String] = []

    @Option(name: .customLong("tape"),
            help: "A file to check as a tape whatever its name (standard input, a process substitution); may be repeated.", completion: ArgumentCompletion.tape)
    var tapes: [String] = []

    func validate() throws {
        if files.isEmpty && tapes.isEmpty { throw ValidationError("name at least one form or tape") }
    }

    func run() throws {
        var failures = 0
        var checks: [(String, isTape: Bool)] = []
        for argument in files {
            guard argument != "-", TapeSearch.isFolder(argument) else {
                checks.append((argument, argument.lowercased().hasSuffix(".tape")))
                continue
            }
            do {
                for finding in try TapeSearch.findings(under: [argument], wanted: .formsAndTapes) {
                    if let problem = finding.problem {
                        printError(problem)
                        failures += 1
                    } else {
                        checks.append((finding.path, finding.path.lowercased().hasSuffix(".tape")))
                    }
                }
            } catch let failure as CommandFailure {
                printError(failure.message)
                failures += 1
            }
        }
        checks += tapes.map { ($0, true) }
        for (argument, isTape) in checks {
            let report: [String]
            do {
                report = isTape ? try Self.checkTape(argument) : [try Self.checkForm(argument)]
            } catch let failure as CommandFailure {
                printError(failure.message)
                failures += 1
                continue
            }
            // Paths and titles are the user's: spelt out, they cannot drive the terminal.
            try writeStandard(report.map { VisibleText.line($0) + "\n" }.joined())
        }
        if failures > 0 { throw ExitCode(2) }
    }

    /// "path: ok (11 fields, "Create account")", or the form's errors thrown.
    private static func checkForm(_ argument: String) throws -> String {
        let form = try FormSource.load(argument)
        let name = argument == "-" ? InputFile.standardInputName : argument
        return "\(name): ok (\(counted(form.fields.count, "field")), \"\(form.title)\")"
    }

    /// "path: ok (24 lines, on "Create account")", then a line for each command its own `Set
    /// Strategy "exec:…"` runs (which `play` runs only with --allow-exec), or the tape's errors
    /// thrown; a museum tape (in a folder named Bugs) also has its comment block checked, and says
    /// which report it reproduces.
    private static func checkTape(_ argument: String) throws -> [String] {
        let file = InputFile(argument: argument, kind: .tape)
        let playable = try PlayableTape(file)
        for warning in TapeValidator.warnings(in: playable.tape, against: playable.form) { printError(warning.description) }
        var report = "\(file.name): ok (\(counted(playable.tape.commands.count, "line")), on \"\(playable.form.title)\")"
        if let header = try museumHeader(of: file) { report += ", reproduces \(header.report)" }
        return [report] + playable.handlerCommands(in: playable.configuration).map { AllowExecOption.notice(of: $0, path: file.name) }
    }

    /// The comment block of `file` when it is a museum tape (`Bugs/LIBRARY-NUMBER.tape`), its
    /// errors thrown when the block is not whole; nil for any other tape.
    private static func museumHeader(of file: InputFile) throws -> MuseumHeader? {
        let path = file.argument as NSString
        guard !file.isStandardInput, (path.deletingLastPathComponent as NSString).lastPathComponent == "Bugs" else { return nil }
        let name = (path.lastPathComponent as NSString).deletingPathExtension
        switch MuseumHeader.parse(try file.contents(), path: file.name, name: name, strategies: RegisteredStrategies.catalogue) {
        case .success(let header): return header
        case .failure(let errors): throw CommandFailure(message: errors.description)
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
