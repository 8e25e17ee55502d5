import ArgumentParser
import Foundation
import KeyboardSim
import KeyboardSimPlayback

/// `--allow-exec` (play, test): lets a tape's own `Set Strategy "exec:…"` run its command. A tape
/// is data people share (`kbsim bugs NAME | kbsim play -`, a bug report, a pull request run in CI
/// with the job's secrets), so it runs no command of its own unless the user allows it, as direnv,
/// Workspace Trust and git's hooks gate theirs. A strategy given on the command line is the user's
/// own request and needs no --allow-exec.
struct AllowExecOption: ParsableArguments {
    /// The environment variable that allows what the flag allows, for a CI job or a shell's profile.
    static let environmentVariable = "KBSIM_ALLOW_EXEC"

    @Flag(name: .customLong("allow-exec"), help: """
        Let the tape's own Set Strategy "exec:COMMAND" run COMMAND (with /bin/sh -c, in the tape's folder); \
        without it, or \(environmentVariable)=1 in the environment, such a tape is refused (exit 2) before anything \
        runs, naming the command. A --strategy exec:COMMAND of your own needs no --allow-exec.
        """)
    var allowExec = false

    /// Whether a tape's own `exec:` commands may run: the flag, or KBSIM_ALLOW_EXEC=1.
    var allowsTapeCommands: Bool {
        allowExec || ProcessInfo.processInfo.environment[Self.environmentVariable] == "1"
    }

    /// The refusal of a tape at `path` (its `exec:` commands running in `folder`, nil: the current
    /// one) that would run `commands`: a line for each, at its file:line:column with the command as
    /// it would run, its control characters spelt out so that the message cannot drive the terminal.
    static func refusal(of commands: [TapeHandlerCommand], path: String, folder: String?) -> CommandFailure {
        let place = folder.flatMap { $0.isEmpty ? nil : "\(VisibleText.line($0)) (the tape's folder)" } ?? "the current folder"
        let lines = commands.map {
            "\(path):\($0.line):\($0.column): the tape runs a command, which needs --allow-exec (or \(environmentVariable)=1 in the "
                + "environment): \(VisibleText.line($0.command))"
        }
        return CommandFailure(message: (lines + [
            "  kbsim would run \(commands.count == 1 ? "it" : "each") with /bin/sh -c in \(place); a tape is data and runs no code "
                + "on its own: read the command before you allow it, or play the tape with --strategy NAME in place of its own",
        ]).joined(separator: "\n"))
    }

    /// What `kbsim check` says of a tape's `exec:` command (a valid tape): where it is, and what it runs.
    static func notice(of command: TapeHandlerCommand, path: String) -> String {
        "\(path):\(command.line):\(command.column): runs a command: \(VisibleText.line(command.command)) "
            + "(played only with --allow-exec or \(environmentVariable)=1)"
    }
}
