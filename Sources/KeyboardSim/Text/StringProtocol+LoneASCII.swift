/// Reading the end of a text by its UTF-8 bytes where they are whole characters: what typing
/// asks of the text before the cursor at every key, without breaking graphemes backwards (which
/// cost more than the rest of a keystroke).
extension StringProtocol {
    /// The last character when it is ASCII and so is the one before it (or there is none), so
    /// that nothing can join it: it is a grapheme of its own, or a CR LF pair, which is a
    /// newline and whitespace as LF alone is. Nil when graphemes must decide, when the text is
    /// empty, or when its bytes are not in one piece (a native string's always are).
    var lastLoneASCII: UInt8? {
        let answer = utf8.withContiguousStorageIfAvailable { bytes -> UInt8? in
            guard let last = bytes.last, last < 0x80 else { return nil }
            return bytes.count < 2 || bytes[bytes.count - 2] < 0x80 ? last : nil
        }
        return answer ?? nil
    }
}
