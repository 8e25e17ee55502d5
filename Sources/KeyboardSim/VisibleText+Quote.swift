extension VisibleText {
    /// `text` in double quotes with C-style escapes, as JSON and tapes write strings: `\"`, `\\`,
    /// `\n`, `\t` (and `\r` when `escapingCarriageReturn`), and every other scalar that must be
    /// spelt out written by `spell` from its lowercase hex digits.
    package static func quote(_ text: String, escapingCarriageReturn: Bool, spell: (String) -> String) -> String {
        // Built as bytes: a cast quotes every frame's output, and appending scalars to a String
        // one by one cost more than drawing the frame's panes.
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        func append(_ escape: String) { out.append(contentsOf: escape.utf8) }
        // Scalar by scalar: a quote that a combining mark joins to is still a quote to a reader.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\t": append("\\t")
            case "\r" where escapingCarriageReturn: append("\\r")
            case " "..."~": out.append(UInt8(scalar.value))
            case _ where mustBeSpelledOut(scalar): append(spell(String(scalar.value, radix: 16)))
            default: UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
