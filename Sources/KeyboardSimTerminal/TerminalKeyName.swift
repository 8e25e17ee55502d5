import CNcursesw
import KeyboardSim

/// The key names tmux's `send-keys` takes (`Tab`, `C-c`, `F7`, `S-NPage`), as the codes curses gives
/// kbsim for them on an xterm-256color terminal: a driver without a terminal (`SessionPilot`)
/// presses keys by the names the tmux tests used, and the real decoder turns them into events.
package enum TerminalKeyName {
    /// What `TerminalKeyDecoder` makes of the key named `name`, or nil for a name tmux would not send as one key.
    package static func decoded(_ name: String) -> TerminalKeyDecoder.Decoded? {
        if let code = keyCode(name) { return TerminalKeyDecoder.decode(code: UInt32(bitPattern: code), isKeyCode: true) }
        guard let byte = byte(name) else { return nil }
        return TerminalKeyDecoder.decode(code: byte, isKeyCode: false)
    }

    /// The curses key code of a named key that is no character (`KEY_F(7)`, `KEY_SNEXT`…).
    private static func keyCode(_ name: String) -> Int32? {
        let named: [String: Int32] = [
            "Up": KEY_UP, "Down": KEY_DOWN, "Left": KEY_LEFT, "Right": KEY_RIGHT, "Home": KEY_HOME, "End": KEY_END,
            "PPage": KEY_PPAGE, "PageUp": KEY_PPAGE, "NPage": KEY_NPAGE, "PageDown": KEY_NPAGE,
            "S-PPage": KEY_SPREVIOUS, "S-NPage": KEY_SNEXT, "BTab": KEY_BTAB, "DC": KEY_DC,
        ]
        if let code = named[name] { return code }
        // xterm's terminfo gives Shift-F1 to Shift-F12 as F13 to F24.
        let shifted = name.hasPrefix("S-F")
        guard name.hasPrefix(shifted ? "S-F" : "F"), let number = Int32(name.dropFirst(shifted ? 3 : 1)), (1...12).contains(number)
        else { return nil }
        return KEY_F0 + number + (shifted ? 12 : 0)
    }

    /// The byte (or the character) a named key sends: `Enter` is CR (curses' `nonl`), `C-x` a control byte.
    private static func byte(_ name: String) -> UInt32? {
        let named: [String: UInt32] = ["Enter": 13, "Tab": 9, "Space": 32, "Escape": 27, "BSpace": 127, "C-Space": 0, "C-_": 31, "C-/": 31]
        if let byte = named[name] { return byte }
        if name.hasPrefix("C-"), name.count == 3, let letter = name.last, letter.isASCII, letter.isLetter, let code = letter.asciiValue {
            return UInt32(code & 0x1F)
        }
        guard name.count == 1, let scalar = name.unicodeScalars.first else { return nil }
        return scalar.value
    }
}
