import Foundation

/// Runs a program to completion with posix_spawn and waitpid, collecting its output in a file.
///
/// Not Foundation's Process: a tmux server forked by the program keeps inherited descriptors
/// open for ever, and Process then never reports the exit of the short-lived client.
enum ChildProcess {
    /// What a finished program printed and returned.
    struct Result {
        var status: Int32
        var output: String
    }

    /// glibc's POSIX_SPAWN_SETSID, which its header shows only to _GNU_SOURCE builds.
    private static let spawnSetsid: Int32 = 0x80

    /// A program `start` started, in a session of its own; `finish` waits for it.
    struct Running {
        let pid: pid_t
        /// Where its output goes, read back by `finish` (nil: /dev/null).
        fileprivate let outputPath: String?
    }

    /// Runs `executable` with `arguments` and standard input read from `input` (empty unless
    /// given), in a session of its own; stdout and stderr go to one file that is read back (or to
    /// /dev/null when `captureOutput` is false) — or stdout to `standardOutput` when given, a
    /// descriptor of this process.
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true,
                    environment: [String: String]? = nil, input: String = "/dev/null",
                    standardOutput: Int32? = nil) throws -> Result {
        let running = try start(executable, arguments, captureOutput: captureOutput, environment: environment,
                                input: input, standardOutput: standardOutput)
        guard let result = finish(running, within: nil) else { throw ChildProcessError(message: "\(executable) was not waited for") }
        return result
    }

    /// Starts what `run` runs, without waiting for it.
    static func start(_ executable: String, _ arguments: [String], captureOutput: Bool = true,
                      environment: [String: String]? = nil, input: String = "/dev/null",
                      standardOutput: Int32? = nil) throws -> Running {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("kbsim-child-\(UUID().uuidString)").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, captureOutput ? outputPath : "/dev/null",
                                         O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, standardOutput ?? 2, 1)
        let environmentPairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environmentPairs.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Test-runner threads block SIGTERM, SIGHUP and SIGINT, and a spawned child inherits that
        // mask: a tmux server would then never see its panes die. Children start with a clean slate.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // A session of its own: no controlling terminal, so "no terminal at all" is what the
        // child sees even when the tests run in one (kbsim would otherwise draw on /dev/tty).
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | Self.spawnSetsid))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw ChildProcessError(message: "cannot start \(executable): error \(spawned)") }
        return Running(pid: pid, outputPath: captureOutput ? outputPath : nil)
    }

    /// Waits for `running` to end — for `seconds` at most, when given: nil if it still runs then —
    /// and gives its status (128 + n when signal n ended it) and output.
    static func finish(_ running: Running, within seconds: Double?) -> Result? {
        var status: Int32 = 0
        if let seconds {
            let deadline = Date().addingTimeInterval(seconds)
            while waitpid(running.pid, &status, WNOHANG) != running.pid {
                // Already reaped: there is nothing to wait for (polling to the deadline cost 5 s a test).
                guard Date() < deadline, errno != ECHILD else { return nil }
                usleep(10_000)
            }
        } else {
            while waitpid(running.pid, &status, 0) == -1 && errno == EINTR {}
        }
        let output = running.outputPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        if let path = running.outputPath { try? FileManager.default.removeItem(atPath: path) }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus, output: output)
    }
}

/// A program that could not be started.
struct ChildProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
