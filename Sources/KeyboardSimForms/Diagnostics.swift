import KeyboardSim

/// How the readers of input files — forms in YAML, JSON and HTML, and tapes — quote what they
/// found and name what they expected, so that their messages (`path:line:column: message`, an
/// `InputFileError`) read alike. (A leading byte-order mark is `ByteOrderMark`'s.)
package enum Diagnostics {
    /// The most characters of user text a message quotes.
    package static let excerptLimit = 40

    /// Keeps user text in a message short and on one line.
    package static func excerpt(_ text: String) -> String {
        let firstLine = text.prefix { !$0.isNewline }
        if firstLine.count > excerptLimit { return String(firstLine.prefix(excerptLimit)) + "…" }
        return firstLine.count < text.count ? String(firstLine) + "…" : String(firstLine)
    }

    /// "unknown strategy 'insets' (did you mean 'inset'?)", then " — valid: none, inset" when
    /// `listName` is given: the word quoted short, the suggestion the caller chose, the valid words.
    package static func unknown(
        _ what: String, _ word: String, suggestion: String?, listName: String? = nil, valid: [String] = []
    ) -> String {
        var message = "unknown \(what) '\(excerpt(word))'"
        if let suggestion { message += " (did you mean '\(suggestion)'?)" }
        if let listName { message += " — \(listName): " + valid.joined(separator: ", ") }
        return message
    }
}
