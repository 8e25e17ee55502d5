import KeyboardSim
/// The limits a form file must keep, so that any file — however written — is read or refused in a
/// fraction of a second: a form is a page of fields, and nothing a form needs comes near them.
package enum FormLimits {
    /// The largest form file, in bytes of UTF-8: 512 KiB, some 250 times the largest example.
    /// A form of this size loads in about a twentieth of a second (release build) when it is in
    /// the block style forms are written in, which `BlockYAMLReader` reads, and in about a sixth
    /// when Yams has to read it (JSON, flow lists).
    package static let maxBytes = 1 << 19

    /// How deep lists and mappings may nest in a YAML or JSON form; a form needs three levels
    /// (the form, its `fields` list, a field).
    package static let maxDepth = 32

    /// How many `<label>` elements may be open at once in an HTML form: every open label collects
    /// the text that follows it, so each one more costs another copy of the page.
    package static let maxOpenLabels = 32

    /// Refuses `source` when it is larger than `maxBytes`; `path` names the file.
    static func checkSize(of source: String, path: String) throws(FormError) {
        let bytes = source.utf8.count
        guard bytes > maxBytes else { return }
        throw FormError(
            path: path, line: 1, column: 1,
            message: "the file has \(bytes) bytes — form files are limited to \(maxBytes / 1024) KiB (\(maxBytes) bytes)"
        )
    }
}
