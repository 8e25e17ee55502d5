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
        a key or the background, PageUp/PageDown scroll, Ctrl-C or F10 quit. When the session ends \
        (quit key, SIGINT, SIGTERM, SIGHUP) the terminal is restored and the values are printed as JSON.
        """
    )

    @Argument(help: "A form file (YAML, JSON or HTML), a bundled form's name (see `kbsim forms`), or - for standard input; default: signup.")
    var form: String?

    @OptionGroup var session: SessionOptions

    @Option(help: "Write the values JSON to this file (a regular file atomically) instead of standard output.")
    var output: String?

    @Option(help: "Record the session as a tape that `kbsim play` replays to the same values and screen.")
    var record: String?

    @OptionGroup var compare: CompareOptions

    func validate() throws {
        if try !compare.variants().isEmpty, record != nil {
            throw ValidationError("--record writes one phone's tape; record without comparing, then compare with play --compare-strategies")
        }
    }

    /// The strategy `run` starts with unless `--strategy` says otherwise.
    static let defaultStrategy = StrategyKind.inset

    func run() throws {
        let loaded = try FormSource.load(form)
        // Refused now, not after the session: what is typed must not be typed in vain.
        let outputs = [output.map { OutputFile(path: $0, contents: "the values") },
                       record.map { OutputFile(path: $0, contents: "the tape") }].compactMap { $0 }
        do {
            for file in outputs { try file.check() }
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let session = InteractiveSession(self.session.applied(to: SessionConfiguration(form: loaded, strategy: Self.defaultStrategy)),
                                         comparing: try compare.variants())
        var recorder: TapeRecorder?
        if record != nil {
            session.onStart = { configuration in
                recorder = TapeRecorder(formName: form ?? BundledForms.defaultForm.name, configuration: configuration)
            }
            session.onInput = { input, time, terminal in
                recorder?.record(input, at: time, terminal: terminal)
            }
        }
        let values: FieldValues
        do {
            values = try session.run()
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        if let record, var recorder {
            let tape = recorder.tape(endingAt: session.endTime ?? 0, values: values)
            do {
                try OutputFile(path: record, contents: "the tape").write(tape)
            } catch {
                // The values still follow: losing the tape must not lose what was typed.
                printError("\(error)")
            }
        }
        defer {
            // `kill -QUIT` and the like end the session cleanly, then the process as they would have.
            if let signal = session.endingSignal, SignalGuard.crashSignals.contains(signal) {
                SignalGuard.end(bySignal: signal)
            }
        }
        try ValuesOutput.write(values, to: output)
    }
}
