/// The text of an input file (a form, a tape) decoded from its bytes, which must be UTF-8.
///
/// A byte that is not UTF-8 is refused where it stands — its 1-based line and column, counted as
/// editors, tapes and HTML count them (a line ends at LF, CR or CRLF; a column is a Unicode
/// scalar; a leading byte-order mark is no column) — so that the user can find it in a file that
/// may be thousands of lines long.
package enum SourceText {
    /// The text `bytes` hold, or an error at the first byte that is not UTF-8; `path` names the file.
    package static func decode(_ bytes: [UInt8], path: String) throws(InputFileError) -> String {
        // Decoding repairs what is not UTF-8, so the text gives back the very bytes only when they
        // all were; this is the standard library's fast path, and the walk below finds the bad byte.
        let text = String(decoding: bytes, as: UTF8.self)
        if Array(text.utf8) == bytes { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var offset = ByteOrderMark.length(atStartOf: bytes)
        var iterator = bytes[offset...].makeIterator()
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                defer {
                    offset += encoded.count
                    previous = scalar
                }
                if scalar == "\n" && previous == "\r" { continue }
                if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error(let length):
                let invalid = bytes[offset..<min(offset + length, bytes.count)]
                    .map { "0x" + String($0, radix: 16, uppercase: true) }
                let what = invalid.count == 1 ? "invalid byte \(invalid[0])" : "invalid bytes " + invalid.joined(separator: " ")
                throw InputFileError(path: path, line: line, column: column, message: "the file is not UTF-8 text (\(what))")
            case .emptyInput:
                return text
            }
        }
    }
}
