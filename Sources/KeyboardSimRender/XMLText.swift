import KeyboardSim

/// Text made safe to put in an XML document (an SVG picture, a JUnit report), as character data or
/// an attribute value.
package enum XMLText {
    /// `text` with the five markup characters escaped, line breaks kept as references (an
    /// attribute would fold them into spaces), and every other control character — which XML 1.0
    /// cannot hold even escaped — spelt out as `VisibleText` does, as are U+FFFE and U+FFFF.
    package static func escape(_ text: String) -> String {
        var result = ""
        for scalar in VisibleText.lines(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            // The two noncharacters XML 1.0 also refuses.
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
