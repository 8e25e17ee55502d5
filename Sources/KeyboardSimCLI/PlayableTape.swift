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

    /// How the tape's session starts under the command line's `options` and compared `variants`:
    /// when they give the strategy, which replaces every `Set Strategy` of the tape, its `exec:`
    /// commands are the user's and run in the current folder, where the user typed their paths.
    func configuration(_ options: (SessionConfiguration) -> SessionConfiguration, comparing variants: [Variant] = []) -> SessionConfiguration {
        var configuration = options(configuration)
        if variants.contains(where: \.isStrategy) { configuration.keepsStrategy = true }
        if configuration.keepsStrategy {
            configuration.strategies = RegisteredStrategies.catalogue(folder: nil, timeout: handlerTimeout)
        }
        return configuration
    }

    /// The commands the tape's own `Set Strategy` lines run when it plays in `configuration`: none
    /// when the command line replaced its strategy.
    func handlerCommands(in configuration: SessionConfiguration) -> [TapeHandlerCommand] {
        configuration.keepsStrategy ? [] : tape.handlerCommands(in: configuration.strategies)
    }

    /// Refuses (exit 2), before anything plays, a tape whose own `Set Strategy` lines would run
    /// commands in `configuration`, unless `allowed` (`--allow-exec`, KBSIM_ALLOW_EXEC=1).
    func checkHandlers(in configuration: SessionConfiguration, allowed: Bool) throws {
        let commands = handlerCommands(in: configuration)
        guard !allowed, !commands.isEmpty else { return }
        throw AllowExecOption.refusal(of: commands, path: tape.path, folder: folder)
    }

    private static func loadForm(_ argument: String?, for tape: Tape, in file: InputFile) throws -> Form {
        if let argument { return try FormSource.load(argument) }
        guard let (name, command) = tape.formSetting else { return try FormSource.load(nil) }
        do {
            return try FormSource.loadTapeSetting(name, relativeTo: file.folder)
        } catch let failure as CommandFailure {
            // At the form's name, `Set Form NAME`'s third word.
            throw CommandFailure(message: "\(file.name):\(command.line):\(command.column(ofArgument: 2)): \(failure.message)")
        }
    }
}
