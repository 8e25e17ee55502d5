import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("overlap: the inset is the keyboard's overlap, the field scrolled in", .timed)
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

    /// The numbers overlap logged for each adjustForKeyboard of a played tape: `key` of each.
    private static func logged(_ key: String, in played: PlaybackResult) -> [Int] {
        played.entries.compactMap { entry -> Int? in
            if case .event(let timed) = entry, case .strategy(let action) = timed.event, action.action == .adjustForKeyboard {
                action.number(key)
            } else { nil }
        }
    }

    @Test("on an iPhone 15 from iOS 11 the inset is the overlap less the home indicator's rows adjustedContentInset already adds, not both")
    func safeAreaCountedOnce() throws {
        let played = try PlayerFixture.play("Set Strategy overlap\nSet Device iphone-15\nSet Size 200x60\nTap notes\nSleep 500ms\n"
            + "Expect visible notes\nExpect inset 15")
        #expect(played.failures.isEmpty, "\(played.failures)")
        #expect(Self.logged("safeArea", in: played) == [2] && Self.logged("inset", in: played) == [15],
                "the keyboard covers 17 rows of the scroll view, 2 of them the safe area's")
    }

    @Test("before iOS 11 nothing adjusts the scroll view for the safe area, so overlap insets by the whole overlap")
    func noSafeAreaBeforeIOS11() throws {
        let played = try PlayerFixture.play("Set Strategy overlap\nSet Device iphone-15\nSet Era 7\nSet Size 200x60\nTap notes\nSleep 500ms\n"
            + "Expect visible notes\nExpect inset 17")
        #expect(played.failures.isEmpty, "\(played.failures)")
        #expect(Self.logged("safeArea", in: played).isEmpty)
    }
}
