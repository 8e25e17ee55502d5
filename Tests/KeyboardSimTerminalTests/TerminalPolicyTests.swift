import KeyboardSim
import KeyboardSimRender
@testable import KeyboardSimTerminal
import Testing
import TestTiming

/// Decisions that need no terminal: NO_COLOR, error wording, the crash restore bytes, session sizes.
@Suite("Terminal policies", .timed)
struct TerminalPolicyTests {
    @Test("NO_COLOR set and non-empty turns colour off; unset or empty leaves it on")
    func noColorConvention() {
        #expect(CursesPalette.allowsColor(noColorValue: nil))
        #expect(CursesPalette.allowsColor(noColorValue: ""))
        #expect(!CursesPalette.allowsColor(noColorValue: "1"))
        #expect(!CursesPalette.allowsColor(noColorValue: "0"))  // any value counts
    }

    @Test("without a terminal, each command's message names it and what it can do instead")
    func notATerminalMessage() {
        let message = TerminalError.noTerminal.description
        #expect(message.hasPrefix("kbsim run needs a terminal"))
        #expect(message.contains("/dev/tty"))
        #expect(message.contains("kbsim play TAPE"))
        let watch = TerminalError.noTerminal.message(command: "play --watch")
        #expect(watch.hasPrefix("kbsim play --watch needs a terminal"))
        #expect(watch.contains("Without --watch"))
        #expect(!watch.contains("kbsim run") && !watch.contains("--output"))
        let lesson = TerminalError.noCursorAddressing(type: "dumb").message(command: "lesson")
        #expect(lesson.hasPrefix("kbsim lesson cannot drive the terminal type 'dumb'"))
        #expect(lesson.contains("cannot move the cursor"))
        #expect(TerminalError.unusableTerminal(type: nil).description.contains("kbsim play"))
        #expect(TerminalError.unusableTerminal(type: "vt9000").description.contains("vt9000"))
    }

    @Test("the crash restore turns every mouse mode, bracketed paste and the alternate screen off and shows the cursor")
    func crashRestoreSequence() {
        let sequence = SignalGuard.crashRestoreSequence.description
        for part in ["[?1000l", "[?1002l", "[?1003l", "[?1006l", "[?1049l", "[?25h"] {
            #expect(sequence.contains("\u{1B}" + part))
        }
        #expect(sequence.contains(BracketedPaste.xterm.disable))
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
