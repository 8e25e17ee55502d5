import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback

/// A tape the command line names, read, parsed and checked against the form it plays on: what
/// `play`, `check` and `test` do before anything plays, so that the three agree on what a good
/// tape is. Every error found is in the refusal's message (up to `InputFileErrors.printedLimit`).
struct PlayableTape {
    let tape: Tape
    let form: Form
    /// The file the form was read from; nil for a bundled form or standard input.
    let formFile: String?
    /// The folder `exec:` commands run in: the tape's (nil for standard input: the current one).
    let folder: String?
    /// Seconds an `exec:` handler may take to reply (`--strategy-timeout`; nil: the default).
    let handlerTimeout: Double?

    /// Reads `file` and its form: `form` when given (a path or a bundled form's name), else the
    /// tape's `Set Form` — relative to the tape's folder first, then the current one (for a tape
    /// read from standard input, only the current one) — else the default form.
    init(_ file: InputFile, form formArgument: String? = nil, handlerTimeout: Double? = nil) throws {
        folder = file.folder
        self.handlerTimeout = handlerTimeout
        let source = try file.contents()
        do {
            tape = try TapeParser.parseReportingAllErrors(source, path: file.name, strategies: RegisteredStrategies.catalogue)
        } catch {
            throw CommandFailure(message: error.description)
        }
        form = try Self.loadForm(formArgument, for: tape, in: file)
        formFile = formArgument.map { FormSource.file($0) } ?? tape.formSetting.flatMap { FormSource.file($0.0, relativeTo: file.folder) }
        let errors = TapeValidator.errors(in: tape, against: form)
        if let first = errors.first {
            throw CommandFailure(message: InputFileErrors(first, Array(errors.dropFirst())).description)
        }
    }

    /// How the tape's session starts: its `Set` prelude on its form, `exec:` commands in the tape's folder.
    var configuration: SessionConfiguration {
        SessionConfiguration(form: form, tape: tape, strategies: RegisteredStrategies.catalogue(folder: folder, timeout: handlerTimeout))
    }

    private static func loadForm(_ argument: String?, for tape: Tape, in file: InputFile) throws -> Form {
        if let argument { return try FormSource.load(argument) }
        guard let (name, command) = tape.formSetting else { return try FormSource.load(nil) }
        do {
            return try FormSource.load(name, relativeTo: file.folder)
        } catch let failure as CommandFailure {
            throw CommandFailure(message: "\(file.name):\(command.line):\(command.column): \(failure.message)")
        }
    }
}
