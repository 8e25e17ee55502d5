extension VisibleText {
    /// `text` in double quotes with C-style escapes, as JSON and tapes write strings: `\"`, `\\`,
    /// `\n`, `\t` (and `\r` when `escapingCarriageReturn`), and every other scalar that must be
    /// spelt out written by `spell` from its lowercase hex digits.
    public static func quote(_ text: String, escapingCarriageReturn: Bool, spell: (String) -> String) -> String {
        var out = "\""
        // Scalar by scalar: a quote that a combining mark joins to is still a quote to a reader.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r" where escapingCarriageReturn: out += "\\r"
            case _ where mustBeSpelledOut(scalar): out += spell(String(scalar.value, radix: 16))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
