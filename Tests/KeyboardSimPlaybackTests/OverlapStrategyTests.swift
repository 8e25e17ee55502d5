import KeyboardSim
@testable import KeyboardSimPlayback
import Testing

@Suite("overlap: the inset is the keyboard's overlap, the field scrolled in")
struct OverlapStrategyTests {
    @Test("overlap keeps the signup form's lowest field, notes, in view at 80x24 in eras 7 and 11, where no strategy leaves it covered",
          arguments: [7, 11])
    func lowestFieldVisible(_ era: Int) throws {
        func play(_ strategy: String) throws -> PlaybackResult {
            try PlayerFixture.play("Set Strategy \(strategy)\nSet Era \(era)\nSet Size 80x24\nTap notes\nSleep 500ms\nExpect visible notes")
        }
        let overlap = try play("overlap")
        #expect(overlap.failures.isEmpty)
        let insets = overlap.entries.compactMap { entry -> Int? in
            if case .event(let timed) = entry, case .strategy(let action) = timed.event, action.action == .adjustForKeyboard {
                action.number("inset")
            } else { nil }
        }
        #expect(insets == [10], "the inset is the 10 rows the keyboard covers")
        #expect(try !play("none").failures.isEmpty)
    }
}
