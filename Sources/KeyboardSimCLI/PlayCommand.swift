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
        discussion: """
        The same tape gives the same transcript, byte for byte, on every run.

        `Expect event NAME` passes when NAME was posted since the last line that gave the phone \
        input (Tap, Type, Paste, a key, Scroll, Drag, Rotate, Globe, a Set of Size, Era, Strategy or Pitfalls after the first \
        action; not Sleep, Screenshot, Say, Pause or Expect), several in a row in that order; \
        `Expect no event NAME` when it was not. `Expect inset N`, `Expect indicatorInset N`, `Expect offset N` and \
        `Expect origin N` compare N with the scroll view's contentInset.bottom, its scrollIndicatorInsets.bottom, \
        its contentOffset.y and the root view's origin.y (viewOrigin in transcripts), in rows, as the screen shows them; `Expect visible FIELD at N` \
        passes when FIELD (or the footer) is fully visible with its top on screen row N. `Expect caret visible \
        FIELD` passes when FIELD is the text view being edited and its caret's row is above the \
        keyboard's top and inside the rows the scroll view shows. `Expect pitfall NAME` passes when \
        the pitfall NAME bit in the same window as `Expect event` looks at, `Expect no pitfall` when \
        none did; each pitfall caught is a `pitfall` line of the transcript. A key the keyboard refuses (a letter on a phone pad, \
        a `Tap key` label it does not show, anything typed on a picker) is a `refused` line of the transcript and a warning on \
        standard error naming tape:line.

        `Drag from COL,ROW to COL,ROW [over DURATION]` drags a finger in a straight line across the \
        phone's screen (0-based cells, as a screenshot's lines count them; 300ms without `over`), a \
        cell a step: the content follows it, and the form's keyboardDismissMode (none, onDrag, \
        interactive) decides what happens to the keyboard.

        On a picker (a field with inputView: picker or datePicker), Up and Down turn the chosen \
        wheel, Left and Right choose a date picker's wheel, and `Tap key "LABEL"` taps a row shown \
        above or below the middle; the field's value becomes the option or the date (`Feb 29, 2000`).

        With --watch the tape is replayed on the terminal (of standard input and output, else \
        /dev/tty), its values printed when it ends (or written to --output), then its verdict on \
        standard error; the exit status is 1 when an Expect failed, 130 when Ctrl-C or SIGINT ended \
        the replay and 128+n for another signal n. With or without --watch, SIGINT, SIGTERM or SIGHUP \
        ends every exec: handler's process group before kbsim ends with 128+n.

        A tape's own `Set Strategy "exec:COMMAND"` (alone or in a composite, in the prelude or the \
        body) runs COMMAND only with --allow-exec or KBSIM_ALLOW_EXEC=1: without it the tape is \
        refused (exit 2) before anything runs, the message naming the line and the command. A \
        --strategy or --compare-strategies of your own replaces every Set Strategy of the tape, and \
        its exec:COMMAND runs in the current folder without the flag; a tape's own runs in the tape's \
        folder. A tape's `Set Form` reads only a form file (.yaml, .yml, .json, .html, .htm) in the \
        tape's folder or the current one (or below them), or names a bundled form; --form reads any \
        file you name.
        """
    )

    @Argument(help: "The tape file to play; - reads standard input (its `Set Form` is then relative to the current folder).", completion: ArgumentCompletion.tape)
    var tape: String

    @Option(help: "The form to play on, instead of the tape's `Set Form`: a YAML, JSON or HTML file, or a bundled form's name.", completion: ArgumentCompletion.forms)
    var form: String?

    @OptionGroup var session: SessionOptions

    @Option(help: "The terminal size COLSxROWS the frames are drawn for, instead of the tape's `Set Size` (at least 41x20, at most 1000x1000, and no smaller than its `Set PhoneSize`).")
    var size: String?

    @Flag(help: "Print the transcript as JSON Lines.")
    var json = false

    @Flag(help: "Replay the tape in this terminal at real speed (Space pauses, Ctrl-C quits), drawn at the size play plays it at (its Set Size, --size, else 80x24); a smaller terminal is refused (exit 2).")
    var watch = false

    // Unconditional: `--speed -1` reads -1 as the value (and refuses it with the reason), not as an option.
    @Option(parsing: .unconditional, help: "With --watch, how many times faster than real time to replay (above 0, e.g. 0.5 or 2; default: the tape's Set PlaybackSpeed, else 1).")
    var speed: Double?

    @Option(help: "Also write the session as an asciicast v2 file.", completion: ArgumentCompletion.output)
    var cast: String?

    @Option(help: ArgumentHelp("Also write the replay as one animated SVG: a frame per change, looping after holding the last 3 s (not in a compare run).", valueName: "file"), completion: ArgumentCompletion.output)
    var svg: String?

    @Flag(help: "With --svg or --cast, caption the frames with the latest keys typed and taps made.")
    var keys = false

    @Option(help: ArgumentHelp("Write every Screenshot line as DIR/NAME.svg and DIR/NAME.txt, the screen as a picture and as text (the folder is created if missing; only regular files there are replaced; a compare run's pictures hold its phones side by side).", valueName: "dir"), completion: ArgumentCompletion.folder)
    var screenshots: String?

    @Flag(help: "Go on after a failed Expect instead of stopping there.")
    var keepGoing = false

    @OptionGroup var compare: CompareOptions

    @OptionGroup var exec: AllowExecOption

    @Option(help: "With --watch, write the values the replay ends with as JSON to this file (a regular file atomically) instead of standard output.", completion: ArgumentCompletion.output)
    var output: String?

    func validate() throws {
        if let speed {
            try ReplaySpeed.check(speed)
            guard watch else { throw ValidationError("--speed needs --watch: without it the tape plays headless, on virtual time") }
        }
        _ = try terminalSize()
        if try !compare.variants().isEmpty, cast != nil || svg != nil {
            throw ValidationError("\(cast != nil ? "--cast" : "--svg") records one phone; a compare run prints its rows, or shows its phones with --watch")
        }
        guard !keys || cast != nil || svg != nil else {
            throw ValidationError("--keys captions a recording: it needs --svg or --cast")
        }
        if let svg, svg == cast { throw ValidationError("--svg and --cast both name \(svg): give each its own file") }
        guard watch || output == nil else { throw ValidationError("--output needs --watch: without it, the transcript's Expect value lines check the values") }
    }

    func run() throws {
        let run = try tapeRun()
        if !run.variants.isEmpty && !watch {
            return try runComparison(run.tape, name: run.name, configuration: run.configuration, variants: run.variants, inputs: run.inputs)
        }
        try run.run()
    }

    /// The tape's run as the arguments describe it, its handlers checked before anything plays (a
    /// tape's own command runs only with leave); `SessionPilot` watches the same one.
    func tapeRun() throws -> TapeRun {
        let file = InputFile(argument: tape, kind: .tape)
        let playable = try PlayableTape(file, form: form, handlerTimeout: session.handlerTimeout.seconds)
        let parsed = playable.tape
        let variants = try compare.variants()
        var configuration = playable.configuration(session.applied(to:), comparing: variants)
        if let size = try terminalSize() { configuration.terminalSize = size }
        // Before anything plays or is written: a tape's own command runs only with leave.
        try playable.checkHandlers(in: configuration, allowed: exec.allowsTapeCommands)

        var inputs = OutputClaims()
        inputs.reads(tape, as: "the tape")
        inputs.reads(playable.formFile, as: "the form")
        return TapeRun(tape: parsed, name: file.name, configuration: configuration, command: watch ? "play --watch" : "play",
                       keepGoing: keepGoing, watch: watch, json: json, speed: ReplaySpeed.of(speed, tape: parsed), cast: cast, svg: svg,
                       keys: keys, screenshots: screenshots, output: output, variants: variants, inputs: inputs)
    }

    /// Plays the tape once per variant and prints one row per variant for each tape line they share;
    /// exits 1 naming each variant in which an `Expect` failed.
    private func runComparison(_ parsed: Tape, name: String, configuration: SessionConfiguration, variants: [Variant],
                               inputs: OutputClaims) throws {
        let folder = screenshots.map { ScreenshotFolder(path: $0, tapeName: name) }
        var claims = inputs
        claims.writesScreenshots(of: parsed, in: screenshots)
        try claims.check()
        do {
            try folder?.prepare(for: parsed)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let comparison: Comparison
        do throws(TapeError) {
            comparison = try Comparison(tape: parsed, configuration: configuration, variants: variants)
        } catch {
            throw CommandFailure(message: error.description)
        }
        try writeStandard(json ? ComparisonTranscript.renderJSON(comparison) : ComparisonTranscript.render(comparison))
        do {
            try folder?.write(comparison)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        try TapeRun.reportFailures(of: comparison, path: parsed.path)
    }

    /// `--size`, read as `Set Size` reads it; refused with the limits when out of them.
    private func terminalSize() throws -> Size? {
        guard let size else { return nil }
        switch SettingText.size(size.lowercased()) {
        case .success(let terminal): return terminal
        case .failure(.notColumnsByRows): throw ValidationError("--size takes COLSxROWS, such as 80x24, not '\(size)'")
        case .failure(.outOfRange): throw ValidationError("--size must be \(SettingText.sizeLimits), not \(size)")
        }
    }
}
