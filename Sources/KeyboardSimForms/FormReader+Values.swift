import KeyboardSim

/// A node read as the key, text, number, boolean or name a place of the form wants, and the
/// messages that refuse it, which quote what was found.
extension FormReader {
    func key<Key: RawRepresentable & CaseIterable>(
        _ node: FormNode, as _: Key.Type, called what: String
    ) throws(FormError) -> Key where Key.RawValue == String {
        guard case .scalar(let scalar) = node.content else {
            throw error("a \(what) must be a word, found \(describe(node))", at: node)
        }
        if let key = Key(rawValue: scalar.text) { return key }
        throw error(unknown(what, scalar.text, valid: Key.allCases.map(\.rawValue)), at: node)
    }

    func text(_ node: FormNode, for key: String) throws(FormError) -> String {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            throw error("'\(key)' must be text, found \(describe(node))", at: node)
        }
        return scalar.text
    }

    @discardableResult
    func singleLine(_ text: String, for key: String, at node: FormNode) throws(FormError) -> String {
        // A newline scalar always starts a Character of its own (Unicode's grapheme rules break
        // around controls), so looking at scalars finds what Character.isNewline would, faster.
        guard !text.unicodeScalars.contains(where: Self.isNewline) else {
            throw error("'\(key)' must be a single line", at: node)
        }
        return text
    }

    /// The scalars `Character.isNewline` is true for: LF, VT, FF, CR, NEL, LS and PS.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    func wholeNumber(_ node: FormNode, for key: String, in range: ClosedRange<Int>) throws(FormError) -> Int {
        if case .scalar(let scalar) = node.content, scalar.style == .plain, let number = Int(scalar.text), range.contains(number) {
            return number
        }
        let expectation = range.upperBound == Int.max
            ? "a whole number of at least \(range.lowerBound)"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        throw error("'\(key)' must be \(expectation), found \(describe(node))", at: node)
    }

    func bool(_ node: FormNode, for key: String) throws(FormError) -> Bool {
        guard let flag = plainBool(node) else {
            throw error("'\(key)' must be true or false, found \(describe(node))", at: node)
        }
        return flag
    }

    /// A boolean only when unquoted: `"true"` in quotes is text, in YAML and in JSON alike.
    func plainBool(_ node: FormNode) -> Bool? {
        guard case .scalar(let scalar) = node.content else { return nil }
        return scalar.bool
    }

    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: FormNode, for key: String, aliases: [String: Value] = [:]
    ) throws(FormError) -> Value where Value.RawValue == String {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            let valid = Value.allCases.map(\.rawValue)
            throw error("'\(key)' must be a name, found \(describe(node)) — valid: \(valid.joined(separator: ", "))", at: node)
        }
        if let value = Value(rawValue: scalar.text) ?? aliases[scalar.text] { return value }
        throw error(unknown(key, scalar.text, valid: Value.allCases.map(\.rawValue)), at: node)
    }

    // MARK: Messages

    func error(_ message: String, at node: FormNode) -> FormError {
        FormError(path: path, line: node.line, column: node.column, message: message)
    }

    func place(of node: FormNode) -> String {
        "\(node.line):\(node.column)"
    }

    func unknown(_ what: String, _ word: String, valid: [String]) -> String {
        Diagnostics.unknown(what, word, suggestion: NameSuggestion.closest(to: word, among: valid), listName: "valid", valid: valid)
    }

    /// How a node reads in "found …": plain text in single quotes, quoted text in double quotes,
    /// so that `"3"` visibly differs from `3`.
    func describe(_ node: FormNode) -> String {
        switch node.content {
        case .scalar(let scalar) where scalar.isNull: "nothing"
        case .scalar(let scalar) where scalar.style == .plain: "'\(Diagnostics.excerpt(scalar.text))'"
        case .scalar(let scalar): "\"\(Diagnostics.excerpt(scalar.text))\""
        case .mapping(let mapping): mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence): sequence.isEmpty ? "an empty list" : "a list"
        case .alias: "an alias"
        }
    }
}
