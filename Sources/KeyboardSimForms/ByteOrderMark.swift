/// The byte-order mark, U+FEFF, which some editors put at the start of a UTF-8 file.
///
/// Every reader of input files — forms in YAML, JSON and HTML, tapes, the sniffing of a form's
/// format and the decoder that points at a byte that is not UTF-8 — reads a file as if its leading
/// mark were not there, through this type: editors do not count the mark as a column, and libyaml
/// honours it only when it guesses the encoding itself. A U+FEFF anywhere else is text.
package enum ByteOrderMark {
    /// The mark's scalar.
    package static let scalar: Unicode.Scalar = "\u{FEFF}"

    /// The mark in UTF-8, as it starts a file's bytes.
    package static let utf8: [UInt8] = Array(String(scalar).utf8)

    /// `scalars` without their leading mark: all of them where they have none.
    package static func dropped(from scalars: String.UnicodeScalarView) -> Substring.UnicodeScalarView {
        scalars.first == scalar ? scalars.dropFirst() : scalars[...]
    }

    /// `source` without its leading mark; `source` itself, not a copy, where it has none.
    package static func dropped(from source: String) -> String {
        let scalars = dropped(from: source.unicodeScalars)
        return scalars.startIndex == source.startIndex ? source : String(scalars)
    }

    /// How many of `bytes`' first bytes are the mark: its length, or 0 where they do not start with it.
    package static func length(atStartOf bytes: [UInt8]) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}
