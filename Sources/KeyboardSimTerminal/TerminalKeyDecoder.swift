import CNcursesw
import KeyboardSim
import KeyboardSimController

/// Turns what `wget_wch` and `getmouse` return into terminal events; pure, so testable without a terminal.
package enum TerminalKeyDecoder {
    /// What one `wget_wch` result means before any further curses query.
    package enum Decoded: Hashable, Sendable {
        /// A complete event.
        case event(TerminalEvent)
        /// `KEY_MOUSE`: the caller must fetch the report with `getmouse` and pass it to `decodeMouse`.
        case mouseReport
        /// The start of an SGR mouse report that curses does not decode itself (`ESC [ <`, bound
        /// to `sgrMouseIntroducerCode`): the caller reads the rest and passes it to `decodeSGRMouse`.
        case sgrMouseReport
        /// `KEY_RESIZE`: curses has resized its screen; the caller must query the new size.
        case resize
        /// The marker before a bracketed paste (`pasteStartCode`): `PasteAssembler` gathers what follows.
        case pasteStart
        /// The marker after a bracketed paste (`pasteEndCode`).
        case pasteEnd
        /// A key kbsim has no use for.
        case ignored
    }

    /// Rows one wheel notch scrolls.
    package static let rowsPerWheelNotch = 3

    /// The function key that ends the session, as in many curses programs (Midnight Commander, htop).
    package static let quitFunctionKey = 10

    /// The key codes kbsim binds with `define_key` to escape sequences that curses has no standard
    /// key for (`CursesScreen` binds them when it opens), so that each arrives as one key code.
    ///
    /// The codes lie above every code ncurses gives itself, which end at `KEY_MAX` plus the
    /// terminal's extended keys, and within the 16 bits its key table stores.
    package enum BoundKey: Int32, CaseIterable, Sendable {
        case wordLeft = 0x1001, wordRight, deleteWordBackward, deleteWordForward

        /// The key this code stands for.
        package var press: KeyPress {
            switch self {
            case .wordLeft: .wordLeft
            case .wordRight: .wordRight
            case .deleteWordBackward: .deleteWordBackward
            case .deleteWordForward: .deleteWordForward
            }
        }

        /// The sequences xterm-like terminals send for the key: the Alt form (macOS Terminal and
        /// iTerm send ESC b and ESC f for Option+Left and Option+Right) and the xterm modifier forms.
        package var sequences: [String] {
            switch self {
            case .wordLeft: ["\u{1B}[1;3D", "\u{1B}[1;5D", "\u{1B}b"]
            case .wordRight: ["\u{1B}[1;3C", "\u{1B}[1;5C", "\u{1B}f"]
            case .deleteWordBackward: ["\u{1B}\u{7F}", "\u{1B}\u{8}"]
            case .deleteWordForward: ["\u{1B}[3;3~", "\u{1B}d"]
            }
        }
    }

    /// The key code `ESC [ <` is bound to where terminfo gives the terminal X10 mouse reports
    /// (`kmous=\E[M`, as tmux's entries do) and kbsim asks for SGR reports (mode 1006) itself.
    package static let sgrMouseIntroducerCode: Int32 = 0x1010
    /// The sequence that starts an SGR mouse report.
    package static let sgrMouseIntroducer = "\u{1B}[<"
    /// The key code the marker before a bracketed paste is bound to (`BracketedPaste.start`).
    package static let pasteStartCode: Int32 = 0x1011
    /// The key code the marker after a bracketed paste is bound to (`BracketedPaste.end`).
    package static let pasteEndCode: Int32 = 0x1012

    /// Decodes what follows `ESC [ <` in an SGR mouse report — `button;column;row` and `M` for a
    /// press or `m` for a release, columns and rows from 1 and unbounded (X10 reports stop at 223).
    package static func decodeSGRMouse(parameters: String, final: Character) -> TerminalEvent? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard final == "M" || final == "m", numbers.count == 3, let button = numbers[0], let column = numbers[1],
              let row = numbers[2], column >= 1, row >= 1 else { return nil }
        // Bits 4, 8 and 16 are Shift, Alt and Ctrl; 32 is motion (with the left button held: 32,
        // with none: 35).
        let withoutModifiers = button & ~(4 | 8 | 16)
        // A release (`m`) is no tap — the press was — but it ends a drag.
        if final == "m" { return withoutModifiers == 0 ? .mouseRelease(Point(x: column - 1, y: row - 1)) : nil }
        switch withoutModifiers {
        case 0: return .click(Point(x: column - 1, y: row - 1))
        case 32: return .mouseMotion(Point(x: column - 1, y: row - 1))
        case 64: return .wheel(-rowsPerWheelNotch, at: Point(x: column - 1, y: row - 1))
        case 65: return .wheel(rowsPerWheelNotch, at: Point(x: column - 1, y: row - 1))
        default: return nil
        }
    }

    /// Decodes one `wget_wch` result: `code` is the character or key code it stored, `isKeyCode`
    /// whether it returned `KEY_CODE_YES`.
    package static func decode(code: UInt32, isKeyCode: Bool) -> Decoded {
        isKeyCode ? decodeKeyCode(Int32(bitPattern: code)) : decodeCharacter(code)
    }

    /// Decodes a mouse report: the button state mask and the terminal cell of the pointer.
    package static func decodeMouse(buttons: mmask_t, x: Int, y: Int) -> TerminalEvent? {
        // Only presses count as taps: a press and its release arrive as two reports (or merge
        // into CLICKED when read together), and one physical click must be one tap. The release
        // and the motion between end and make a drag.
        let tap = NCS_BUTTON1_PRESSED | NCS_BUTTON1_CLICKED | NCS_BUTTON1_DOUBLE_CLICKED | NCS_BUTTON1_TRIPLE_CLICKED
        if buttons & tap != 0 { return .click(Point(x: x, y: y)) }
        if buttons & NCS_BUTTON4_PRESSED != 0 { return .wheel(-rowsPerWheelNotch, at: Point(x: x, y: y)) }
        if buttons & NCS_BUTTON5_PRESSED != 0 { return .wheel(rowsPerWheelNotch, at: Point(x: x, y: y)) }
        if buttons & NCS_BUTTON1_RELEASED != 0 { return .mouseRelease(Point(x: x, y: y)) }
        // curses reports motion without saying which buttons are held: the session knows.
        if buttons & NCS_REPORT_MOUSE_POSITION != 0 { return .mouseMotion(Point(x: x, y: y)) }
        return nil
    }

    private static func decodeCharacter(_ code: UInt32) -> Decoded {
        switch code {
        case 3: return .event(.interrupt)  // Ctrl-C: raw mode delivers it as a byte, not SIGINT
        case 26: return .event(.suspend)  // Ctrl-Z: likewise, not SIGTSTP
        case 9: return .key(.tab)
        case 10, 13: return .key(.returnKey)  // nonl() makes Enter '\r'; '\n' is Ctrl-J
        case 8, 127: return .key(.backspace)  // terminals disagree on which byte Backspace sends
        case 27: return .key(.escape)
        case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(code) + 0x60))))
        case 0: return .key(.nextInputMethod)  // Ctrl+Space sends NUL
        case 31: return .key(.control("/"))  // Ctrl-/ (and Ctrl-_) send US
        case 28...30, 0x80...0x9F: return .ignored  // other C0 and C1 controls
        default:
            guard let scalar = Unicode.Scalar(code) else { return .ignored }
            // A combining mark arrives alone; the text buffer joins it to the character before it.
            return .key(.character(Character(scalar)))
        }
    }

    private static func decodeKeyCode(_ code: Int32) -> Decoded {
        if let bound = BoundKey(rawValue: code) { return .key(bound.press) }
        switch code {
        case KEY_BTAB: return .key(.backTab)
        case KEY_ENTER: return .key(.returnKey)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.deleteForward)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_SPREVIOUS: return .key(.shiftPageUp)
        case KEY_SNEXT: return .key(.shiftPageDown)
        case KEY_MOUSE: return .mouseReport
        case sgrMouseIntroducerCode: return .sgrMouseReport
        case pasteStartCode: return .pasteStart
        case pasteEndCode: return .pasteEnd
        case KEY_RESIZE: return .resize
        case KEY_F0 + Int32(quitFunctionKey): return .event(.quit)
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .key(.function(Int(code - KEY_F0)))
        default: return .ignored
        }
    }
}

extension TerminalKeyDecoder.Decoded {
    /// A decoded key press.
    static func key(_ press: KeyPress) -> Self { .event(.key(press)) }
}
