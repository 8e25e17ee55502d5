import ArgumentParser
import Foundation
import KeyboardSim

/// `kbsim test [PATH…]`: plays every tape under the paths, in every cell of the matrix the
/// options ask for, several at once, and reports each in the order of the paths; exits 1 when any failed.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Play every tape in the given files and folders and report which pass (exit 1 when any fails).",
        discussion: """
        Each tape is played headless, as `kbsim play` plays it, and gets one line in the order of \
        the paths: `ok   PATH`, or `FAIL PATH:LINE: …` with the first failing Expect (with \
        --keep-going, a FAIL line for every failing Expect); then `N passed, M failed`. A folder is \
        searched, subfolders included, for regular files ending in .tape; a file named is played \
        whatever its name; a file reached by two names is played once.

        --strategy, --era and --device take one value or a comma-separated list: each tape is played \
        once per strategy, per era, per device, or per combination of them (a matrix), each in place \
        of the tape's own `Set` prelude (or a form's device:) as `kbsim play --strategy` gives it, \
        and each run is named with its cell: `ok   Forms/x.tape [inset, era 7, device iphone-15]`, \
        and so in the JUnit report and the --artifacts names.

        Exit status: 0 when every run passed, 1 when an Expect failed. A tape that cannot be played \
        (a line the parser refuses, an unknown field, a form that cannot be read, an exec: handler \
        that does not reply in time, replies what is not kbsim-strategy/1 or exits) is a FAIL line \
        with its first error and a JUnit `error`, and counts as failed: exit 1 too; so do a folder \
        that cannot be read, a path longer than PATH_MAX and a tape whose name is not UTF-8, as \
        find reports them. A path that does not exist, a bad option or an output that cannot be \
        written is exit 2, before any tape plays. SIGINT, SIGTERM or SIGHUP ends every exec: \
        handler's process group, then kbsim, with 128+n. An exec: handler's process is ended once \
        the last tape of its folder has played: no more are alive than tapes play at once (-j).

        A tape whose own `Set Strategy "exec:COMMAND"` would run a command is played only with \
        --allow-exec or KBSIM_ALLOW_EXEC=1; without it that tape is a FAIL line naming its line and \
        the command, which never runs, and the other tapes still play (exit 1). A --strategy given \
        here replaces every Set Strategy of each tape and needs no --allow-exec.
        """
    )

    @Argument(help: "Tape files and folders to search for *.tape files (default: Forms).", completion: ArgumentCompletion.tape)
    var paths: [String] = []

    @Option(name: [.customShort("j", allowingJoined: true), .customLong("jobs")], help: "How many tapes to play at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Also write a JUnit XML report to this file, for CI systems: a testcase per run, holding one failure that lists every failed Expect.", completion: ArgumentCompletion.output)
    var junit: String?

    @Option(help: "The strategies to play each tape with, comma-separated (e.g. none,inset,auto, \"exec:python3 handler.py\", run in the current folder, or resize+inset, two at once), each in place of every Set Strategy of the tape (default: the tape's Set Strategy).",
            completion: ArgumentCompletion.strategies)
    var strategy: String?

    @Option(help: "The eras to play each tape in, comma-separated (of \(Era.allValueStrings.joined(separator: ", ")); default: the tape's Set Era).", completion: ArgumentCompletion.eras)
    var era: String?

    @Option(help: "The devices to play each tape on, comma-separated (of \(DeviceChoice.names.joined(separator: ", ")), as `kbsim devices` lists them; default: the tape's Set Device, else its form's device:).",
            completion: ArgumentCompletion.devices)
    var device: String?

    @Flag(help: "Go on after a failed Expect: every failed Expect of every tape is reported, each with its line (in JUnit, all in the run's one failure).")
    var keepGoing = false

    @Option(help: "For each failing run, write its JSON transcript (NAME.jsonl) and the phone's screen at its first failure (NAME.svg, NAME.txt) into this folder, NAME made from the tape's path and its cell.", completion: ArgumentCompletion.folder)
    var artifacts: String?

    @Option(help: ArgumentHelp("Play only the K-th of N slices of the tapes × cells (e.g. 2/4), for a CI matrix that spreads the suite over N machines: the runs in their order cut into N contiguous ranges, together the whole run.",
                               valueName: "K/N"),
            transform: TestShard.init(argument:))
    var shard: TestShard?

    @OptionGroup var handlerTimeout: HandlerTimeoutOption

    @OptionGroup var exec: AllowExecOption

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j takes a number of at least 1, found \(jobs)") }
        _ = try matrix()
    }

    /// The cells each tape is played in: one, as the tape says, when no option is given.
    private func matrix() throws -> [TestCell] {
        let all = 1...Int.max
        let strategies = try strategy.map {
            try CompareOptions.list($0, option: "--strategy", count: all, valid: StrategyID.allValueStrings) { try StrategyID.reading($0, option: "--strategy") }
        } ?? []
        let eras = try era.map {
            try CompareOptions.list($0, option: "--era", count: all, valid: Era.allValueStrings) { Era(argument: $0) }
        } ?? []
        let devices = try device.map {
            try CompareOptions.list($0, option: "--device", count: all, valid: DeviceChoice.names) { DeviceChoice(name: $0) }
        } ?? []
        return TestCell.matrix(strategies: strategies, eras: eras, devices: devices)
    }

    func run() throws {
        let findings = try TapeSearch.findings(under: paths.isEmpty ? ["Forms"] : paths)
        let cells = try matrix()
        let allRuns = findings.flatMap { finding in cells.map { (finding: finding, cell: $0) } }
        let runs = shard?.slice(allRuns) ?? allRuns
        let artifactFolder = artifacts.map { ArtifactFolder(path: $0, runs: runs.map { ($0.finding.path, $0.cell) }) }
        var claims = OutputClaims()
        for finding in findings where finding.problem == nil { claims.reads(finding.path, as: "the tape") }
        claims.writes(junit, as: "--junit")
        artifactFolder?.claim(in: &claims)
        try claims.check()
        let report = junit.map { OutputFile(path: $0, contents: "the JUnit report") }
        do {
            // The folder first: the report may be written into it.
            try artifactFolder?.prepare()
            try report?.check()
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let start = ContinuousClock.now
        var outcomes: [TapeOutcome] = []
        // The runs play on threads, which a task-local value does not reach: each is given the
        // catalogue of this command line (a team's executable registers its strategies in it).
        let strategies = RegisteredStrategies.catalogue
        let allowsExec = exec.allowsTapeCommands
        let handlerFolders = HandlerFolders(runsOf: runs.map(\.finding.path))
        let work = OrderedParallelWork(count: runs.count, threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { [keepGoing, artifacts, handlerTimeout] in
            let (finding, cell) = runs[$0]
            defer { handlerFolders.finished(tapeAt: finding.path) }
            return finding.problem.map { TapeOutcome(path: finding.path, cell: cell, result: .broken($0), seconds: 0) }
                ?? RegisteredStrategies.$catalogue.withValue(strategies) {
                    TapeOutcome.play(finding.path, in: cell, keepGoing: keepGoing, keepsEvidence: artifacts != nil,
                                     handlerTimeout: handlerTimeout.seconds, allowsExec: allowsExec)
                }
        }
        try work.run { index, outcome in
            // Written as each run is reported, and dropped: a big matrix keeps no transcripts.
            var reported = outcome
            reported.evidence = nil
            outcomes.append(reported)
            // Paths and messages come from files: spelt out, they cannot drive the terminal.
            try writeStandard(outcome.lines.map { VisibleText.line($0) + "\n" }.joined())
            do {
                try artifactFolder?.write(outcome, at: index)
            } catch {
                throw CommandFailure(message: "\(error)")
            }
        }
        let failed = outcomes.filter { !$0.passed }.count
        try writeStandard("\(outcomes.count - failed) passed, \(failed) failed\(shard?.note(ofRuns: allRuns.count) ?? "")\n")
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
