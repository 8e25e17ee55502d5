import Foundation

/// The built `kbsim` executable and a way to run it to completion.
enum KbsimBinary {
    /// The executable's path: $KBSIM_BINARY (the Makefile sets it), else beside the test bundle.
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["KBSIM_BINARY"], !path.isEmpty { return path }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // swift test runs <scratch>/debug/kbsimPackageTests.xctest; the tool sits in the same folder.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("kbsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/kbsim").path
    }

    /// The repository root, found from this source file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `relative` inside the repository.
    static func repositoryPath(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// A new empty folder under the system's temporary directory; the caller removes it.
    static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Runs `kbsim` with `arguments`, no terminal and standard input read from `input` (empty
    /// unless given), and waits for it.
    static func run(_ arguments: [String], input: String = "/dev/null") throws -> ChildProcess.Result {
        try ChildProcess.run(path, arguments, input: input)
    }

    /// Runs `kbsim` with `arguments` as `run` does, but without the privilege of reading and writing
    /// what file permissions deny: the tests may run as root, whom `chmod` does not stop. Root's
    /// run drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH with setpriv (util-linux).
    static func runUnprivileged(_ arguments: [String]) throws -> ChildProcess.Result {
        guard geteuid() == 0 else { return try run(arguments) }
        return try ChildProcess.run("/usr/bin/setpriv", ["--bounding-set=-dac_override,-dac_read_search", "--", path] + arguments)
    }

    /// Runs `kbsim` with `arguments`, its standard output a pipe whose reader has gone (as `head -1`
    /// goes once it has its line), so that every write there fails with EPIPE; what it prints on
    /// standard error is collected.
    static func runIntoClosedPipe(_ arguments: [String]) throws -> ChildProcess.Result {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ChildProcessError(message: "cannot make a pipe: error \(errno)") }
        close(ends[0])
        defer { close(ends[1]) }
        return try ChildProcess.run(path, arguments, standardOutput: ends[1])
    }

    /// Runs `kbsim` with `arguments` through bash, which expands them (`<(cat FILE)`, `Forms/*`)
    /// in `directory`; `kbsim` stands for the binary.
    static func runInShell(_ arguments: String, in directory: String = repositoryRoot.path) throws -> ChildProcess.Result {
        try ChildProcess.run("/bin/bash", ["-c", "cd \"$1\" && \"$0\" \(arguments)", path, directory])
    }
}
