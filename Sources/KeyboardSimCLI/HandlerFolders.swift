import Foundation

/// The folders of the tapes `kbsim test` plays, each with how many of its runs have still to
/// finish: once the last has, the `exec:` handlers that run there are ended. A handler's process is
/// one per command and folder, so a suite of many folders would otherwise keep one per folder
/// until the end; ended so, no more are alive than tapes play at once (`-j`), for the runs are
/// played in order and a folder's tapes come together.
final class HandlerFolders: @unchecked Sendable {
    private let lock = NSLock()
    /// The runs still to finish, by folder as `PlayableTape` gives it ("" for the current one).
    private var runsLeft: [String: Int] = [:]

    /// The folders of `tapes`, one entry per run (a tape played in several cells counts for each).
    init(runsOf tapes: [String]) {
        for path in tapes { runsLeft[Self.folder(of: path), default: 0] += 1 }
    }

    /// Says a run of the tape at `path` has finished; the last of its folder ends the folder's handlers.
    func finished(tapeAt path: String) {
        let folder = Self.folder(of: path)
        let isLast = lock.withLock {
            runsLeft[folder, default: 1] -= 1
            return runsLeft[folder] == 0
        }
        if isLast { RegisteredStrategies.endHandlers(folder: folder) }
    }

    /// The folder the tape's `exec:` commands run in, as `PlayableTape` and the catalogue name it.
    private static func folder(of path: String) -> String {
        InputFile(argument: path, kind: .tape).folder ?? ""
    }
}
