/// How many terminal cells a grapheme cluster occupies (0, 1 or 2), like wcwidth.
public enum CellWidth {
    /// The width of one grapheme cluster. STUB: replaced by the real table.
    public static func of(_ character: Character) -> Int { 1 }

    /// The width of a string: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }
}
