import ArgumentParser
import Foundation
import KeyboardSim
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

    @Option(help: "Which iOS era's keyboard notifications to follow: 11.")
    var era: Era = .ios11

    @Option(help: "Write the values JSON to this file (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        let form = try FormSource.load(form)
        let values: FieldValues
        do {
            values = try InteractiveSession.run(form: form, strategy: strategy, era: era)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        try ValuesOutput.write(values, to: output)
    }
}
