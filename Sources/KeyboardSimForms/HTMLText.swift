/// What a browser does to a page's text, as the form builder needs it: whitespace collapsed or
/// trimmed, line breaks dropped, blankness and ASCII lowercase.
enum HTMLText {
    /// Runs of HTML whitespace become one space and the ends are trimmed, as a browser renders text.
    /// Unicode's other line separators go too, so that a title or label always fits on one line.
    static func collapsingWhitespace(_ text: String) -> String {
        let separators: Set<Unicode.Scalar> = ["\u{0B}", "\u{85}", "\u{2028}", "\u{2029}"]
        return text.unicodeScalars.split { $0.isHTMLWhitespace || separators.contains($0) }
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    /// The text without CR and LF, as browsers sanitize a text input's value: `&#13;` included.
    static func strippingLineBreaks(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }

    static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isHTMLWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isHTMLWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Blank in the user's eyes: nothing but spaces of any kind, `&nbsp;` included.
    static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }

    static func asciiLowercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map(\.asciiLowercased)))
    }
}
