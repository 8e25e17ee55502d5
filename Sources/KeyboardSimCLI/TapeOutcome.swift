import Foundation
import KeyboardSim
import KeyboardSimPlayback

/// What became of one tape in `kbsim test`, in one cell of the matrix: played headless as `kbsim
/// play` plays it, it passed, `Expect` lines failed, or it could not be played at all.
struct TapeOutcome: Sendable {
    enum Result: Sendable {
        case passed
        /// The `Expect` lines that failed: the first only, unless `--keep-going` (the player stops there, as `play` does).
        case failed([ExpectationResult])
        /// The tape, or its form, was refused before anything played: every error found, one a line.
        case broken(String)
    }

    /// What a failing run leaves for `--artifacts`: its JSON transcript and the phone's screen at
    /// its first failed `Expect`.
    struct Evidence: Sendable {
        let transcript: String
        let screen: Screenshot
    }

    /// The tape as the command line found it.
    let path: String
    /// The matrix cell it was played in (no variants: as the tape says).
    let cell: TestCell
    let result: Result
    /// Real seconds the reading and playing took.
    let seconds: Double
    /// Kept only when asked for, and only for a failed run.
    var evidence: Evidence?

    /// Reads, checks and plays the tape at `path` in `cell`; goes on past a failed `Expect` when
    /// `keepGoing`, and keeps the evidence of a failure when `keepsEvidence`; an `exec:` handler that
    /// fails (within `handlerTimeout` seconds) makes the tape one that cannot be played, and so does
    /// a tape's own `exec:` command unless `allowsExec` (`--allow-exec`): refused before it runs.
    static func play(_ path: String, in cell: TestCell, keepGoing: Bool, keepsEvidence: Bool, handlerTimeout: Double? = nil,
                     allowsExec: Bool = false) -> TapeOutcome {
        let start = ContinuousClock.now
        let result: Result
        var evidence: Evidence?
        do {
            let playable = try PlayableTape(InputFile(argument: path, kind: .tape), handlerTimeout: handlerTimeout)
            let configuration = playable.configuration(cell.applied(to:))
            try playable.checkHandlers(in: configuration, allowed: allowsExec)
            var player = try Player(tape: playable.tape, configuration: configuration)
            player.keepGoing = keepGoing
            let played = player.run()
            if let stopped = played.strategyFailure { throw CommandFailure(message: stopped.message(path: path)) }
            result = played.failures.isEmpty ? .passed : .failed(played.failures)
            if keepsEvidence, let screen = played.firstFailureScreenshot {
                evidence = Evidence(transcript: JSONTranscript.render(played.entries), screen: screen)
            }
        } catch let failure as CommandFailure {
            result = .broken(failure.message)
        } catch {
            result = .broken("\(error)")
        }
        let elapsed = ContinuousClock.now - start
        return TapeOutcome(path: path, cell: cell, result: result,
                           seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
                           evidence: evidence)
    }

    /// Whether the tape passed.
    var passed: Bool {
        if case .passed = result { true } else { false }
    }

    /// The tape and its cell, as the report and JUnit name the run: `Forms/x.tape [inset, era 7]`.
    var name: String { cell.isEmpty ? path : "\(path) \(cell.label)" }

    /// The outcome, a line each: `ok   path`, or a `FAIL` line with where and why per failed `Expect`.
    var lines: [String] {
        switch result {
        case .passed: ["ok   \(name)"]
        case .failed(let failures): failures.map { "FAIL \(summary(of: $0)) — found: \($0.found)" }
        case .broken(let message):
            ["FAIL \(firstLine(of: message))\(cell.isEmpty ? "" : " \(cell.label)")"] + continuation(of: message).map { "     " + $0 }
        }
    }

    /// A short form of each thing that went wrong (JUnit's `message`), and all of it (the element's text).
    var problems: [(message: String, details: String)] {
        switch result {
        case .passed: []
        case .failed(let failures): failures.map { (summary(of: $0), $0.failureMessage(path: path)) }
        case .broken(let message): [(firstLine(of: message), message)]
        }
    }

    /// `path:line: Expect …`, and the cell after the tape line when there is one.
    private func summary(of failure: ExpectationResult) -> String {
        "\(path):\(failure.command.line): \(failure.command.source)\(cell.isEmpty ? "" : " \(cell.label)")"
    }

    private func firstLine(of message: String) -> String {
        String(message.prefix { $0 != "\n" })
    }

    /// The indented lines that go on the first one — a handler's reply and the tail of its stderr —
    /// which a CI log shows with it; the errors after them (a tape's other parse errors) stay in JUnit.
    private func continuation(of message: String) -> [String] {
        Array(message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0.hasPrefix(" ") }.map(String.init))
    }
}
