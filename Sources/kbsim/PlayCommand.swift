import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import KeyboardSimTerminal

/// `kbsim play TAPE`: plays a tape headlessly on virtual time and prints its transcript.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a tape headlessly and print its transcript (exit 1 when an Expect fails).",
        discussion: "The same tape gives the same transcript, byte for byte, on every run."
    )

    @Argument(help: "The tape file to play; - reads standard input (its `Set Form` is then relative to the current folder).")
    var tape: String

    @Option(help: "The form to play on, instead of the tape's `Set Form`: a YAML, JSON or HTML file, or a bundled form's name.")
    var form: String?

    @OptionGroup var session: SessionOptions

    @Option(help: "The terminal size COLSxROWS the frames are drawn for, instead of the tape's `Set Size`.")
    var size: TerminalSize?

    @Flag(help: "Print the transcript as JSON Lines.")
    var json = false

    @Flag(help: "Replay the tape in this terminal at real speed (Space pauses, Ctrl-C quits).")
    var watch = false

    @Option(help: "With --watch, how many times faster than real time to replay.")
    var speed: Double = 1

    @Option(help: "Also write the session as an asciicast v2 file.")
    var cast: String?

    @Flag(help: "Go on after a failed Expect instead of stopping there.")
    var keepGoing = false

    @OptionGroup var compare: CompareOptions

    @Option(help: "With --watch, write the values the replay ends with as JSON to this file (a regular file atomically) instead of standard output.")
    var output: String?

    func validate() throws {
        guard speed > 0 else { throw ValidationError("--speed must be above 0") }
        if try !compare.variants().isEmpty, cast != nil {
            throw ValidationError("--cast records one phone; a compare run prints its rows, or shows its phones with --watch")
        }
        guard watch || output == nil else { throw ValidationError("--output needs --watch: without it, the transcript's Expect value lines check the values") }
    }

    func run() throws {
        let file = InputFile(argument: tape, kind: .tape)
        let playable = try PlayableTape(file, form: form)
        let parsed = playable.tape
        var configuration = session.applied(to: playable.configuration)
        if let size { configuration.terminalSize = size.size }

        let variants = try compare.variants()
        if !variants.isEmpty && !watch { return try runComparison(parsed, configuration: configuration, variants: variants) }
        try TapeRun(tape: parsed, name: file.name, configuration: configuration, command: watch ? "play --watch" : "play",
                    keepGoing: keepGoing, watch: watch, json: json, speed: speed, cast: cast, output: output, variants: variants).run()
    }

    /// Plays the tape once per variant and prints one row per variant for each tape line they share;
    /// exits 1 naming each variant in which an `Expect` failed.
    private func runComparison(_ parsed: Tape, configuration: SessionConfiguration, variants: [Variant]) throws {
        let comparison: Comparison
        do throws(TapeError) {
            comparison = try Comparison(tape: parsed, configuration: configuration, variants: variants)
        } catch {
            throw CommandFailure(message: error.description)
        }
        writeStandard(json ? ComparisonTranscript.renderJSON(comparison) : ComparisonTranscript.render(comparison))
        try TapeRun.reportFailures(of: comparison, path: parsed.path)
    }
}

/// A `COLSxROWS` command-line value.
struct TerminalSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        guard case .success(let size) = SettingText.size(argument.lowercased()) else { return nil }
        self.size = size
    }
}
