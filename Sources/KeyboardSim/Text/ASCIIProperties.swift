/// What Unicode says of the ASCII characters, by byte: the answers `Character`'s properties give.
enum ASCIIProperties {
    /// Whether the ASCII character `byte` is whitespace (tab, line feed, vertical tab, form feed,
    /// carriage return, space), as `Character.isWhitespace`.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether the ASCII character `byte` is a newline (line feed to carriage return), as `Character.isNewline`.
    static func isNewline(_ byte: UInt8) -> Bool {
        (0x0A...0x0D).contains(byte)
    }

    /// Whether the ASCII character `byte` is a letter (A to Z, a to z), as `Character.isLetter`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
