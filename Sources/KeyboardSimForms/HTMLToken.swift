/// A 1-based line and column in a page, the column counted in Unicode scalars as the YAML loader
/// counts it, so that both kinds of form file point at the same place an editor shows.
struct HTMLPosition: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }
}

/// One attribute of a start tag: its name ASCII-lowercased, its value with references decoded.
struct HTMLAttribute: Sendable {
    let name: String
    /// The empty string for an attribute written without `=`, as browsers read it.
    let value: String
    /// Where the attribute's name starts; errors about the attribute point here.
    let position: HTMLPosition
}

/// A start tag: its name ASCII-lowercased and its attributes in the order written.
struct HTMLTag: Sendable {
    let name: String
    /// Only the first of repeated attributes is kept, as browsers keep it.
    let attributes: [HTMLAttribute]
    /// Where the tag's `<` is.
    let position: HTMLPosition

    /// The attribute called `name` (lowercase), if the tag has it.
    subscript(attribute name: String) -> HTMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// What the form loader needs to know about a page, in document order.
enum HTMLToken: Sendable {
    case startTag(HTMLTag)
    case endTag(name: String)
    /// Text between tags, references decoded and line breaks made LF.
    case text(String)
    /// An element whose content is text, not markup (`title`, `textarea`; `script` and `style`,
    /// whose content is dropped), with its closing tag already consumed.
    case textElement(HTMLTag, content: String, contentPosition: HTMLPosition)
}
