/// The rules every form file keeps, whatever its syntax (YAML, JSON, HTML).
package enum FormRules {
    /// Field names a tape could not tell apart from its own words (`Tap key`, `Tap background`,
    /// `Expect focus none`).
    package static let reservedFieldNames: Set<String> = ["key", "background", "none"]

    /// The limits on a text view's `rows`: a text view taller than a phone screen could never be seen whole.
    package static let rowsRange = 1...20

    /// Why `name` cannot name a field, or nil when it can: tapes refer to fields by name, as one word.
    package static func fieldNameProblem(_ name: String) -> String? {
        guard isIdentifier(name) else {
            return "field name '\(Diagnostics.excerpt(name))' is not an identifier — start with a letter or '_', "
                + "then use letters, digits, '_' or '-'"
        }
        guard !reservedFieldNames.contains(name) else {
            return "field name '\(name)' is a word tapes use (Tap key, Tap background, Expect focus none) — choose another"
        }
        return nil
    }

    /// Whether `text` is an ASCII identifier: a letter or `_`, then letters, digits, `_` or `-`.
    package static func isIdentifier(_ text: String) -> Bool {
        // Byte by byte: every character allowed is one ASCII byte, and any other character has a
        // byte outside the allowed set (a combining mark after a letter too), so the bytes decide
        // as the characters would, without breaking the text into characters.
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy { byte in
            isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
