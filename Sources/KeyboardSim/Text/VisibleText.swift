/// Text from a file or the keyboard made safe to show on a terminal: every character that could
/// act on the terminal instead of being shown is spelt out in plain ASCII.
///
/// A title, a tape line, a file name or a typed word can hold an escape sequence (`ESC ] 0 ; …
/// BEL` sets the window title, `CSI` moves the cursor) or a bidirectional override that makes a
/// line read differently from what it holds. Printed raw, such text would drive the user's
/// terminal; spelt out, it shows what the file really contains. The convention:
///
/// - C0 controls and DEL in caret notation, as `cat -v` and most terminals' own echo show them:
///   NUL `^@`, BEL `^G`, TAB `^I`, LF `^J`, CR `^M`, ESC `^[`, DEL `^?`.
/// - C1 controls (U+0080–U+009F, which some terminals obey like their ESC-prefixed forms) and
///   the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) as a
///   Swift escape: CSI is `\u{9B}`, RIGHT-TO-LEFT OVERRIDE `\u{202E}`.
///
/// The spelling is for reading, not for reversing: a `^[` typed as two characters looks the same
/// as an escaped ESC. Everything else — accents, CJK, emoji and their joiners — is left alone.
package enum VisibleText {
    /// `text` as one line: every control character spelt out, line breaks included.
    package static func line(_ text: String) -> String {
        spelled(text, keepingLineFeeds: false)
    }

    /// `text` with its line feeds kept — for text whose lines kbsim laid out itself, such as a
    /// multi-line message — and every other control character spelt out.
    package static func lines(_ text: String) -> String {
        spelled(text, keepingLineFeeds: true)
    }

    /// Whether `scalar` is spelt out: a C0 or C1 control, DEL, or a bidirectional control.
    package static func mustBeSpelledOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func spelled(_ text: String, keepingLineFeeds: Bool) -> String {
        // Most text has nothing to spell: hand it back without building a copy.
        guard text.unicodeScalars.contains(where: mustBeSpelledOut) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !mustBeSpelledOut(scalar) || (keepingLineFeeds && scalar == "\n") {
                result.append(scalar)
            } else {
                result.append(contentsOf: spelling(of: scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    private static func spelling(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        // ^@ for NUL up to ^_ for US: the control with its 0x40 bit set, as terminals echo it.
        case 0x00...0x1F: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
        case 0x7F: "^?"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
