import ArgumentParser
import KeyboardSim

/// The options `run` and `play` share: how the session starts, each one given overriding what
/// the tape's `Set` prelude or the command's default says.
struct SessionOptions: ParsableArguments {
    @Option(help: "How the app keeps the focused field visible: a strategy's name (kbsim strategies lists them), exec:COMMAND — your own handler, run with /bin/sh -c in the current folder and spoken to in kbsim-strategy/1, docs/reference/strategy-protocol.md; exec[label]:COMMAND shows the label in its place — or several joined by + (iqkeyboardmanager+inset), each hearing every message in that order; it replaces every Set Strategy of a tape (default: the tape's Set Strategy, else inset).",
            completion: ArgumentCompletion.strategies,
            transform: { argument in
                guard let id = try StrategyID.reading(argument) else {
                    throw ValidationError("unknown strategy '\(argument)' — valid: \(StrategyID.allValueStrings.joined(separator: ", ")), or several joined by +")
                }
                return id
            })
    var strategy: StrategyID?

    @Option(help: "Which iOS era's keyboard notifications to follow: 3 (iPhone OS 3), 7 (iOS 5 to 10), 11 (iOS 11 to 14), 15 (iOS 15 and 16), 17 (iOS 17 and 18), 26 (iOS 26); default: the tape's Set Era, else 11.", completion: ArgumentCompletion.eras)
    var era: Era?

    @Option(help: "Which phone to simulate: a name `kbsim devices` lists, or default for kbsim's own proportional phone (default: the tape's Set Device, else the form's device:, else default).",
            completion: ArgumentCompletion.devices)
    var device: DeviceChoice?

    @Option(help: "Which way up the phone starts (default: the tape's Set Orientation, else portrait; Ctrl-R turns it while running).")
    var orientation: Orientation?

    @Option(name: .customLong("input-methods"),
            help: "Input methods the globe key (Ctrl-Space) cycles through, comma-separated (default: the tape's Set InputMethods, else the form's, else en).",
            completion: ArgumentCompletion.inputMethods)
    var inputMethods: InputMethodList?

    @Flag(inversion: .prefixedNo, help: "Strategies drop the guards their sources added, to show why they were needed (default: the tape's Set Pitfalls, else off; F12 or Ctrl-G switches them while running).")
    var pitfalls: Bool?

    @Option(help: "The session's seed: it fixes the delays of the out-of-process keyboard's notifications in eras 17 and 26 (default: the tape's Set Seed, else 0; the same seed plays the same on every run).")
    var seed: UInt64?

    @OptionGroup var handlerTimeout: HandlerTimeoutOption

    /// `configuration` with every option that was given in place of what it says (a strategy
    /// kept for the whole session, in place of every `Set Strategy` of a tape).
    func applied(to configuration: SessionConfiguration) -> SessionConfiguration {
        var configuration = configuration
        if let strategy {
            configuration.strategy = strategy
            configuration.keepsStrategy = true
        }
        if let era { configuration.era = era }
        if let orientation { configuration.orientation = orientation }
        if let device { configuration.device = device }
        if let inputMethods { configuration.inputMethods = inputMethods.methods }
        if let pitfalls { configuration.pitfalls = pitfalls }
        if let seed { configuration.seed = seed }
        return configuration
    }
}
