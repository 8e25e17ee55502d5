/// The language a form file is written in, which decides how it is read.
public enum FormFormat: Sendable {
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
    public init(path: String, source: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
            self = .html
        } else if lowered.hasSuffix(".json") {
            self = .json
        } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
            self = .yaml
        } else {
            switch source.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) {
            case "<": self = .html
            case "{", "[": self = .json
            default: self = .yaml
            }
        }
    }
}
