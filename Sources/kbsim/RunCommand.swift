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

    @Argument(help: "A form file (YAML or JSON) or a bundled form's name (see `kbsim forms`); default: signup.")
    var form: String?

    @Option(help: "How the app keeps the focused field visible: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var strategy: StrategyKind = .inset

    @Option(help: "Which iOS era's keyboard notifications to follow: 3, 7 or 11.")
    var era: Era = .ios11

    @Option(help: "Which way up the phone starts: portrait or landscape (Ctrl-R turns it while running).")
    var orientation: Orientation = .portrait

    @Option(name: .customLong("input-methods"),
            help: "Input methods the globe key (Ctrl-Space) cycles through: en, ru, ja, comma-separated; default: the form's, else en.")
    var inputMethods: InputMethodList?

    @Flag(help: "Strategies drop the guards their sources added, to show why they were needed.")
    var pitfalls = false

    @Option(help: "Write the values JSON to this file (a regular file atomically) instead of standard output.")
    var output: String?

    @Option(help: "Record the session as a tape that `kbsim play` replays to the same values and screen.")
    var record: String?

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
        let session = InteractiveSession(form: loaded, strategy: strategy, era: era, orientation: orientation,
                                         pitfalls: pitfalls, inputMethods: inputMethods?.methods)
        var recorder: TapeRecorder?
        if record != nil {
            session.onStart = { terminal in
                var settings = PlaybackSettings()
                settings.strategy = strategy
                settings.era = era
                settings.size = terminal
                settings.orientation = orientation
                settings.pitfalls = pitfalls
                settings.inputMethods = inputMethods?.methods
                recorder = TapeRecorder(form: form ?? BundledForms.defaultForm.name, settings: settings,
                                        secureFields: loaded.secureFieldNames)
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
