import ArgumentParser
import Foundation
import KeyboardSim

/// `kbsim test [PATH…]`: plays every tape under the paths, several at once, and reports each in
/// the order of the paths; exits 1 when any failed.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Play every tape in the given files and folders and report which pass (exit 1 when any fails).",
        discussion: """
        Each tape is played headless, as `kbsim play` plays it, and gets one line in the order of \
        the paths: `ok   PATH`, or `FAIL PATH:LINE: …` with the first failing Expect (or the first \
        error of a tape that cannot be played); then `N passed, M failed`. A folder is searched, \
        subfolders included, for regular files ending in .tape; a file named is played whatever its \
        name; a file reached by two names is played once. A folder that cannot be read, a path longer \
        than PATH_MAX and a tape whose name is not UTF-8 are FAIL lines, as find reports them.
        """
    )

    @Argument(help: "Tape files and folders to search for *.tape files (default: Forms).")
    var paths: [String] = []

    @Option(name: [.customShort("j", allowingJoined: true), .customLong("jobs")], help: "How many tapes to play at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Also write a JUnit XML report to this file, for CI systems.")
    var junit: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j takes a number of at least 1, found \(jobs)") }
    }

    func run() throws {
        let findings = try TapeSearch.findings(under: paths.isEmpty ? ["Forms"] : paths)
        var claims = OutputClaims()
        for finding in findings where finding.problem == nil { claims.reads(finding.path, as: "the tape") }
        claims.writes(junit, as: "--junit")
        try claims.check()
        let report = junit.map { OutputFile(path: $0, contents: "the JUnit report") }
        do {
            try report?.check()
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let start = ContinuousClock.now
        var outcomes: [TapeOutcome] = []
        let work = OrderedParallelWork(count: findings.count, threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount) {
            let finding = findings[$0]
            return finding.problem.map { TapeOutcome(path: finding.path, result: .broken($0), seconds: 0) } ?? TapeOutcome.play(finding.path)
        }
        try work.run { _, outcome in
            outcomes.append(outcome)
            // Paths and messages come from files: spelt out, they cannot drive the terminal.
            try writeStandard(VisibleText.line(outcome.line) + "\n")
        }
        let failed = outcomes.filter { !$0.passed }.count
        try writeStandard("\(outcomes.count - failed) passed, \(failed) failed\n")
        if let report {
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            do {
                try report.write(JUnitReport.xml(outcomes, seconds: seconds))
            } catch {
                throw CommandFailure(message: "\(error)")
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
