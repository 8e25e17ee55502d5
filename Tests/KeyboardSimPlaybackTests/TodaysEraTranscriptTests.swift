import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// What eras 15, 17 and 26 change in a tape's transcript, and what they leave as it was.
@Suite("Today's eras in the transcript", .timed)
struct TodaysEraTranscriptTests {
    /// The `--json` lines of the keyboard notifications of a tap into `email` in `era`.
    static func notificationLines(era: Era) throws -> [String] {
        let result = try PlayerFixture.play("Set Era \(era.rawValue)\nTap email\nSleep 1s\n")
        return JSONTranscript.render(result.entries).split(separator: "\n").map(String.init)
            .filter { $0.contains("\"event\":\"keyboard") }
    }

    @Test("from era 15 a notification's line says its object is the screen, right after its name", arguments: [Era.ios15, .ios17, .ios26])
    func objectInTodaysEras(_ era: Era) throws {
        let lines = try Self.notificationLines(era: era)
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.contains(#"","object":"screen","frameBegin":"#) }, "\(lines)")
    }

    @Test("eras 3, 7 and 11 have no object key: their lines stay as they were", arguments: [Era.ios3, .ios7, .ios11])
    func noObjectInOldEras(_ era: Era) throws {
        let lines = try Self.notificationLines(era: era)
        #expect(!lines.isEmpty)
        #expect(!lines.contains { $0.contains("object") })
    }

    @Test("era 17's lines are era 15's with the object kept and the times moved later")
    func outOfProcessTimes() throws {
        func withoutTimes(_ lines: [String]) -> [String] { lines.map { String($0.drop { $0 != "," }) } }
        let fifteen = try Self.notificationLines(era: .ios15), seventeen = try Self.notificationLines(era: .ios17)
        #expect(withoutTimes(fifteen) == withoutTimes(seventeen))
        #expect(fifteen != seventeen)
    }
}
