import Foundation
import KeyboardSim
import KeyboardSimPlayback

/// What became of one tape in `kbsim test`: played headless as `kbsim play` plays it, it passed,
/// an `Expect` failed, or it could not be played at all.
struct TapeOutcome: Sendable {
    enum Result: Sendable {
        case passed
        /// The first `Expect` that failed (the player stops there, as `play` does).
        case failed(ExpectationResult)
        /// The tape, or its form, was refused before anything played: every error found, one a line.
        case broken(String)
    }

    /// The tape as the command line found it.
    let path: String
    let result: Result
    /// Real seconds the reading and playing took.
    let seconds: Double

    /// Reads, checks and plays the tape at `path`.
    static func play(_ path: String) -> TapeOutcome {
        let start = ContinuousClock.now
        let result: Result
        do {
            let playable = try PlayableTape(InputFile(argument: path, kind: .tape))
            var player = try Player(tape: playable.tape, configuration: playable.configuration)
            result = player.run().failures.first.map(Result.failed) ?? .passed
        } catch let failure as CommandFailure {
            result = .broken(failure.message)
        } catch {
            result = .broken("\(error)")
        }
        let elapsed = ContinuousClock.now - start
        return TapeOutcome(path: path, result: result,
                           seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    /// Whether the tape passed.
    var passed: Bool {
        if case .passed = result { true } else { false }
    }

    /// The outcome in one line: `ok   path`, or `FAIL` with where and why.
    var line: String {
        switch result {
        case .passed: "ok   \(path)"
        case .failed(let failure): "FAIL \(summary(of: failure)) — found: \(failure.found)"
        case .broken(let message): "FAIL \(firstLine(of: message))"
        }
    }

    /// A short form of what went wrong (JUnit's `message`), and all of it (the element's text); nil when it passed.
    var problem: (message: String, details: String)? {
        switch result {
        case .passed: nil
        case .failed(let failure): (summary(of: failure), failure.failureMessage(path: path))
        case .broken(let message): (firstLine(of: message), message)
        }
    }

    /// `path:line: Expect …`
    private func summary(of failure: ExpectationResult) -> String {
        "\(path):\(failure.command.line): \(failure.command.source)"
    }

    private func firstLine(of message: String) -> String {
        String(message.prefix { $0 != "\n" })
    }
}
