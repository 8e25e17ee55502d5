/// The scan's cursor and the character classes libyaml's scanner and reader use.
extension YAMLPreflight {
    func peek(at offset: Int = 0) -> Unicode.Scalar? {
        index + offset < end ? scalars[index + offset] : nil
    }

    mutating func skip(_ count: Int = 1) {
        for _ in 0..<count where index < end {
            index += 1
            mark.column += 1
        }
    }

    mutating func skipLineBreak() {
        index += peek() == "\r" && peek(at: 1) == "\n" ? 2 : 1
        mark.line += 1
        mark.column = 0
    }

    var isDocumentIndicator: Bool {
        guard mark.column == 0, let first = peek(), first == "-" || first == "." else { return false }
        return peek(at: 1) == first && peek(at: 2) == first && isBlankOrEnd(at: 3)
    }

    func isBlankOrEnd(at offset: Int) -> Bool {
        guard let character = peek(at: offset) else { return true }
        return Self.isBlank(character) || Self.isBreak(character)
    }

    static func isBlank(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\t"
    }

    static func isBreak(_ character: Unicode.Scalar) -> Bool {
        switch character {
        case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    static func digit(_ character: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(character) ? Int(character.value) - 48 : nil
    }

    /// libyaml's ALPHA (letters, digits, `_`, `-`) and the other characters a tag may hold.
    static func isURICharacter(_ character: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(character) || ("A"..."Z").contains(character) || ("a"..."z").contains(character)
            || uriPunctuation.contains(character)
    }

    private static let uriPunctuation = Set("_-;/?:@&=+$.%!~*'()".unicodeScalars)

    /// The characters libyaml's reader accepts; it stops with an error at any other.
    static func readerAccepts(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
