import Foundation
@testable import KeyboardSimExec
import Testing
import TestTiming

/// The registry a terminating signal ends the handlers' groups through, with a registry of the
/// test's own (the process's is left alone).
@Suite("HandlerGroups: every registered group ended, SIGTERM then SIGKILL, and none started after", .timed)
struct HandlerGroupsTests {
    @Test("ending ends a group that ignores SIGTERM by SIGKILL, its child too; a group started after is refused")
    func endsAndCloses() throws {
        let registry = HandlerGroups()
        let pidFile = ProcessHandlerTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let group = try ProcessGroup(command: "trap '' TERM; sleep 30 & echo $! > '\(pidFile)'; exec sleep 30", folder: "/", groups: registry)
        let child = try #require(pid_t(try Self.contents(of: pidFile)))
        registry.endAll()
        // Ended by the SIGKILL after the grace, not by its sleep running out: no clock needed to tell.
        let status = try #require(registry.waitStatus(ofLeader: group.id), "the shell \(group.id) was not reaped")
        #expect(status & 0x7F == SIGKILL, "the shell ended with wait status \(status), not by SIGKILL")
        #expect(try ProcessHandlerTests.hasEnded(group.id), "the shell \(group.id) still runs")
        #expect(try ProcessHandlerTests.hasEnded(child), "sleep \(child), the shell's child, still runs")
        #expect(registry.isClosed)
        #expect(throws: ProcessGroup.StartFailure.self) { try ProcessGroup(command: "exec sleep 30", folder: "/", groups: registry) }
    }

    @Test("the shell's status is known to the group whichever reaps it first, the ending or the group itself")
    func statusSharedWithTheEnding() throws {
        let registry = HandlerGroups()
        let group = try ProcessGroup(command: "read l; exit 3", folder: "/", groups: registry)
        try group.input.write(contentsOf: Data("\n".utf8))
        // Reaped by the registry, as the ending would.
        let deadline = Date(timeIntervalSinceNow: 5)
        while registry.waitStatus(ofLeader: group.id) == nil, Date() < deadline { usleep(10_000) }
        #expect(group.termination(waitingUntil: Date(timeIntervalSinceNow: 5)) == "exited with status 3")
        group.end(patience: 0, grace: 0.5)
    }

    /// The first line of the file at `path`, once it is there.
    static func contents(of path: String) throws -> String {
        let deadline = Date(timeIntervalSinceNow: 5)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            usleep(10_000)
        }
        throw ProcessGroup.StartFailure(code: ETIMEDOUT)
    }
}
