import KeyboardSim

/// The `fields` list: each field's keys read and judged together, the names checked for duplicates.
extension FormReader {
    /// The fields, each with its own `toolbar` or false, and which of them set their own. A field
    /// that is refused is collected in `found` (every error in it) and the next one read.
    func fields(from node: FormNode, found: ErrorCollector) throws(FormError) -> ([Field], setsOwnToolbar: [Bool]) {
        guard case .sequence(let sequence) = node.content, !sequence.isEmpty else {
            throw error("'fields' must be a non-empty list of fields, found \(describe(node))", at: node)
        }
        var fields: [Field] = []
        fields.reserveCapacity(sequence.count)
        var setsOwnToolbar: [Bool] = []
        setsOwnToolbar.reserveCapacity(sequence.count)
        var nameNodes: [String: FormNode] = [:]
        nameNodes.reserveCapacity(sequence.count)
        for (offset, fieldNode) in sequence.enumerated() {
            let reading = field(from: fieldNode, number: offset + 1, found: found)
            if let (name, nameNode) = reading.name {
                if let first = nameNodes[name] {
                    found.add(error("duplicate field name '\(Diagnostics.excerpt(name))' (first used at \(place(of: first)))", at: nameNode))
                    continue
                }
                nameNodes[name] = nameNode
            }
            guard var field = reading.field else { continue }
            field.toolbar = reading.toolbar ?? false
            // A field's own `toolbar: true` is an accessory instance of its own (iOS re-posts on a switch to it).
            field.ownsToolbar = field.toolbar
            fields.append(field)
            setsOwnToolbar.append(reading.toolbar != nil)
        }
        return (fields, setsOwnToolbar)
    }

    /// What reading one field gave: the field unless something in it was refused, its own
    /// `toolbar`, and its name wherever that was valid (for the duplicate check).
    private struct FieldReading {
        var field: Field?
        var toolbar: Bool?
        var name: (text: String, node: FormNode)?
    }

    /// Reads one field, collecting in `found` every key and value of it that is refused.
    private func field(from node: FormNode, number: Int, found: ErrorCollector) -> FieldReading {
        guard case .mapping(let mapping) = node.content else {
            found.add(error("field \(number) must be a mapping with at least 'name', found \(describe(node))", at: node))
            return FieldReading()
        }
        let errorsBefore = found.errors.count
        // A key that is there but refused is neither missing nor judged again with another.
        var nameSeen = false
        var kindSeen = false
        var inputViewSeen = false
        var name: (text: String, node: FormNode)?
        var label: String?
        var placeholder: (text: String, node: FormNode)?
        var kind: Field.Kind?
        var rows: (count: Int, key: FormNode)?
        var traits = TextInputTraits()
        var maxLength: Int?
        var validate: String?
        var value: (text: String, node: FormNode)?
        var toolbar: Bool?
        var inputView: (kind: InputViewKind, node: FormNode)?
        var options: (texts: [String], key: FormNode)?
        var section: String?

        for entry in mapping {
            let (keyNode, valueNode) = (entry.key, entry.value)
            found.collecting { () throws(FormError) in
                let fieldKey = try key(keyNode, as: FieldKey.self, called: "field key")
                let keyName = fieldKey.rawValue
                switch fieldKey {
                case .name:
                    nameSeen = true
                    let text = try self.text(valueNode, for: keyName)
                    if let problem = FormRules.fieldNameProblem(text) { throw error(problem, at: valueNode) }
                    name = (text, valueNode)
                case .label:
                    label = try singleLine(try text(valueNode, for: keyName), for: keyName, at: valueNode)
                case .placeholder:
                    placeholder = (try text(valueNode, for: keyName), valueNode)
                case .kind:
                    kindSeen = true
                    kind = try choice(valueNode, for: keyName) as Field.Kind
                case .rows:
                    rows = (try wholeNumber(valueNode, for: keyName, in: FormRules.rowsRange), keyNode)
                case .keyboard:
                    traits.keyboardType = try choice(valueNode, for: keyName, aliases: ["URL": .url])
                case .returnKey:
                    traits.returnKeyType = try choice(valueNode, for: keyName)
                case .autocapitalization:
                    traits.autocapitalization = try choice(valueNode, for: keyName)
                case .autocorrection:
                    if let flag = plainBool(valueNode) {
                        traits.autocorrection = flag ? .yes : .no
                    } else {
                        traits.autocorrection = try choice(valueNode, for: keyName)
                    }
                case .secure:
                    traits.secureTextEntry = try bool(valueNode, for: keyName)
                case .enablesReturnKeyAutomatically:
                    traits.enablesReturnKeyAutomatically = try bool(valueNode, for: keyName)
                case .appearance:
                    traits.keyboardAppearance = try choice(valueNode, for: keyName)
                case .maxLength:
                    maxLength = try wholeNumber(valueNode, for: keyName, in: 1...Int.max)
                case .validate:
                    validate = try pattern(valueNode)
                case .value:
                    value = (try text(valueNode, for: keyName), valueNode)
                case .toolbar:
                    toolbar = try bool(valueNode, for: keyName)
                case .inputView:
                    inputViewSeen = true
                    inputView = (try choice(valueNode, for: keyName), valueNode)
                case .options:
                    options = (try self.options(from: valueNode), keyNode)
                case .section:
                    section = try singleLine(try text(valueNode, for: keyName), for: keyName, at: valueNode)
                }
            }
        }

        // Checks that involve two keys wait until the whole mapping is read, as keys come in any
        // order; each judges only keys that were read, so a refused key is not blamed twice.
        if name == nil, !nameSeen { found.add(error("field \(number) is missing 'name'", at: node)) }
        // A refused `kind` leaves the field's kind unknown: what depends on it is not judged.
        let knownKind = kindSeen ? kind : .textField
        if let rows, let knownKind, knownKind != .textView {
            found.add(error("'rows' applies only to kind textView", at: rows.key))
        }
        if knownKind == .textField {
            if let placeholder { found.collecting { () throws(FormError) in try singleLine(placeholder.text, for: "placeholder", at: placeholder.node) } }
            if let value { found.collecting { () throws(FormError) in try singleLine(value.text, for: "value", at: value.node) } }
        }
        if let maxLength, let value, value.text.count > maxLength {
            found.add(error("'value' has \(value.text.count) characters, more than maxLength \(maxLength)", at: value.node))
        }
        // A refused `inputView` leaves the field's input view unknown: its options are not judged.
        if inputView != nil || !inputViewSeen {
            checkInputView(inputView, options: options, value: value, kind: knownKind, found: found)
        }
        guard found.errors.count == errorsBefore, let name else { return FieldReading(toolbar: toolbar, name: name) }
        var field = Field(
            name: name.text,
            label: label,
            placeholder: placeholder?.text ?? "",
            kind: knownKind ?? .textField,
            rows: rows?.count,
            traits: traits,
            maxLength: maxLength,
            validate: validate,
            value: value?.text ?? "",
            inputView: inputView?.kind,
            options: options?.texts ?? []
        )
        field.section = section
        return FieldReading(field: field, toolbar: toolbar, name: name)
    }

    /// `options: [Red, Green]`: a picker's rows, a non-empty list of one-line texts, each once.
    private func options(from node: FormNode) throws(FormError) -> [String] {
        guard case .sequence(let sequence) = node.content, !sequence.isEmpty else {
            throw error("'options' must be a non-empty list such as [Red, Green, Blue], found \(describe(node))", at: node)
        }
        var options: [String] = []
        for item in sequence {
            let option = try singleLine(try text(item, for: "options"), for: "options", at: item)
            guard !options.contains(option) else {
                throw error("option '\(Diagnostics.excerpt(option))' is listed twice", at: item)
            }
            options.append(option)
        }
        return options
    }

    /// The checks `inputView` makes with other keys: a textField's only; `options` with a
    /// `picker` and only there; a `value` its picker can show.
    private func checkInputView(_ inputView: (kind: InputViewKind, node: FormNode)?, options: (texts: [String], key: FormNode)?,
                                value: (text: String, node: FormNode)?, kind: Field.Kind?, found: ErrorCollector) {
        if let inputView, let kind, kind != .textField {
            found.add(error("'inputView' applies only to kind textField", at: inputView.node))
        }
        if let options, inputView?.kind != .picker {
            found.add(error("'options' applies only to inputView: picker", at: options.key))
        }
        guard let inputView else { return }
        switch inputView.kind {
        case .picker:
            guard let options else {
                return found.add(error("inputView picker needs 'options', the list of its rows", at: inputView.node))
            }
            if let value, !value.text.isEmpty, !options.texts.contains(value.text) {
                found.add(error("'value' must be one of the picker's options or empty, found '\(Diagnostics.excerpt(value.text))'",
                                at: value.node))
            }
        case .datePicker:
            if let value, !value.text.isEmpty, PickerDate(text: value.text) == nil {
                found.add(error("'value' of a datePicker must be a date such as 'Jan 1, 2000' (years "
                    + "\(PickerDate.years.lowerBound) to \(PickerDate.years.upperBound)) or empty, "
                    + "found '\(Diagnostics.excerpt(value.text))'", at: value.node))
            }
        }
    }

    /// A `validate` pattern: a regular expression that compiles, with no group that repeats
    /// inside a repetition.
    private func pattern(_ node: FormNode) throws(FormError) -> String {
        let pattern = try text(node, for: FieldKey.validate.rawValue)
        do {
            _ = try Regex(pattern)
        } catch {
            throw self.error("'validate' is not a valid regular expression: \(error)", at: node)
        }
        if let offset = ValidationPattern.nestedRepetition(in: pattern) {
            let upToQuantifier = String(String.UnicodeScalarView(Array(pattern.unicodeScalars)[...offset]))
            throw self.error("'validate' repeats a group that already repeats inside it ('\(upToQuantifier)'): "
                + "matching can take exponential time; write it without the nesting (a+ for (a+)+)", at: node)
        }
        return pattern
    }
}
