import KeyboardSim

/// How values are spelled in tape files, for writing tapes.
enum TapeText {
    /// `text` as a double-quoted tape string with the parser's escapes.
    static func quote(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where character.unicodeScalars.contains(where: VisibleText.mustBeSpelledOut):
                // A raw control character would end or garble the tape's line, and a bidirectional
                // one would make it read in another order than it plays.
                out += character.unicodeScalars.map { scalar in
                    VisibleText.mustBeSpelledOut(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
                }.joined()
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// The tape name of a key, or nil for keys the language has no name for (F-keys).
    static func keyName(_ key: KeyPress) -> String? {
        switch key {
        case .character(" "): "Space"
        case .character: nil
        case .returnKey: "Enter"
        case .backspace: "Backspace"
        case .deleteForward: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift+Tab"
        case .escape: "Escape"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .wordLeft: "Alt+Left"
        case .wordRight: "Alt+Right"
        case .deleteWordBackward: "Alt+Backspace"
        case .deleteWordForward: "Alt+Delete"
        case .nextInputMethod: "Ctrl+Space"
        case .control(let letter): "Ctrl+" + letter.uppercased()
        case .function: nil
        }
    }
}
