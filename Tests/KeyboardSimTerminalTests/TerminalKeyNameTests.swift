import KeyboardSim
import KeyboardSimController
import KeyboardSimRender
import KeyboardSimTerminal
import Testing
import TestTiming

/// tmux's key names, as the in-process driver presses them: each the event a terminal's key gives.
@Suite("tmux's key names as the decoder turns them into events", .timed)
struct TerminalKeyNameTests {
    @Test("Tab, Enter, Escape, Space, Ctrl keys, arrows, pages and F-keys name the key a terminal sends; F10 quits and Ctrl-C interrupts")
    func namedKeys() {
        let expected: [(String, TerminalEvent)] = [
            ("Tab", .key(.tab)), ("BTab", .key(.backTab)), ("Enter", .key(.returnKey)), ("Escape", .key(.escape)),
            ("Space", .key(.character(" "))), ("BSpace", .key(.backspace)), ("C-r", .key(.control("r"))),
            ("C-_", .key(.control("/"))), ("C-Space", .key(.nextInputMethod)), ("C-c", .interrupt), ("C-z", .suspend),
            ("Up", .key(.up)), ("End", .key(.end)), ("NPage", .key(.pageDown)), ("S-NPage", .key(.shiftPageDown)),
            ("F1", .key(.function(1))), ("F10", .quit), ("F12", .key(.function(12))), ("S-F2", .key(.function(14))),
            ("x", .key(.character("x"))),
        ]
        for (name, event) in expected {
            #expect(TerminalKeyName.decoded(name) == .event(event), "\(name)")
        }
    }

    @Test("a name tmux would not send as one key is none")
    func unknownNames() {
        for name in ["", "F0", "F13", "S-F13", "C-", "Tabs", "C-1"] {
            #expect(TerminalKeyName.decoded(name) == nil, "\(name)")
        }
    }
}
