import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import KeyboardSimTerminal

/// `kbsim run [FORM]`: the interactive demo; prints the field values as JSON when it ends.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a phone with the form and a sliding keyboard in this terminal.",
        discussion: """
        Tab/Shift-Tab move between fields, Enter presses Return, Esc resigns, a click taps a field, \
        a key or the background (a click on the background taps when the button is released), a drag \
        with the mouse's left button drags the content as a finger would (the form's keyboardDismissMode \
        decides what happens to the keyboard; --record writes it as a Drag line), PageUp/PageDown \
        scroll, Ctrl-Z suspends, F10 or Ctrl-C quit. On a picker (a field with inputView: picker or \
        datePicker) Up/Down turn the wheel, Left/Right choose a date picker's wheel, a click on a row \
        or the mouse wheel over it chooses a row, and typing is refused. Where the \
        terminal has bracketed paste (xterm, tmux and the like), a paste goes into the focused field in one \
        edit, as it is (in a text field, line breaks become spaces). When the \
        session ends (F10, Ctrl-C, SIGINT, SIGTERM, SIGHUP) the terminal is restored and the values are \
        printed as JSON on standard output (or written to --output); a signal ends it within a second, \
        an exec: handler it waits for included (its process group is ended at once), and the rest of \
        a paste still arriving, or keys typed after the end, are thrown away, never left for the shell. The screen is drawn on the terminal \
        of standard input and output, else on /dev/tty, so `kbsim run > values.json` and \
        `v=$(kbsim run)` work.

        Exit status: 0 when the session ends with F10; 130 on Ctrl-C or SIGINT; 128+n on another \
        signal n (SIGTERM 143, SIGHUP 129) — the values are written in every case; 2 for bad usage, \
        a bad form or no usable terminal.
        """
    )

    @Argument(help: "A form file (YAML, JSON or HTML), a bundled form's name (see `kbsim forms`), or - for standard input; default: signup.", completion: ArgumentCompletion.forms)
    var form: String?

    @OptionGroup var session: SessionOptions

    @Option(help: "Write the values JSON to this file (a regular file atomically) instead of standard output.", completion: ArgumentCompletion.output)
    var output: String?

    @Option(help: "Record the session as a tape that `kbsim play` replays to the same values and screen.", completion: ArgumentCompletion.output)
    var record: String?

    @OptionGroup var compare: CompareOptions

    func validate() throws {
        if try !compare.variants().isEmpty, record != nil {
            throw ValidationError("--record writes one phone's tape; record without comparing, then compare with play --compare-strategies")
        }
    }

    func run() throws {
        try Self.run(form: form, output: output, record: record, variants: compare.variants(),
                     handlerTimeout: session.handlerTimeout.seconds, options: session.applied(to:))
    }

    /// The form of `kbsim`, `kbsim run` and `kbsim run FORM` (nil: the default form), the command
    /// lines with no option, which `Kbsim.main()` runs without argument-parser: its reflection over
    /// every option of the command costs two thirds of the 33 million instructions up to the first
    /// frame. `.none` for any other command line, which argument-parser reads as ever.
    static func plainForm(_ arguments: [String]) -> String?? {
        switch arguments.count {
        case 0: return .some(nil)
        case 1 where arguments[0] == "run": return .some(nil)
        case 2 where arguments[0] == "run":
            // An option, `-` (standard input), `help` or an empty word: argument-parser's to read.
            let form = arguments[1]
            return form.isEmpty || form.hasPrefix("-") || form == "help" ? .none : .some(form)
        default: return .none
        }
    }

    /// The session on `form` (nil: the default form), the values written to `output` (nil: standard
    /// output), the inputs recorded to `record`, `variants` compared, the options given applied by `options`.
    static func run(form: String?, output: String? = nil, record: String? = nil, variants: [Variant] = [],
                    handlerTimeout: Double? = nil,
                    options: (SessionConfiguration) -> SessionConfiguration = { $0 }) throws {
        let setup = try prepareSession(form: form, output: output, record: record, variants: variants,
                                       handlerTimeout: handlerTimeout, options: options)
        let session = InteractiveSession(setup.configuration, comparing: setup.variants)
        var start = setup.configuration
        var inputs: [(input: ResolvedInput, time: Double, terminal: Size)] = []
        if setup.formName != nil {
            session.onStart = { start = $0 }
            session.onInput = { inputs.append(($0, $1, $2)) }
        }
        let values: FieldValues
        do {
            values = try session.run()
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        if let formName = setup.formName, let record {
            writeTape(to: record, formName: formName, start: start, inputs: inputs, endTime: session.endTime ?? 0, values: values)
        }
        // A session a signal or Ctrl-C ended writes its values too, then ends the process with its status.
        do {
            try ValuesOutput.write(values, to: output)
        } catch {
            if session.endingStatus != 0 { printError("\(error)") }
            session.endProcessIfSignalled()
            throw error
        }
        session.endProcessIfSignalled()
        // The terminal is restored and the values are written: then why the handler ended the session.
        if let failure = session.strategyFailure { throw CommandFailure(message: "kbsim run: \(failure)") }
    }

    /// The session `run` starts, from its arguments — its configuration, the compared variants and
    /// the form a `--record` tape names — once its files are checked. `SessionPilot` starts the same one.
    func prepareSession() throws -> (configuration: SessionConfiguration, variants: [Variant], formName: String?) {
        try Self.prepareSession(form: form, output: output, record: record, variants: compare.variants(),
                                handlerTimeout: session.handlerTimeout.seconds, options: session.applied(to:))
    }

    /// The session on `form` with `options` applied and `variants` compared, once the files it
    /// reads and writes are checked: refused now, not after the session, for what is typed must
    /// not be typed in vain; with the form a `--record` tape at `record` names.
    static func prepareSession(form: String?, output: String?, record: String?, variants: [Variant], handlerTimeout: Double?,
                               options: (SessionConfiguration) -> SessionConfiguration)
        throws -> (configuration: SessionConfiguration, variants: [Variant], formName: String?) {
        let loaded = try FormSource.load(form)
        var claims = OutputClaims()
        claims.reads(form.flatMap { FormSource.file($0) }, as: "the form")
        claims.writes(output, as: "--output")
        claims.writes(record, as: "--record")
        try claims.check()
        let outputs = [output.map { OutputFile(path: $0, contents: "the values") },
                       record.map { OutputFile(path: $0, contents: "the tape") }].compactMap { $0 }
        do {
            for file in outputs { try file.check() }
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let formName = record.map { FormSource.tapeSetting(for: form, tapeAt: $0) }
        if let record, let formName {
            // A tape's `Set Form` reads only a form file: the tape would be refused when played.
            let folder = (record as NSString).deletingLastPathComponent
            if let refusal = TapeFormSetting.refusal(of: formName, foundAt: FormSource.file(formName, relativeTo: folder), tapeFolder: folder) {
                throw CommandFailure(message: "--record: the tape could not name its form — \(refusal)")
            }
        }
        let configuration = options(SessionConfiguration(form: loaded, strategy: SessionConfiguration.defaultStrategy,
                                                         strategies: RegisteredStrategies.catalogue(folder: nil, timeout: handlerTimeout)))
        return (configuration, variants, formName)
    }

    /// Writes to `record` the tape of a session on `formName` that started from `start` and ended
    /// at `endTime` holding `values` (its `inputs` as the simulator resolved them, with their times
    /// and terminal sizes); a tape that cannot be written is reported, and the values still follow.
    static func writeTape(to record: String, formName: String, start: SessionConfiguration,
                          inputs: [(input: ResolvedInput, time: Double, terminal: Size)], endTime: Double, values: FieldValues) {
        var recorder = TapeRecorder(formName: formName, configuration: start)
        for entry in inputs { recorder.record(entry.input, at: entry.time, terminal: entry.terminal) }
        let tape = recorder.tape(endingAt: endTime, values: values)
        do {
            try OutputFile(path: record, contents: "the tape").write(tape)
        } catch {
            // The values still follow: losing the tape must not lose what was typed.
            printError("\(error)")
        }
    }
}
