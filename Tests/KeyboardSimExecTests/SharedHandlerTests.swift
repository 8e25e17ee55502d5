import Foundation
@testable import KeyboardSimExec
import KeyboardSimPlayback
import Testing
import TestTiming

/// One handler process shared by several sessions (`kbsim test`'s tapes, compared phones): each
/// session's failure is the one it has played alone, whatever the others did meanwhile.
@Suite("ProcessHandler shared by conversations: a handler's end is the failure of the session it answered last", .timed)
struct SharedHandlerTests {
    /// Exits after each reply: each process answers one request.
    static let exitsAfterEachReply = "read l; echo '{}'"

    static func reason(_ result: Result<StrategyHandlerReply, StrategyHandlerFailure>) -> String {
        switch result {
        case .success(let reply): "replied \(reply.line)"
        case .failure(let failure): failure.reason
        }
    }

    @Test("a handler that exits after each reply fails a session at its second message, alone or interleaved with others")
    func exitAfterEachReply() {
        let handler = ProcessHandler(command: Self.exitsAfterEachReply, folder: "/", timeout: 5)
        let alone = StrategyConversation()
        #expect(Self.reason(handler.reply(to: "{\"n\":1}", in: alone)) == "replied {}")
        #expect(Self.reason(handler.reply(to: "{\"n\":2}", in: alone)) == "exited with status 0 without replying")
        let first = StrategyConversation(), second = StrategyConversation(), third = StrategyConversation()
        for conversation in [first, second, third] {
            #expect(Self.reason(handler.reply(to: "{\"n\":1}", in: conversation)) == "replied {}")
        }
        for conversation in [first, second, third] {
            #expect(Self.reason(handler.reply(to: "{\"n\":2}", in: conversation)) == "exited with status 0 without replying")
        }
    }

    @Test("a request that ends the handler is its own session's failure, not the one answered before")
    func killingRequestIsItsOwnFailure() {
        let handler = ProcessHandler(command: #"while read l; do case "$l" in *crash*) exit 3;; esac; echo '{}'; done"#, folder: "/", timeout: 5)
        let calm = StrategyConversation(), crashing = StrategyConversation()
        #expect(Self.reason(handler.reply(to: "{\"n\":1}", in: calm)) == "replied {}")
        #expect(Self.reason(handler.reply(to: "{\"crash\":1}", in: crashing)) == "exited with status 3 without replying")
        #expect(Self.reason(handler.reply(to: "{\"n\":2}", in: calm)) == "replied {}")
    }

    @Test("a second line after a reply is the failure of the session that reply answered, not of the next to ask")
    func strayLineOwedToItsSession() throws {
        // The first process writes a stray line a moment after its first reply; every other reply is single.
        let marker = ProcessHandlerTests.temporaryPath(), written = ProcessHandlerTests.temporaryPath()
        defer { for path in [marker, written] { try? FileManager.default.removeItem(atPath: path) } }
        let handler = ProcessHandler(command: "[ -e '\(marker)' ] || { touch '\(marker)'; read l; echo '{}'; sleep 0.1; echo '{\"stray\":1}'; "
                                         + "touch '\(written)'; }; while read l; do echo '{}'; done", folder: "/", timeout: 5)
        let first = StrategyConversation(), second = StrategyConversation()
        #expect(Self.reason(handler.reply(to: "{\"n\":1}", in: first)) == "replied {}")
        for _ in 0..<500 where !(FileManager.default.fileExists(atPath: written) && handler.hasUnreadOutput()) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(handler.hasUnreadOutput())
        #expect(Self.reason(handler.reply(to: "{\"n\":1}", in: second)) == "replied {}")
        #expect(Self.reason(handler.reply(to: "{\"n\":2}", in: first)).hasPrefix("wrote more than one line in reply to one message"))
        #expect(Self.reason(handler.reply(to: "{\"n\":2}", in: second)) == "replied {}")
    }
}
