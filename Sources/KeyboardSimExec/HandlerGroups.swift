import Foundation

/// The process groups of the `exec:` handlers alive now: what a terminating signal ends before
/// kbsim does.
///
/// A handler runs in a group of its own (`ProcessGroup`), so a Ctrl-C at the terminal, which the
/// driver sends to kbsim's group, never reaches it, and a signal's default action would end kbsim
/// without a word to it. Every group is registered here from its start until it has ended, and
/// `SignalEnding` ends them all on SIGINT, SIGTERM or SIGHUP: SIGTERM at once, SIGKILL to what is
/// left `grace` seconds later. Once that has begun no handler starts any more: a request of a
/// session still finishing fails at once instead of leaving a process behind.
///
/// The leaders (the `/bin/sh` of each handler) are reaped here, for `ProcessGroup` and the ending
/// alike: whoever asks first, the other learns the status.
final class HandlerGroups: @unchecked Sendable {
    /// The one registry of the process, whose first group arms the ending on signals.
    static let shared = HandlerGroups(armsSignals: true)
    /// Seconds the groups have after SIGTERM before SIGKILL.
    static let grace = 0.5
    /// Seconds to let what SIGKILL ended vanish: it cannot run again, but a member whose parent
    /// has gone may linger as a zombie where PID 1 does not reap, and is not waited for long.
    static let killedVanishing = 0.1

    /// Whether registering arms `SignalEnding` (the shared registry's; not a test's own).
    private let armsSignals: Bool
    private let lock = NSLock()
    /// The groups alive, by id (their leader's pid), each with its leader's wait status once reaped.
    private var groups: [pid_t: Int32?] = [:]
    /// Whether the groups are being ended: no group is registered any more.
    private var isEnding = false

    /// An empty registry; `armsSignals` for the process's own.
    init(armsSignals: Bool = false) {
        self.armsSignals = armsSignals
    }

    /// Registers the group just started; false, and the caller ends it, once the ending has begun.
    /// The first group arms the ending on signals (`SignalEnding.prepare()`).
    func register(_ group: pid_t) -> Bool {
        if armsSignals { SignalEnding.prepare() }
        return lock.withLock {
            guard !isEnding else { return false }
            groups[group] = .some(nil)
            return true
        }
    }

    /// Forgets a group that has ended.
    func unregister(_ group: pid_t) {
        lock.withLock { _ = groups.removeValue(forKey: group) }
    }

    /// Whether no new group may start: the groups are being ended, and kbsim with them.
    var isClosed: Bool {
        lock.withLock { isEnding }
    }

    /// The leader's wait status once it has ended, reaping it if it just has; nil while it runs.
    func waitStatus(ofLeader leader: pid_t) -> Int32? {
        lock.withLock {
            guard let known = groups[leader] else { return Self.reap(leader) }
            if let status = known { return status }
            let status = Self.reap(leader)
            if status != nil { groups[leader] = .some(status) }
            return status
        }
    }

    /// Ends every group: SIGTERM, then SIGKILL to those that are still there after `grace`
    /// seconds; returns once they have gone (or `killedVanishing` after SIGKILL). Closes the
    /// registry first.
    func endAll() {
        var left: [pid_t] = lock.withLock {
            isEnding = true
            return Array(groups.keys)
        }
        for group in left { kill(-group, SIGTERM) }
        left = waitForEnd(of: left, seconds: Self.grace)
        for group in left { kill(-group, SIGKILL) }
        _ = waitForEnd(of: left, seconds: Self.killedVanishing)
    }

    /// The groups of `groups` still there after `seconds`, or none as soon as all have gone.
    private func waitForEnd(of groups: [pid_t], seconds: Double) -> [pid_t] {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var left = groups
        while true {
            left = left.filter { !hasGone($0) }
            if left.isEmpty || Date() >= deadline { return left }
            usleep(5_000)
        }
    }

    /// Whether nothing of `group` is left: its leader reaped and no member alive. One that
    /// `ProcessGroup` has ended is no longer registered.
    private func hasGone(_ group: pid_t) -> Bool {
        guard lock.withLock({ groups[group] != nil }) else { return true }
        return waitStatus(ofLeader: group) != nil && (kill(-group, 0) != 0 || !Self.hasLiveMember(group))
    }

    /// Whether a member of `group` is alive, not a zombie: a member whose parent has gone lingers
    /// as one where PID 1 does not reap (a container's), and would hold every ending for its
    /// whole grace. Where /proc cannot say, any member counts.
    static func hasLiveMember(_ group: pid_t) -> Bool {
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
        for entry in entries {
            guard pid_t(entry) != nil,
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { continue }
            // After the command: state, ppid, pgrp.
            let fields = stat[close.upperBound...].split(separator: " ", maxSplits: 3)
            if fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group { return true }
        }
        return false
        #else
        return true
        #endif
    }

    /// `waitpid` without waiting: the status of `leader` if it has ended, else nil.
    private static func reap(_ leader: pid_t) -> Int32? {
        var status: Int32 = 0
        return waitpid(leader, &status, WNOHANG) == leader ? status : nil
    }
}
