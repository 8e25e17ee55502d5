import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimTerminal
import Testing

/// Decisions that need no terminal: NO_COLOR, error wording, the crash restore bytes, session sizes.
@Suite("Terminal policies")
struct TerminalPolicyTests {
    @Test("NO_COLOR set and non-empty turns colour off; unset or empty leaves it on")
    func noColorConvention() {
        #expect(CursesPalette.allowsColor(noColorValue: nil))
        #expect(CursesPalette.allowsColor(noColorValue: ""))
        #expect(!CursesPalette.allowsColor(noColorValue: "1"))
        #expect(!CursesPalette.allowsColor(noColorValue: "0"))  // any value counts
    }

    @Test("without a terminal, the message points at kbsim play")
    func notATerminalMessage() {
        let message = TerminalError.notATerminal(stream: "standard input").description
        #expect(message.contains("standard input is not a terminal"))
        #expect(message.contains("kbsim play"))
        #expect(TerminalError.unusableTerminal(type: nil).description.contains("kbsim play"))
        #expect(TerminalError.unusableTerminal(type: "vt9000").description.contains("vt9000"))
    }

    @Test("the crash restore turns every mouse mode and the alternate screen off and shows the cursor")
    func crashRestoreSequence() {
        let sequence = SignalGuard.crashRestoreSequence.description
        for part in ["[?1000l", "[?1002l", "[?1003l", "[?1006l", "[?1049l", "[?25h"] {
            #expect(sequence.contains("\u{1B}" + part))
        }
    }

    @Test("a too-small terminal still gets the smallest simulated screen")
    func tooSmallTerminalScreenSize() {
        let small = TerminalLayout(terminal: Size(width: 20, height: 8))
        #expect(small.screen == nil)
        let minimum = TerminalLayout(terminal: TerminalLayout.minimumTerminal).screen?.size
        #expect(minimum != nil)
        #expect(InteractiveSession.screenSize(for: small) == minimum)
        let large = TerminalLayout(terminal: Size(width: 120, height: 40))
        #expect(InteractiveSession.screenSize(for: large) == large.screen?.size)
    }
}
