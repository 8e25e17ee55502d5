extension Unicode.Scalar {
    /// Whether HTML counts the scalar as whitespace: space, tab, LF, FF and CR — not Unicode's
    /// wider set, so a `&nbsp;` survives trimming and collapsing as it does in a browser.
    var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\u{0C}" || self == "\r"
    }

    /// The scalar with A–Z lowercased and nothing else touched: HTML's names are ASCII
    /// case-insensitive, and Unicode lowercasing could merge names a browser keeps apart.
    var asciiLowercased: Unicode.Scalar {
        ("A"..."Z").contains(self) ? Unicode.Scalar(value + 32) ?? self : self
    }

    /// Whether the scalar is an ASCII letter, A–Z or a–z: what may start a tag's name.
    var isASCIILetter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }

    /// Whether the scalar is an ASCII letter or digit: what a named reference is spelt with.
    var isASCIIAlphanumeric: Bool {
        isASCIILetter || ("0"..."9").contains(self)
    }

    /// The scalar's value as a digit of `radix` (10 or 16), if it is one.
    func digitValue(radix: UInt32) -> UInt32? {
        switch self {
        case "0"..."9": value - 48
        case "a"..."f" where radix == 16: value - 87
        case "A"..."F" where radix == 16: value - 55
        default: nil
        }
    }
}
