/// The rules every form file keeps, whatever its syntax (YAML, JSON, HTML).
public enum FormRules {
    /// Field names a tape could not tell apart from its own words (`Tap key`, `Tap background`,
    /// `Expect focus none`).
    public static let reservedFieldNames: Set<String> = ["key", "background", "none"]

    /// The limits on a text view's `rows`: a text view taller than a phone screen could never be seen whole.
    public static let rowsRange = 1...20

    /// Why `name` cannot name a field, or nil when it can: tapes refer to fields by name, as one word.
    public static func fieldNameProblem(_ name: String) -> String? {
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
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }
    }
}
