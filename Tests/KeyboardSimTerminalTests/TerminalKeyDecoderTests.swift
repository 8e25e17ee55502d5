import CNcursesw
import KeyboardSim
import KeyboardSimController
@testable import KeyboardSimTerminal
import Testing
import TestTiming

/// The pure mapping from curses' key codes and mouse reports to terminal events.
@Suite("Terminal key decoding", .timed)
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
        let codes = TerminalKeyDecoder.BoundKey.allCases.map(\.rawValue)
            + [TerminalKeyDecoder.sgrMouseIntroducerCode, TerminalKeyDecoder.pasteStartCode, TerminalKeyDecoder.pasteEndCode]
        for code in codes {
            #expect(code > KEY_MAX + 0x400)
            #expect(code <= Int32(UInt16.max))
        }
        #expect(Set(codes).count == codes.count, "two keys share a code")
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

    @Test("mouse: a press or a click is one tap, the wheel three rows; a release and motion are reported for drags")
    func mouseReports() {
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_PRESSED, x: 10, y: 4) == .click(Point(x: 10, y: 4)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_CLICKED, x: 0, y: 0) == .click(.zero))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON1_RELEASED, x: 10, y: 4) == .mouseRelease(Point(x: 10, y: 4)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON4_PRESSED, x: 3, y: 3) == .wheel(-3, at: Point(x: 3, y: 3)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON5_PRESSED, x: 3, y: 3) == .wheel(3, at: Point(x: 3, y: 3)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_REPORT_MOUSE_POSITION, x: 3, y: 3) == .mouseMotion(Point(x: 3, y: 3)))
        #expect(TerminalKeyDecoder.decodeMouse(buttons: NCS_BUTTON3_PRESSED, x: 3, y: 3) == nil)
    }

    @Test("SGR mouse reports: a press anywhere, columns beyond 223 included, is a tap; a release or motion with the left button is a drag's, another button nothing")
    func sgrMouseReports() {
        #expect(keyCode(TerminalKeyDecoder.sgrMouseIntroducerCode) == .sgrMouseReport)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;231;5", final: "M") == .click(Point(x: 230, y: 4)))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;1;1", final: "M") == .click(.zero))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "4;10;2", final: "M") == .click(Point(x: 9, y: 1)), "Shift held")
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "0;231;5", final: "m") == .mouseRelease(Point(x: 230, y: 4)))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "32;231;5", final: "M") == .mouseMotion(Point(x: 230, y: 4)))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "35;231;5", final: "M") == nil, "motion with no button held")
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "2;231;5", final: "m") == nil, "another button's release")
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "2;231;5", final: "M") == nil)
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "64;3;3", final: "M") == .wheel(-3, at: Point(x: 2, y: 2)))
        #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: "65;3;3", final: "M") == .wheel(3, at: Point(x: 2, y: 2)))
        for malformed in ["", "0;1", "0;0;1", "a;1;1", "0;1;1;1", "0;-1;1"] {
            #expect(TerminalKeyDecoder.decodeSGRMouse(parameters: malformed, final: "M") == nil, "\(malformed)")
        }
    }
}

/// Bracketed paste: the terminal's markers around a paste, and the one event it becomes.
@Suite("Bracketed paste decoding", .timed)
struct BracketedPasteDecodingTests {
    /// What a `PasteAssembler` makes of `text` as the terminal sends it, the xterm paste markers
    /// in it bound to their key codes: the results that are not `.ignored`, and the assembler.
    private func assemble(_ text: String) -> (results: [TerminalKeyDecoder.Decoded], assembler: PasteAssembler) {
        var assembler = PasteAssembler()
        let results = KeyDecoderFuzzTarget.streamReads(from: Array(text.utf8))
            .map { assembler.decode(code: $0.code, isKeyCode: $0.isKeyCode) }
            .filter { $0 != .ignored }
        return (results, assembler)
    }

    private let start = BracketedPaste.xterm.start, end = BracketedPaste.xterm.end

    @Test("a paste between the markers is one paste event, whatever keys its characters would be")
    func oneEvent() {
        let (results, assembler) = assemble("a" + start + "q?x\tПривет 日本" + end + "b")
        #expect(results == [.event(.key(.character("a"))), .event(.paste("q?x\tПривет 日本")), .event(.key(.character("b")))])
        #expect(!assembler.isInPaste)
    }

    @Test("CR and CR LF in a paste (terminals send Enter as CR) become line feeds; a line feed stays one")
    func lineEnds() {
        #expect(assemble(start + "one\rtwo\r\nthree\nfour\r\r" + end).results == [.event(.paste("one\ntwo\nthree\nfour\n\n"))])
    }

    @Test("Ctrl-C, Ctrl-Z, Escape and DEL inside a paste are dropped, never an interrupt, a suspension or a key")
    func controlsDropped() {
        #expect(assemble(start + "a\u{3}b\u{1A}c\u{1B}d\u{7F}e\u{9B}f" + end).results == [.event(.paste("abcdef"))])
    }

    @Test("key codes inside a paste are dropped, except a resize, which comes through while the paste goes on")
    func keyCodesInsidePaste() {
        var assembler = PasteAssembler()
        _ = assembler.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: true)
        _ = assembler.decode(code: UInt32(Character("a").unicodeScalars.first!.value), isKeyCode: false)
        #expect(assembler.decode(code: UInt32(KEY_F0 + 10), isKeyCode: true) == .ignored, "F10 inside a paste must not quit")
        #expect(assembler.decode(code: UInt32(KEY_RESIZE), isKeyCode: true) == .resize)
        #expect(assembler.isInPaste)
        _ = assembler.decode(code: UInt32(Character("b").unicodeScalars.first!.value), isKeyCode: false)
        #expect(assembler.decode(code: UInt32(TerminalKeyDecoder.pasteEndCode), isKeyCode: true) == .event(.paste("ab")))
    }

    @Test("a paste cut short (a signal, a lost end marker) ends as what arrived; an empty one as nothing")
    func cutShort() {
        var (results, assembler) = assemble("x" + start + "half of it")
        #expect(results == [.event(.key(.character("x")))])
        #expect(assembler.isInPaste)
        #expect(assembler.endPaste() == .paste("half of it"))
        #expect(!assembler.isInPaste)
        (results, assembler) = assemble(start)
        #expect(assembler.endPaste() == nil)
        #expect(!assembler.isInPaste)
    }

    @Test("an empty paste gives nothing, and an end marker without a start is ignored")
    func emptyAndStray() {
        #expect(assemble(start + end).results.isEmpty)
        #expect(assemble(end + "z").results == [.event(.key(.character("z")))])
    }

    @Test("a paste's raw bytes, taken in pieces, end at the end marker, even one split across pieces; what follows is handed back")
    func rawBytes() {
        var assembler = PasteAssembler()
        _ = assembler.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: true)
        let bytes = Array("日本\r\nq?".utf8) + Array(end.utf8) + [0x1B, 0x5B, 0x41, 0x61]
        var pieces: [(TerminalEvent?, [UInt8])] = []
        for piece in [bytes[..<4], bytes[4..<12], bytes[12...]] { pieces.append(assembler.take(piece)) }
        #expect(pieces.map(\.0) == [nil, nil, .paste("日本\nq?")])
        #expect(pieces.last?.1 == [0x1B, 0x5B, 0x41, 0x61])
        #expect(!assembler.isInPaste)
    }

    @Test("the markers decode alone as paste markers, from their key codes only")
    func markers() {
        #expect(TerminalKeyDecoder.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: true) == .pasteStart)
        #expect(TerminalKeyDecoder.decode(code: UInt32(TerminalKeyDecoder.pasteEndCode), isKeyCode: true) == .pasteEnd)
        #expect(TerminalKeyDecoder.decode(code: UInt32(TerminalKeyDecoder.pasteStartCode), isKeyCode: false) != .pasteStart)
    }

    @Test("the mode's sequences come from terminfo's BE, BD, PS and PE; else an xterm type gets xterm's; else there is none")
    func modeForTerminal() {
        let custom = ["BE": "<on>", "BD": "<off>", "PS": "<start>", "PE": "<end>"]
        #expect(BracketedPaste.forTerminal(type: "vt100") { custom[$0] }
                == BracketedPaste(enable: "<on>", disable: "<off>", start: "<start>", end: "<end>"))
        #expect(BracketedPaste.forTerminal(type: "xterm-kitty") { _ in nil } == .xterm)
        #expect(BracketedPaste.forTerminal(type: "xterm-256color") { $0 == "BE" ? "\u{1B}[?2004h" : nil } == .xterm)
        #expect(BracketedPaste.forTerminal(type: "vt100") { _ in nil } == nil)
        #expect(BracketedPaste.forTerminal(type: "screen-256color") { _ in nil } == nil)
    }
}
