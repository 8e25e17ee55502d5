import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimPlayback
import KeyboardSimRender
import KeyboardSimTerminal

/// One tape played: headless on virtual time, then — when watched — replayed in the terminal with
/// its narration; its cast written if asked. What `kbsim play` and `kbsim lesson` share.
struct TapeRun {
    /// The tape, parsed and checked against its form.
    var tape: Tape
    /// The tape as the command line named it (in messages and the cast's title).
    var name: String
    /// How the session starts.
    var configuration: SessionConfiguration
    /// The command, as terminal errors name it (`run` of "kbsim run needs a terminal").
    var command: String
    /// Whether to go on after a failed `Expect`.
    var keepGoing = false
    /// Whether the tape's `Expect` lines give the run its verdict: not for a lesson played on
    /// another device than the one it was written for (`kbsim lesson --device`).
    var hasVerdict = true
    /// Whether to replay the tape in this terminal.
    var watch = false
    /// Whether the transcript is JSON Lines (when not watched).
    var json = false
    /// How many times faster than real time the replay runs.
    var speed = 1.0
    /// Where to write the asciicast, if anywhere.
    var cast: String?
    /// Where to write the animated SVG, if anywhere.
    var svg: String?
    /// Whether the recordings caption the keys and taps (`--keys`).
    var keys = false
    /// The folder to write each `Screenshot` to as a picture and its text, if any.
    var screenshots: String?
    /// Where to write the values a watched replay ends with (nil: standard output).
    var output: String?
    /// Whether a watched replay writes its values at all.
    var writesValues = true
    /// The variants a watched replay shows side by side (a compare run), if any.
    var variants: [Variant] = []
    /// The files the run reads (its tape, its form), which no output may replace.
    var inputs = OutputClaims()
    /// Whether the tape is a bundled lesson (`kbsim lesson`): its narration says so, and the keys it
    /// makes the keyboard refuse are part of it, not warnings.
    var isLesson = false

    /// Plays, watches, writes; exits 1 when an `Expect` failed.
    func run() throws {
        if watch {
            // Refused before anything is played or written: the message names this command.
            do {
                try InteractiveSession.checkTerminal()
            } catch let error as TerminalError {
                throw CommandFailure(message: error.message(command: command))
            }
        }
        var player = try headlessPlayer()
        let title = "kbsim \(command.prefix { $0 != " " }) \(name)"
        let castRecording = cast.map { _ in CastRecording(size: configuration.terminalSize, title: title) }
        castRecording?.attach(to: &player)
        let svgRecording = svg.map { _ in SVGRecording() }
        svgRecording?.attach(to: &player)
        let castFile = cast.map { OutputFile(path: $0, contents: "the cast") }
        let svgFile = svg.map { OutputFile(path: $0, contents: "the animated SVG") }
        let screenshotFolder = screenshots.map { ScreenshotFolder(path: $0, tapeName: name) }
        var claims = inputs
        claims.writes(cast, as: "--cast")
        claims.writes(svg, as: "--svg")
        claims.writesScreenshots(of: tape, in: screenshots)
        claims.writes(output, as: "--output")
        do {
            try claims.check()
            try castFile?.check()
            try svgFile?.check()
            try screenshotFolder?.prepare(for: tape)
            try output.map { OutputFile(path: $0, contents: "the values") }?.check()
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let result = player.run()
        var watched: InteractiveSession?
        var valuesFailure: Error?
        var transcriptFailure: CommandFailure?
        // A handler that failed ends the run: what was played is written, nothing is watched.
        let stopped = result.strategyFailure
        if watch, stopped == nil {
            let session = InteractiveSession(configuration, comparing: variants)
            watched = session
            do {
                let replay = watchedReplay(of: result)
                let values = try session.replay(replay.inputs, cues: replay.cues, speed: speed, isLesson: isLesson, sizes: replay.sizes)
                // As `run` does: what the replay left in the fields, once the terminal is restored.
                if writesValues {
                    do { try ValuesOutput.write(values, to: output) } catch { valuesFailure = error }
                }
            } catch let error as TerminalError {
                throw CommandFailure(message: error.message(command: command))
            } catch {
                throw CommandFailure(message: "\(error)")
            }
        } else if !watch {
            let transcript = json ? JSONTranscript.render(result.entries) : TextTranscript.render(result.entries)
            do { try writeStandard(transcript) } catch { transcriptFailure = error }
        }
        // After the transcript and the values: a recording that cannot be written loses nothing else.
        do {
            if let castFile, let castRecording { try castFile.write(castRecording.writer.text) }
            if let svgFile, let svgRecording {
                try svgFile.write(svgRecording.animation.document(title: title, end: result.duration))
            }
            // A compare run's pictures are of all its phones: written with its comparison below.
            if variants.isEmpty { try screenshotFolder?.write(result.entries) }
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        if let transcriptFailure { throw transcriptFailure }
        if let stopped { throw CommandFailure(message: stopped.message(path: name)) }
        // A signal ends the handlers with the replay: a handler that failed then is the signal's doing.
        if let watched, watched.endingSignal != nil, watched.strategyFailure != nil {
            if let valuesFailure { printError("\(valuesFailure)") }
            watched.endProcessIfSignalled()
        }
        // A compared phone's handler may fail only in the watched replay: said once the terminal is back.
        if let failure = watched?.strategyFailure { throw CommandFailure(message: "\(name): \(failure)") }
        if let valuesFailure {
            // A replay a signal or Ctrl-C ended still says why its values went astray, then ends by its status.
            guard let watched, watched.endingStatus != 0 else { throw valuesFailure }
            printError("\(valuesFailure)")
        }
        guard variants.isEmpty else {
            // A lesson has no verdict: its Expect lines hold for its own strategy and era, not every compared one.
            if isLesson {
                watched?.endProcessIfSignalled()
                return
            }
            let comparison: Comparison
            do throws(TapeError) {
                comparison = try Comparison(tape: tape, configuration: configuration, variants: variants)
            } catch {
                throw CommandFailure(message: error.description)
            }
            do {
                try screenshotFolder?.write(comparison)
            } catch {
                throw CommandFailure(message: "\(error)")
            }
            if watch && writesValues { printError(Self.summary(of: comparison.results.map(\.entries), path: name)) }
            try Self.reportFailures(of: comparison, path: name, ending: watched)
            return
        }
        guard hasVerdict else {
            watched?.endProcessIfSignalled()
            return
        }
        for message in verdictMessages(of: result) { printError(message) }
        watched?.endProcessIfSignalled()
        if !result.failures.isEmpty { throw ExitCode(1) }
    }

    /// What a run with a verdict says once its playback `result` is in, in order: the keys the form
    /// refused (not in a lesson), each failed `Expect`, and, for a replay watched in the terminal,
    /// the tally after it (`SessionPilot`'s ending says the same).
    func verdictMessages(of result: PlaybackResult) -> [String] {
        var messages = isLesson ? [] : result.refusals.map { $0.warning(path: name) }
        messages += result.failures.map { $0.failureMessage(path: name) }
        if watch && writesValues { messages.append(Self.summary(of: [result.entries], path: name)) }
        return messages
    }

    /// The headless player of the tape, as the run plays it first (and `SessionPilot` too).
    func headlessPlayer() throws -> Player {
        var player: Player
        do throws(TapeError) {
            // The inputs are the same in every variant: the first one's playback gives them.
            player = try Player(tape: tape, configuration: variants.first?.applied(to: configuration) ?? configuration)
        } catch {
            throw CommandFailure(message: error.description)
        }
        // A compared tape's inputs are the whole tape's, whatever the first variant's Expect lines say.
        player.keepGoing = keepGoing || !variants.isEmpty
        player.comparedVariant = variants.first
        player.showsKeys = keys
        return player
    }

    /// What the watched session replays of the headless `result`: its inputs, its narration and the
    /// sizes its frames are laid out at (the terminal's `InteractiveSession.replay` and `SessionPilot` take the same).
    func watchedReplay(of result: PlaybackResult) -> (inputs: [(time: Double, event: InputEvent)], cues: [NarrationCue], sizes: [Size]?) {
        (result.inputs.map { ($0.time, $0.event) }, result.cues, playedSizes)
    }

    /// The terminal sizes a watched tape is shown at: those the headless run played it at — its
    /// start, then each `Set Size` of its body, one per resize among its inputs — so that the phone
    /// watched is the phone judged. A lesson (which has no verdict) fills the terminal, and so do a
    /// compare run's phones, side by side.
    private var playedSizes: [Size]? {
        guard !isLesson, variants.isEmpty else { return nil }
        return [configuration.terminalSize] + tape.body.compactMap { if case .set(.size(let size)) = $0.action { size } else { nil } }
    }

    /// `TAPE: N Expect lines passed, M failed` over every played variant's transcript.
    static func summary(of transcripts: [[TranscriptEntry]], path: String) -> String {
        var passed = 0
        var failed = 0
        for case .expectation(_, let result) in transcripts.joined() {
            if result.passed { passed += 1 } else { failed += 1 }
        }
        return "\(path): \(passed) Expect \(passed == 1 ? "line" : "lines") passed, \(failed) failed"
    }

    /// Names each variant of `comparison` in which an `Expect` of the tape at `path` failed, and
    /// exits 1 when one did (or as the watched session that showed it ended, by its signal); exits
    /// 2 first when a variant's strategy could not answer a message (an `exec:` handler's failure).
    static func reportFailures(of comparison: Comparison, path: String, ending watched: InteractiveSession? = nil) throws {
        if let (variant, stopped) = comparison.strategyFailure {
            watched?.endProcessIfSignalled()
            throw CommandFailure(message: "\(variant): " + stopped.message(path: path))
        }
        for (variant, failures) in comparison.failures {
            for failure in failures { printError("\(variant): " + failure.failureMessage(path: path)) }
        }
        watched?.endProcessIfSignalled()
        if !comparison.failures.isEmpty { throw ExitCode(1) }
    }
}

/// A cast being recorded from a player: its frames with each `Say` as a subtitle, a marker per
/// notification and per `Say`.
final class CastRecording {
    /// The recording so far.
    private(set) var writer: AsciicastWriter

    /// A recording for a terminal of `size`; NO_COLOR (no-color.org) holds for it too: attributes only.
    init(size: Size, title: String) {
        writer = AsciicastWriter(size: size, title: title, colors: !noColorRequested)
    }

    /// Has `player` draw into the recording (besides whatever it draws into already).
    func attach(to player: inout Player) {
        player.subtitles = true
        player.addFrameObserver { [self] time, canvas in writer.addFrame(canvas, at: time) }
        player.onEvents = { [self] events in
            for timed in events {
                if case .notification(let notification) = timed.event {
                    writer.addMarker(notification.name.rawValue, at: timed.time)
                }
            }
        }
        player.onSay = { [self] time, text in writer.addMarker(text, at: time) }
    }
}

/// An animated SVG being recorded from a player: its frames, with each `Say` as a subtitle.
final class SVGRecording {
    /// The replay so far.
    private(set) var animation: SVGAnimation

    /// An empty recording; NO_COLOR holds for it too, as for a cast: attributes only.
    init() {
        animation = SVGAnimation(colors: !noColorRequested)
    }

    /// Has `player` draw into the recording (besides whatever it draws into already).
    func attach(to player: inout Player) {
        player.subtitles = true
        player.addFrameObserver { [self] time, canvas in animation.addFrame(canvas, at: time) }
    }
}

/// Whether NO_COLOR (no-color.org) asks for no colours: set and not empty.
var noColorRequested: Bool {
    ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
}
