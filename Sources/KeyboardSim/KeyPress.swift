/// A key from a physical keyboard or a tape, already decoded from terminal bytes.
package enum KeyPress: Hashable, Sendable {
    /// A printable character (a whole grapheme cluster; may be CJK, Cyrillic, emoji...).
    case character(Character)
    case returnKey, backspace, deleteForward, tab, backTab, escape
    case left, right, up, down, home, end, pageUp, pageDown
    /// Alt/Ctrl + Left or Right: to the start of this or the previous word, to the end of this or the next.
    case wordLeft, wordRight
    /// Alt+Backspace and Alt+Delete (Alt+D): delete to the start of the word, or to the end of the next.
    case deleteWordBackward, deleteWordForward
    /// Shift+PageUp and Shift+PageDown: keys of the session (they scroll the why panel), never the phone's.
    case shiftPageUp, shiftPageDown
    /// Ctrl+Space: the physical shortcut for the globe key (next input method).
    case nextInputMethod
    /// Ctrl plus a letter, lowercased: `.control("w")` is Ctrl-W.
    case control(Character)
    /// A function key, F1 = 1.
    case function(Int)
}
