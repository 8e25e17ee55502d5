import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimExec
import KeyboardSimTerminal

/// The `kbsim` command: a terminal simulator of iOS keyboard management.
///
/// A team's own executable runs this whole command line with its strategies registered:
/// `Kbsim.main(strategies: StrategyCatalogue.builtIns.registering(AcmeStrategy.self))`.
public struct Kbsim: ParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "kbsim",
        abstract: "A terminal simulator of iOS keyboard management.",
        discussion: """
        Without a command, kbsim run starts the interactive demo on the default form.

        Exit status: 0 success, or a session ended with F10; 1 an Expect of a tape failed; 2 bad usage, \
        a bad form or tape (the message names file:line:column), no usable terminal, or an output — \
        standard output included (a full disk) — that cannot be written; 141 standard output closed \
        by its reader (kbsim test | head -1), which stops the work quietly; 130 a session \
        ended by Ctrl-C or SIGINT; 128+n a session ended by signal n (SIGTERM 143, SIGHUP 129). A \
        session's values are written in every case.

        Environment: TERM names the terminal (one that cannot move the cursor, such as dumb, is \
        refused); LINES and COLUMNS give its size where the terminal does not; NO_COLOR turns colours off; \
        KBSIM_ALLOW_EXEC=1 lets a tape's own Set Strategy "exec:COMMAND" run, as --allow-exec does. \
        The screen is drawn on the terminal of standard input \
        and output, else on /dev/tty, so standard output can be piped.
        """,
        version: KbsimVersion.current,
        subcommands: [RunCommand.self, PlayCommand.self, TestCommand.self, CheckCommand.self, FormsCommand.self,
                      LessonsCommand.self, LessonCommand.self, GlossaryCommand.self, DevicesCommand.self,
                      StrategiesCommand.self, BugsCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Creates the command (ArgumentParser fills in its subcommand).
    public init() {}

    /// Runs the command line with `strategies` known by name everywhere (`--strategy`, `Set Strategy`,
    /// compare lists, F3), then exits: a team's executable calls this with its strategies registered.
    public static func main(strategies: StrategyCatalogue) -> Never {
        // `exec:COMMAND` is known to every kbsim, a team's too.
        RegisteredStrategies.$catalogue.withValue(strategies.registering(family: .exec())) { main() }
        Foundation.exit(0)
    }

    /// Runs the command line with kbsim's own strategies; bad usage and bad input exit with status 2,
    /// as the README promises.
    public static func main() {
        // Output into a closed pipe (`kbsim play t.tape | head`) ends the work through EPIPE, not a signal
        // that would cut a session short without restoring the terminal or writing its values.
        signal(SIGPIPE, SIG_IGN)
        // A signal that ends an interactive session ends the `exec:` handlers at once, too: the
        // session may be waiting for one's reply (headless commands arm this when a handler starts).
        SignalGuard.setTerminationHook(SignalEnding.terminationHook)
        SignalEnding.setProcessEnding { SignalGuard.end(bySignal: $0) }
        do {
            // A path that is not UTF-8 would reach the commands as another name: refused, shown as it is.
            if let argument = PathBytes.arguments.first(where: { String(validating: $0, as: UTF8.self) == nil }) {
                throw CommandFailure(message: "\(PathBytes.visible(argument)): the argument is not UTF-8 — kbsim reads "
                                     + "paths and names as UTF-8 and would take it for another; rename the file")
            }
            if let form = RunCommand.plainForm(Array(CommandLine.arguments.dropFirst())) {
                try RunCommand.run(form: form)
            } else {
                var command = try parseAsRoot()
                try command.run()
            }
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { printError(failure.message) }
            Foundation.exit(failure.status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                do {
                    try writeStandard(fullMessage(for: error) + "\n")
                } catch {
                    if !error.message.isEmpty { printError(error.message) }
                    Foundation.exit(error.status)
                }
                Foundation.exit(0)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { printError(message) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// A failure that has already been explained: print `message` and exit with `status`.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    var status: Int32 = 2
    var description: String { message }
}
