import Foundation

/// `/bin/sh -c COMMAND` started in a folder in a process group of its own, its standard input,
/// output and error pipes to kbsim. Its own group is what lets kbsim end the handler whole: the
/// shell's children too (`python3 handler.py`, a `sleep`), which Foundation's `Process` would
/// leave running in kbsim's group.
final class ProcessGroup {
    /// The shell's process id, which is also the group's id.
    let id: pid_t
    /// Where kbsim writes requests.
    let input: FileHandle
    /// Where the handler writes replies.
    let output: FileHandle
    /// The handler's standard error.
    let error: FileHandle
    /// The shell's wait status, once it has ended and been reaped.
    private var waitStatus: Int32?
    /// Where the group is registered while it runs, for a terminating signal to end it.
    private let groups: HandlerGroups

    /// Why the handler could not be started: the `errno` of `posix_spawn` or `pipe`, or
    /// ECANCELED once a terminating signal is ending the handlers (and kbsim).
    struct StartFailure: Error, CustomStringConvertible {
        let code: Int32
        var description: String { code == ECANCELED ? "kbsim is ending on a signal" : String(cString: strerror(code)) }
    }

    /// Starts `/bin/sh -c command` in `folder`, with the environment of kbsim and the default
    /// action for every signal kbsim may catch or ignore (SIGPIPE, SIGINT, …).
    init(command: String, folder: String, groups: HandlerGroups = .shared) throws {
        guard !groups.isClosed else { throw StartFailure(code: ECANCELED) }
        self.groups = groups
        let standardInput = try Self.pipe()
        let standardOutput = try Self.pipe()
        let standardError = try Self.pipe()
        let childEnds = [standardInput.read, standardOutput.write, standardError.write]
        let parentEnds = [standardInput.write, standardOutput.read, standardError.read]

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // Every pipe end is close-on-exec; dup2 gives the child its three without that flag.
        for (target, end) in childEnds.enumerated() { posix_spawn_file_actions_adddup2(&actions, end, Int32(target)) }
        // Nothing else of kbsim's reaches the handler: a descriptor opened without close-on-exec
        // (a tape, /dev/tty, a test's pipes) would otherwise be inherited, and held open.
        let closeStatus = Self.closeTheRest(&actions, &attributes)
        guard closeStatus == 0 else {
            for end in childEnds + parentEnds { close(end) }
            throw StartFailure(code: closeStatus)
        }
        let directoryStatus = Self.changeDirectory.map { $0(&actions, folder) } ?? ENOSYS
        guard directoryStatus == 0 else {
            for end in childEnds + parentEnds { close(end) }
            throw StartFailure(code: directoryStatus)
        }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | Self.closeFlags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)

        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + environment { free(pointer) } }
        var id = pid_t()
        let status = posix_spawn(&id, "/bin/sh", &actions, &attributes, arguments, environment)
        for end in childEnds { close(end) }
        guard status == 0 else {
            for end in parentEnds { close(end) }
            throw StartFailure(code: status)
        }
        // Registered from now until it has ended, so that a terminating signal ends it too; when
        // the ending has begun already, kbsim is going: it must not leave this one behind.
        guard groups.register(id) else {
            kill(-id, SIGKILL)
            var ended: Int32 = 0
            while waitpid(id, &ended, 0) == -1 && errno == EINTR {}
            for end in parentEnds { close(end) }
            throw StartFailure(code: ECANCELED)
        }
        self.id = id
        input = FileHandle(fileDescriptor: standardInput.write, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: standardOutput.read, closeOnDealloc: true)
        error = FileHandle(fileDescriptor: standardError.read, closeOnDealloc: true)
    }

    #if canImport(Darwin)
    /// The file action that sets the child's folder.
    private static let changeDirectory: (@Sendable (inout posix_spawn_file_actions_t?, UnsafePointer<CChar>) -> Int32)? = posix_spawn_file_actions_addchdir_np
    #else
    /// The file action that sets the child's folder: glibc has it since 2.29, but the Glibc module
    /// does not declare it (it is a GNU extension), so it is looked up by name.
    private static let changeDirectory: (@Sendable (inout posix_spawn_file_actions_t, UnsafePointer<CChar>) -> Int32)? = {
        typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return nil }
        let function = unsafeBitCast(symbol, to: AddChangeDirectory.self)
        return { actions, folder in function(&actions, folder) }
    }()
    #endif

    #if canImport(Darwin)
    /// Darwin closes every descriptor the file actions do not name with this flag.
    private static let closeFlags = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)

    /// Nothing to add: `closeFlags` does it.
    private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t?, _ attributes: inout posix_spawnattr_t?) -> Int32 { 0 }
    #else
    /// No flag: glibc closes the rest with a file action.
    private static let closeFlags: Int32 = 0

    /// Adds the file action that closes every descriptor from 3 up in the child, after the dup2s:
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34, looked up by name like
    /// addchdir_np), else one close for each descriptor kbsim has open now, as /proc lists them.
    private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t, _ attributes: inout posix_spawnattr_t) -> Int32 {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            return unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in open where descriptor > 2 {
            let status = posix_spawn_file_actions_addclose(&actions, descriptor)
            if status != 0 { return status }
        }
        return 0
    }
    #endif

    /// A pipe whose two ends are closed on exec: a handler started later (another command) must
    /// not hold this one's pipes open.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Foundation.pipe(&ends) == 0 else { throw StartFailure(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// How the shell ended, waiting until `deadline` at most; nil while it runs.
    func termination(waitingUntil deadline: Date) -> String? {
        while !reaped(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard let status = waitStatus else { return nil }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? "exited with status \((status >> 8) & 0xff)" : "was killed by signal \(signal)"
    }

    /// Ends the whole group: its standard input closed, then, if anything of it is still there
    /// after `patience` seconds, SIGTERM; what is left `grace` seconds later gets SIGKILL.
    func end(patience: Double, grace: Double) {
        defer { groups.unregister(id) }
        try? input.close()
        if !waitForGroupEnd(until: Date(timeIntervalSinceNow: patience)) {
            kill(-id, SIGTERM)
            if !waitForGroupEnd(until: Date(timeIntervalSinceNow: grace)) {
                kill(-id, SIGKILL)
                _ = termination(waitingUntil: Date(timeIntervalSinceNow: 1))
            }
        }
    }

    /// Whether no process of the group is left by `deadline`, the shell reaped meanwhile. A member
    /// whose parent has gone may linger as a zombie where PID 1 does not reap: it counts as gone.
    private func waitForGroupEnd(until deadline: Date) -> Bool {
        while true {
            if reaped(), kill(-id, 0) != 0 || !HandlerGroups.hasLiveMember(id) { return true }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Whether the shell has ended, reaping it if it just has (or learning its status from the
    /// registry, when the ending on a signal reaped it first).
    private func reaped() -> Bool {
        if waitStatus == nil { waitStatus = groups.waitStatus(ofLeader: id) }
        return waitStatus != nil
    }
}
