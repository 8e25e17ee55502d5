/// A key from a physical keyboard or a tape, already decoded from terminal bytes.
public enum KeyPress: Hashable, Sendable {
    /// A printable character (a whole grapheme cluster; may be CJK, Cyrillic, emoji...).
    case character(Character)
    case returnKey, backspace, deleteForward, tab, backTab, escape
    case left, right, up, down, home, end, pageUp, pageDown
    /// Ctrl plus a letter, lowercased: `.control("w")` is Ctrl-W.
    case control(Character)
    /// A function key, F1 = 1.
    case function(Int)
}
