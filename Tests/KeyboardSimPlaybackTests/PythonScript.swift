import Foundation

/// Runs a Python script from Tests/Fixtures with posix_spawnp and waitpid, as the end-to-end
/// tests run programs: Foundation's Process can miss the exit of a child on Linux.
enum PythonScript {
    /// What a finished script printed on each stream and returned.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The absolute path of `name` in Tests/Fixtures, found from this source file's path.
    static func fixturePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// Runs `python3 script arguments` (python3 found on PATH) with an empty standard input.
    static func run(_ script: String, _ arguments: [String]) throws -> Result {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("kbsim-python-\(UUID().uuidString)").path
        let outputPath = base + ".out", errorPath = base + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = (["python3", script] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "python3", &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw PythonScriptError(message: "cannot start python3 (error \(spawned)): install it, then run `make deps`")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus,
                      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}

/// A script that could not be started.
struct PythonScriptError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
