import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimPlayback

/// `kbsim bugs [NAME]`: the museum of library bugs built into the binary — each a tape that
/// reproduces one report and fails where the library goes wrong — listed, printed as a tape that
/// plays anywhere (its own form is bundled too), or played.
struct BugsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bugs",
        abstract: "List the museum of reproduced library bugs, or print one as a tape (kbsim bugs NAME | kbsim play -).",
        discussion: """
        Each museum tape reproduces one report from a library's tracker and states the correct outcome \
        in its Expect lines, so it FAILS as written — exit 1, at the Expect line where the library goes \
        wrong — and passes under --strategy auto --no-pitfalls, and under the strategy its Fixed: line \
        names. Its comment block links the report and says what was seen, why, and what is correct. A \
        printed tape plays from any folder: its `Set Form` names its own form, which is bundled too.

        --play plays it headless here (as kbsim play does, the options below in place of its Set lines); \
        --watch replays it in this terminal.
        """)

    @Argument(help: "A museum tape to print, byte for byte: its name as the list gives it (iqkeyboardmanager-2011).", completion: ArgumentCompletion.bugs)
    var name: String?

    @Flag(help: "Play the tape headless and print its transcript (exit 1 where an Expect fails, as it should as written).")
    var play = false

    @Flag(help: "Replay the tape in this terminal at real speed (Space pauses, Ctrl-C quits).")
    var watch = false

    @OptionGroup var session: SessionOptions

    func validate() throws {
        if (play || watch) && name == nil { throw ValidationError("--play and --watch need the NAME of a museum tape") }
        if play && watch { throw ValidationError("--play and --watch cannot be combined: --watch plays it in this terminal") }
        let given: [Any?] = [session.strategy, session.era, session.device, session.orientation, session.inputMethods, session.pitfalls,
                             session.seed, session.handlerTimeout.seconds]
        if !play && !watch && given.contains(where: { $0 != nil }) {
            throw ValidationError("the session options play the tape: add --play or --watch (without them kbsim bugs NAME prints it)")
        }
    }

    func run() throws {
        guard let name else { return try writeStandard(Self.list(width: OutputWidth.columns(of: STDOUT_FILENO))) }
        let bug = try Self.bug(named: name)
        guard play || watch else { return try writeStandard(bug.source) }
        let path = "Bugs/\(bug.fileName)"
        let (tape, form) = try BundledTape.read(bug.source, path: path)
        let configuration = session.applied(to: SessionConfiguration(form: form, tape: tape, strategies: RegisteredStrategies.catalogue(
            folder: nil, timeout: session.handlerTimeout.seconds)))
        try TapeRun(tape: tape, name: path, configuration: configuration, command: "bugs", watch: watch).run()
    }

    /// The museum tape `name` names, or the failure (exit 2) that lists the museum.
    static func bug(named name: String) throws -> BundledBug {
        guard let bug = BundledBugs.named(name) else {
            let names = BundledBugs.all.map(\.name)
            let suggestion = NameSuggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(message: "\(name): no museum tape has that name\(suggestion) — "
                                 + (names.isEmpty ? "the museum is empty" : "the museum: \(names.joined(separator: ", "))"))
        }
        return bug
    }

    /// A heading per library, under it each tape's name and the first line of its comment block,
    /// wrapped at spaces to `width`; then how to print and play one.
    static func list(width: Int) -> String {
        let bugs = BundledBugs.all.map { bug in
            (bug: bug, header: try? bug.header(strategies: RegisteredStrategies.catalogue).get())
        }
        guard !bugs.isEmpty else {
            return OutputWidth.wrap("The museum is empty: this kbsim was built with no Bugs/*.tape.", width: width).joined(separator: "\n") + "\n"
        }
        let nameWidth = bugs.map { CellWidth.of($0.bug.name) }.max() ?? 0
        let column = width - (nameWidth + 4) >= 24 ? nameWidth + 4 : 6
        var lines: [String] = []
        var library: String?
        for (bug, header) in bugs {
            let thisLibrary = header?.library ?? "(no header)"
            if thisLibrary != library {
                if library != nil { lines.append("") }
                lines.append(thisLibrary)
                library = thisLibrary
            }
            let lead = "  " + bug.name + String(repeating: " ", count: max(1, column - 2 - CellWidth.of(bug.name)))
            lines += OutputWidth.wrap(header?.summary ?? "its comment block is not whole: kbsim check says why", width: width,
                                      indent: column, lead: lead)
        }
        let how = OutputWidth.wrap("`kbsim bugs NAME` prints one as a tape: `kbsim bugs NAME | kbsim play -` fails at the Expect line where "
                                   + "the library goes wrong (exit 1); `kbsim bugs NAME --play --strategy auto --no-pitfalls` passes. "
                                   + "`kbsim bugs NAME --watch` replays it here.", width: width)
        return (lines + [""] + how).joined(separator: "\n") + "\n"
    }
}
