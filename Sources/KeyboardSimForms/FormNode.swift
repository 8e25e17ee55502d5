import Yams

/// A node of a form file's document — a scalar, a mapping or a list — and where it starts: what
/// `FormReader` reads, whichever reader built it (`BlockYAMLReader` for the plain block style
/// forms are written in, Yams for everything else).
///
/// It keeps only what decides a form and its diagnostics: a scalar's text, its style and whether a
/// tag makes it text; the 1-based line and column, counted in Unicode scalars as libyaml counts
/// them.
struct FormNode: Equatable {
    /// What the node holds.
    enum Content: Equatable {
        case scalar(Scalar)
        case mapping([Entry])
        case sequence([FormNode])
        /// Yams' alias node, which composing never produces (it resolves each alias to the node
        /// it names, and the preflight refuses aliases), kept so that nothing goes unnamed.
        case alias
    }

    /// A scalar as written: its text with quotes and escapes undone, and how it was written.
    struct Scalar: Equatable {
        /// The text, as Yams' `Node.Scalar.string` has it.
        var text: String
        /// Plain (unquoted), quoted or a block scalar: only plain scalars are numbers, booleans or null.
        var style: Style
        /// Whether a tag types the value as text (`!!str yes`; quotes imply it), so that it is
        /// no boolean however it is spelt. Always false for a key: a key is read by its text alone,
        /// and Yams' duplicate check overwrites a key's tag as it resolves it.
        var isTaggedText: Bool

        /// The boolean a plain scalar spells, read as Yams' `Bool.construct` reads it: `true`,
        /// `yes`, `on`, `false`, `no` or `off` in any case; nil for any other text, and for a
        /// quoted or tagged one (`"true"` is text, in YAML and in JSON alike).
        var bool: Bool? {
            guard style == .plain, !isTaggedText else { return nil }
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: return nil
            }
        }

        /// Whether the scalar is YAML's null: `key:` with nothing after it, `~` or `null`, unquoted.
        var isNull: Bool {
            guard style == .plain else { return false }
            switch text {
            case "", "~", "null", "Null", "NULL": return true
            default: return false
            }
        }
    }

    /// How a scalar is written, as Yams' `Node.Scalar.Style` names it.
    enum Style: Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// One `key: value` pair of a mapping, in the order written.
    struct Entry: Equatable {
        /// The key: a scalar, for a form (the preflight refuses lists and mappings as keys).
        var key: FormNode
        /// The value the key is given.
        var value: FormNode
    }

    /// What the node holds.
    var content: Content
    /// Where the node starts: its first character, a quoted scalar's opening quote, a list's
    /// first `-`, a block mapping's first key.
    var line: Int
    /// The column of that character, counted in Unicode scalars from 1.
    var column: Int
}

extension FormNode {
    /// A scalar's text; nil for a mapping or a list.
    var scalarText: String? {
        if case .scalar(let scalar) = content { return scalar.text }
        return nil
    }

    /// The root of `text` as Yams composes it, nil for an empty document. `typingKeys` keeps
    /// YAML 1.1's types apart in keys, as Yams' default resolver does (`1` and `'1'` are two
    /// keys, not one written twice); without it a key is its text, which is all a form's key is,
    /// and saves a key's seven regular expressions. Throws Yams' `YamlError`; UTF-8 is named so
    /// that Yams does not consult the environment.
    static func composed(from text: String, typingKeys: Bool) throws -> FormNode? {
        try Yams.compose(yaml: text, typingKeys ? .default : .basic, .default, .utf8).map(FormNode.init)
    }

    /// The node Yams composed, with everything below it.
    init(_ node: Node) {
        self.init(node, isKey: false)
    }

    private init(_ node: Node, isKey: Bool) {
        let mark = node.mark
        line = mark?.line ?? 1
        column = mark?.column ?? 1
        switch node {
        case .scalar(let scalar):
            let isTaggedText = !isKey && scalar.tag.description == Tag.Name.str.rawValue
            content = .scalar(Scalar(text: scalar.string, style: Style(scalar.style), isTaggedText: isTaggedText))
        case .mapping(let mapping):
            content = .mapping(mapping.map { Entry(key: FormNode($0.key, isKey: true), value: FormNode($0.value, isKey: false)) })
        case .sequence(let sequence):
            content = .sequence(sequence.map { FormNode($0, isKey: false) })
        case .alias:
            content = .alias
        }
    }
}

private extension FormNode.Style {
    /// Yams' name for how a scalar is written; `.any` (never composed: it is for emitting) as plain.
    init(_ style: Node.Scalar.Style) {
        switch style {
        case .any, .plain: self = .plain
        case .singleQuoted: self = .singleQuoted
        case .doubleQuoted: self = .doubleQuoted
        case .literal: self = .literal
        case .folded: self = .folded
        }
    }
}
