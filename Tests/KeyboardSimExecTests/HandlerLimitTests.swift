import Foundation
@testable import KeyboardSimExec
import KeyboardSimPlayback
import Testing
import TestTiming

/// What a handler cannot do to kbsim: exhaust its memory or time, hand it a stray line or bytes
/// that are not text, or reach its descriptors.
@Suite("ProcessHandler limits: a bounded stderr tail, linear and bounded replies, one line per message, UTF-8, no inherited descriptors", .timed)
struct HandlerLimitTests {
    @Test("a handler's stderr is kept as its last 64 KiB, in storage that does not grow with what it writes")
    func standardErrorTailBounded() throws {
        // 8 MB of stderr, then a reply: only the tail is kept, the last line whole.
        let handler = ProcessHandler(command: "read l; head -c 8000000 /dev/zero | tr '\\\\0' x >&2; echo >&2; echo 'last words' >&2; echo '{}'",
                                     folder: "/", timeout: 30)
        #expect(try handler.reply(to: "{}").get() == "{}")
        // Its stderr arrives on a pipe of its own: wait until its last line has.
        for _ in 0..<500 where !handler.standardErrorTail().hasSuffix("last words") { Thread.sleep(forTimeInterval: 0.01) }
        #expect(handler.standardErrorTail().hasSuffix("last words"))
        let kept = handler.keptStandardError()
        #expect(kept.count <= 2 * ProcessHandler.standardErrorKept)
        #expect(kept.count >= ProcessHandler.standardErrorKept)
        #expect(kept.capacity < 1 << 20, "storage of \(kept.capacity) bytes kept for 8 MB of stderr")
    }

    @Test("the stderr tail keeps exactly the last 64 KiB written, in any chunks")
    func tailKeepsTheLastBytes() {
        var tail = StandardErrorTail(limit: 64 * 1024)
        var written: [UInt8] = []
        for chunk in 0..<300 {
            let bytes = (0..<(chunk % 7 == 0 ? 70_000 : 5_000)).map { UInt8(truncatingIfNeeded: $0 &+ chunk) }
            written += bytes
            tail.append(Data(bytes))
            #expect(tail.count <= 2 * 64 * 1024)
        }
        #expect(Array(tail.text.utf8.suffix(10)) == Array(String(decoding: written.suffix(64 * 1024), as: UTF8.self).utf8.suffix(10)))
    }

    @Test("a 10 MB reply is read in one pass: well within a generous timeout")
    func longReplyReadLinearly() throws {
        // {"state":"xxxx…"}: 10 MB in the pipe's small chunks.
        let handler = ProcessHandler(command: "read l; printf '{\"state\":\"'; head -c 10000000 /dev/zero | tr '\\\\0' x; echo '\"}'",
                                     folder: "/", timeout: 10)
        let reply = try handler.reply(to: "{}").get()
        #expect(reply.utf8.count == 10_000_000 + 12)
    }

    @Test("a reply arriving in 8 KB chunks has each byte looked at once for its newline, not the whole buffer at every chunk")
    func eachByteScannedOnce() {
        var buffer = ReplyBuffer(limit: ProcessHandler.longestReply)
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 8192)
        for _ in 0..<1220 {
            buffer.append(chunk)
            #expect(buffer.takeLine() == nil)
        }
        buffer.append(Data("}\n{".utf8))
        let line = buffer.takeLine()
        #expect(line?.count == 1220 * 8192 + 1)
        #expect(buffer.bytesLookedAt == 1220 * 8192 + 1)
        #expect(!buffer.isEmpty)
    }

    @Test("a reply over 16 MiB is refused, saying so, and the handler stopped")
    func hugeReplyRefused() throws {
        let pidFile = ProcessHandlerTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let handler = ProcessHandler(command: "echo $$ > '\(pidFile)'; read l; head -c 20000000 /dev/zero | tr '\\\\0' x; sleep 30",
                                     folder: "/", timeout: 30)
        switch handler.reply(to: "{}") {
        case .success(let line): Issue.record("replied \(line.utf8.count) bytes")
        case .failure(let failure):
            #expect(failure.reason.contains("more than 16 MiB"), "\(failure.reason)")
            #expect((failure.partialReply?.utf8.count ?? 0) <= 4096)
        }
        let shell = try #require(pid_t(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try ProcessHandlerTests.hasEnded(shell))
    }

    @Test("a handler that writes two lines for one message is refused at that message")
    func strayLineRefused() {
        // Both lines in one write: they arrive together.
        let handler = ProcessHandler(command: #"while read l; do printf '{"n":1}\n{"n":2}\n'; done"#, folder: "/", timeout: 5)
        switch handler.reply(to: "{\"a\":1}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure):
            #expect(failure.reason.hasPrefix("wrote more than one line in reply to one message"), "\(failure.reason)")
            #expect(failure.partialReply == "{\"n\":2}\n")
        }
    }

    @Test("a handler that writes its second line apart is refused at the next message: the replies do not shift by one")
    func strayLineApartRefused() {
        let written = ProcessHandlerTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: written) }
        let handler = ProcessHandler(command: #"while read l; do echo '{"n":1}'; sleep 0.1; echo '{"n":2}'; touch '"# + written + "'; done",
                                     folder: "/", timeout: 5)
        let conversation = StrategyConversation()
        #expect(Self.line(handler.reply(to: "{\"a\":1}", in: conversation)) == "{\"n\":1}")
        for _ in 0..<500 where !(FileManager.default.fileExists(atPath: written) && handler.hasUnreadOutput()) { Thread.sleep(forTimeInterval: 0.01) }
        let second = Self.line(handler.reply(to: "{\"a\":2}", in: conversation))
        #expect(second.hasPrefix("wrote more than one line in reply to one message"), "\(second)")
    }

    /// The reply's line, or the failure's reason.
    static func line(_ result: Result<StrategyHandlerReply, StrategyHandlerFailure>) -> String {
        switch result {
        case .success(let reply): reply.line
        case .failure(let failure): failure.reason
        }
    }

    @Test("a reply that is not UTF-8 is refused, naming the byte, not repaired with U+FFFD")
    func invalidUTF8Refused() {
        let handler = ProcessHandler(command: #"read l; printf '{"state":"\377"}\n'; sleep 5"#, folder: "/", timeout: 5)
        switch handler.reply(to: "{}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure): #expect(failure.reason == "replied a line that is not UTF-8 (byte 11 is 0xFF)", "\(failure.reason)")
        }
    }

    @Test("a handler that closes its standard output is reported as such, not as a timeout")
    func closedOutputReported() {
        let handler = ProcessHandler(command: "read l; exec 1>&-; exec sleep 5", folder: "/", timeout: 3, startupGrace: 0)
        switch handler.reply(to: "{}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure): #expect(failure.reason == "closed its standard output without replying")
        }
    }

    @Test("a slow start has its own grace before the first reply's timeout; later replies have the timeout alone")
    func startupGrace() {
        let handler = ProcessHandler(command: "sleep 1; read l; echo '{}'; read l; exec sleep 5", folder: "/", timeout: 0.3, startupGrace: 5)
        let conversation = StrategyConversation()
        #expect(Self.line(handler.reply(to: "{}", in: conversation)) == "{}")
        #expect(Self.line(handler.reply(to: "{}", in: conversation)) == "did not reply within 0.3 s (--strategy-timeout)")
        let slow = ProcessHandler(command: "exec sleep 5", folder: "/", timeout: 0.3, startupGrace: 0.2)
        switch slow.reply(to: "{}") {
        case .success(let line): Issue.record("replied \(line)")
        case .failure(let failure): #expect(failure.reason == "did not reply within 0.3 s (--strategy-timeout) after 0.2 s to start")
        }
    }

    @Test("a handler inherits only its standard input, output and error, not a descriptor kbsim opened without close-on-exec")
    func noInheritedDescriptors() throws {
        let leaked = open("/dev/null", O_RDONLY)
        #expect(leaked > 2)
        defer { close(leaked) }
        // The shell replies, then becomes sleep, keeping its descriptors: the test lists them.
        let handler = ProcessHandler(command: "read l; echo '{}'; exec sleep 30", folder: "/", timeout: 5)
        defer { handler.stop() }
        #expect(try handler.reply(to: "{}").get() == "{}")
        let group = try #require(handler.processID())
        for _ in 0..<500 where (try? String(contentsOfFile: "/proc/\(group)/comm", encoding: .utf8)) != "sleep\n" {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(group)/fd").compactMap { Int($0) }.sorted()
        #expect(descriptors == [0, 1, 2])
    }
}
