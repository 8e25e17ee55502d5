import CNcursesw
import KeyboardSim
@testable import KeyboardSimTerminal
import Testing

/// The pure mapping from curses' key codes and mouse reports to terminal events.
@Suite("Terminal key decoding")
struct TerminalKeyDecoderTests {
    private func character(_ code: UInt32) -> TerminalKeyDecoder.Decoded {
        TerminalKeyDecoder.decode(code: code, isKeyCode: false)
    }

    private func keyCode(_ code: Int32) -> TerminalKeyDecoder.Decoded {
        TerminalKeyDecoder.decode(code: UInt32(bitPattern: code), isKeyCode: true)
    }

    @Test("control bytes: Tab, Return, Backspace, Escape, Ctrl-C")
    func controlBytes() {
        #expect(character(9) == .event(.key(.tab)))
        #expect(character(13) == .event(.key(.returnKey)))
        #expect(character(10) == .event(.key(.returnKey)))
        #expect(character(127) == .event(.key(.backspace)))
        #expect(character(8) == .event(.key(.backspace)))
        #expect(character(27) == .event(.key(.escape)))
        #expect(character(3) == .event(.interrupt))
        #expect(character(26) == .event(.suspend))
    }

    @Test("other Ctrl-letters become .control with the lowercase letter")
    func controlLetters() {
        let expected: [UInt32: Character] = [1: "a", 2: "b", 4: "d", 12: "l", 23: "w", 25: "y"]
        for (code, letter) in expected {
            #expect(character(code) == .event(.key(.control(letter))))
        }
        for code: UInt32 in [28, 29, 30, 0x80, 0x9B] {
            #expect(character(code) == .ignored)
        }
    }

    @Test("Ctrl-/ (the byte 0x1F that xterm, tmux and most terminals send for it and for Ctrl-_) is .control(\"/\")")
    func controlSlash() {
        #expect(character(0x1F) == .event(.key(.control("/"))))
    }

    @Test("NUL, which Ctrl+Space sends, switches to the next input method")
    func ctrlSpace() {
        #expect(character(0) == .event(.key(.nextInputMethod)))
    }

    @Test("the key codes kbsim binds decode to word moves and word deletions")
    func boundKeyCodes() {
        #expect(keyCode(0x1001) == .event(.key(.wordLeft)))
        #expect(keyCode(0x1002) == .event(.key(.wordRight)))
        #expect(keyCode(0x1003) == .event(.key(.deleteWordBackward)))
        #expect(keyCode(0x1004) == .event(.key(.deleteWordForward)))
        #expect(keyCode(0x1005) == .ignored)
        for key in TerminalKeyDecoder.BoundKey.allCases {
            #expect(keyCode(key.rawValue) == .event(.key(key.press)))
        }
    }

    @Test("Alt and Ctrl with the arrows, Backspace, Delete and D are bound to their xterm sequences")
    func boundKeySequences() {
        let bindings = TerminalKeyDecoder.BoundKey.allCases.map { ($0.press, $0.sequences) }
        #expect(bindings.map(\.0) == [.wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward])
        #expect(bindings.map(\.1) == [
            ["\u{1B}[1;3D", "\u{1B}[1;5D", "\u{1B}b"],
            ["\u{1B}[1;3C", "\u{1B}[1;5C", "\u{1B}f"],
            ["\u{1B}\u{7F}", "\u{1B}\u{8}"],
            ["\u{1B}[3;3~", "\u{1B}d"],
        ])
    }

    @Test("bound codes lie above curses' own key codes and fit its 16-bit key table")
    func boundCodesAreFree() {
        for key in TerminalKeyDecoder.BoundKey.allCases {
            #expect(key.rawValue > KEY_MAX + 0x400)
            #expect(key.rawValue <= Int32(UInt16.max))
        }
    }

    @Test("printable characters, wide ones and a lone combining mark")
    func printableCharacters() {
        #expect(character(0x61) == .event(.key(.character("a"))))
        #expect(character(0x20) == .event(.key(.character(" "))))
        #expect(character(0x436) == .event(.key(.character("ж"))))
        #expect(character(0x4E2D) == .event(.key(.character("中"))))
        #expect(character(0x1F600) == .event(.key(.character("😀"))))
        #expect(character(0x301) == .event(.key(.character("\u{301}"))))
        #expect(character(0xD800) == .ignored)  // a lone surrogate is no character
    }

    @Test("key codes: editing and navigation keys")
    func navigationKeyCodes() {
        let expected: [(Int32, KeyPress)] = [
            (KEY_BTAB, .backTab), (KEY_ENTER, .returnKey), (KEY_BACKSPACE, .backspace),
            (KEY_DC, .deleteForward), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_UP, .up),
            (KEY_DOWN, .down), (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp),
            (KEY_NPAGE, .pageDown),
        ]
        for (code, press) in expected {
            #expect(keyCode(code) == .event(.key(press)))
        }
    }

    @Test("F10 quits; other function keys are .function(n)")
    func functionKeys() {
        #expect(keyCode(KEY_F0 + 10) == .event(.quit))
        #expect(keyCode(ncs_KEY_F(10)) == .event(.quit))
        #expect(keyCode(KEY_F0 + 1) == .event(.key(.function(1))))
        #expect(keyCode(KEY_F0 + 9) == .event(.key(.function(9))))
        #expect(keyCode(KEY_F0 + 12) == .event(.key(.function(12))))
    }

    @Test("KEY_MOUSE and KEY_RESIZE ask for more; unknown key codes are ignored")
    func specialKeyCodes() {
        #expect(keyCode(KEY_MOUSE) == .mouseReport)
        #expect(keyCode(KEY_RESIZE) == .resize)
        #expect(keyCode(KEY_IC) == .ignored)
        #expect(keyCode(KEY_SLEFT) == .ignored)
    }

    @Test("mouse: a press or a click is one tap, a release nothing, the wheel three rows")
    func mouseReports() {
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_PRESSED, x: 10, y: 4) == .click(Point(x: 10, y: 4)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_CLICKED, x: 0, y: 0) == .click(.zero))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_RELEASED, x: 10, y: 4) == nil)
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON4_PRESSED, x: 3, y: 3) == .wheel(-3))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON5_PRESSED, x: 3, y: 3) == .wheel(3))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_REPORT_MOUSE_POSITION, x: 3, y: 3) == nil)
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON3_PRESSED, x: 3, y: 3) == nil)
    }

    @Test("SGR mouse reports: a press anywhere, columns beyond 223 included, is a tap; a release, motion or another button is not")
    func sgrMouseReports() {
        #expect(keyCode(TerminalKeyDecoder.sgrMouseIntroducerCode) == .sgrMouseReport)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;231;5", final: "M") == .click(Point(x: 230, y: 4)))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;1;1", final: "M") == .click(.zero))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "4;10;2", final: "M") == .click(Point(x: 9, y: 1)), "Shift held")
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;231;5", final: "m") == nil)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "32;231;5", final: "M") == nil)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "2;231;5", final: "M") == nil)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "64;3;3", final: "M") == .wheel(-3))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "65;3;3", final: "M") == .wheel(3))
        for malformed in ["", "0;1", "0;0;1", "a;1;1", "0;1;1;1", "0;-1;1"] {
            #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: malformed, final: "M") == nil, "\(malformed)")
        }
    }
}
