import Foundation

/// What /proc says of processes: a handler's process group, and whether anything of it is alive.
enum ProcessTable {
    /// The fields of /proc/PID/stat after the command's closing parenthesis: state, ppid, pgrp, …
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return nil }
        return stat[close.upperBound...].split(separator: " ")
    }

    /// The process group of `pid`, while it runs.
    static func group(of pid: pid_t) -> pid_t? {
        statFields(of: pid).flatMap { $0.count > 2 ? pid_t($0[2]) : nil }
    }

    /// The members of process group `group` that are alive: a zombie (a process that has ended and
    /// that a parent which does not reap keeps listed) is not.
    static func liveMembers(ofGroup group: pid_t) -> [pid_t] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { pid_t($0) } ?? []
        return pids.filter { pid in
            guard let fields = statFields(of: pid), fields.count > 2 else { return false }
            return fields[0] != "Z" && pid_t(fields[2]) == group
        }
    }

    /// The members of `group` still alive after `seconds`, or none as soon as all have ended.
    static func liveMembers(ofGroup group: pid_t, within seconds: Double) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let live = liveMembers(ofGroup: group)
            if live.isEmpty || Date() >= deadline { return live }
            usleep(20_000)
        }
    }

    /// The text of the file at `path` once it exists, waiting up to `seconds`.
    static func await(fileAt path: String, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
            usleep(20_000)
        }
        throw ChildProcessError(message: "\(path) did not appear within \(seconds) s")
    }
}
