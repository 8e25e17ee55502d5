/// The language a form file is written in, which decides how it is read.
package enum FormFormat: Sendable {
    /// YAML, read through Yams (or the block reader).
    case yaml
    /// JSON: strictly JSON's grammar first (`JSONSyntaxCheck`), then read as YAML, of which it is nearly a subset.
    case json
    /// A small HTML page (`HTMLFormLoader`).
    case html

    /// The format of the file at `path` holding `source`: the one its extension names (`.html`
    /// or `.htm`, `.json`, `.yaml` or `.yml`); without one of those — standard input, a process
    /// substitution, a file named freely — the one its text starts as: a page with `<`, JSON with
    /// `{` or `[`, and anything else is YAML.
    package init(path: String, source: String) {
        if let named = FormFormat(fileExtensionOf: path) {
            self = named
        } else {
            switch ByteOrderMark.dropped(from: source.unicodeScalars).first(where: { !$0.properties.isWhitespace }) {
            case "<": self = .html
            case "{", "[": self = .json
            default: self = .yaml
            }
        }
    }

    /// The extensions a form file's name ends in, each with its format, as messages list them.
    package static let fileExtensions: [(fileExtension: String, format: FormFormat)] = [
        (".yaml", .yaml), (".yml", .yaml), (".json", .json), (".html", .html), (".htm", .html),
    ]

    /// The format the extension of `path` names, in any case; nil when it names none.
    package init?(fileExtensionOf path: String) {
        let lowered = path.lowercased()
        guard let named = Self.fileExtensions.first(where: { lowered.hasSuffix($0.fileExtension) }) else { return nil }
        self = named.format
    }
}
