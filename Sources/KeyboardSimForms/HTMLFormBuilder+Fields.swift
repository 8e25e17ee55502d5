import KeyboardSim

/// The `<input>` types that are text inputs kbsim can show, in the order messages list them.
private enum WebInputType: String, CaseIterable {
    case text, tel, url, email, password, search, number

    /// The keyboard Safari shows, per Apple's "Configuring the Keyboard for Web Views".
    var keyboardType: KeyboardType {
        switch self {
        case .text, .password: .default
        case .tel: .phonePad
        case .url: .url
        case .email: .emailAddress
        case .search: .webSearch
        case .number: .numbersAndPunctuation
        }
    }

    /// Addresses and passwords are never capitalized or corrected, whatever the page asks
    /// (HTML's autocapitalize and autocorrect rules), because either would corrupt them.
    var forbidsCapitalizationAndCorrection: Bool {
        self == .url || self == .email || self == .password
    }
}

/// `<input>` types that are buttons or carry no text: not fields, so they are passed over.
private let skippedInputTypes = ["hidden", "submit", "button", "reset", "image"]

/// The `pattern` values Apple's guide names as asking for the number pad.
private let digitPatterns: Set<String> = ["[0-9]*", #"\d*"#]

/// `autocorrect`'s keywords; the empty string (`<input autocorrect>`) means on, as in HTML.
private let autocorrectKeywords: KeyValuePairs<String, AutocorrectionType> = ["on": .yes, "off": .no]

/// `autocapitalize`'s keywords as HTML defines them.
private let autocapitalizeKeywords: KeyValuePairs<String, AutocapitalizationType> = [
    "on": .sentences, "off": .none, "none": .none, "sentences": .sentences, "words": .words,
    "characters": .allCharacters,
]

/// `<input>` and `<textarea>`: the field each gives, its keyboard and traits as Safari gives them.
extension HTMLFormBuilder {
    mutating func input(_ tag: HTMLTag) throws(FormError) {
        let typeAttribute = tag[attribute: "type"]
        let typeName = typeAttribute.map { HTMLText.asciiLowercased($0.value) } ?? ""
        let type: WebInputType
        if typeName.isEmpty {
            type = .text
        } else if let known = WebInputType(rawValue: typeName) {
            type = known
        } else if skippedInputTypes.contains(typeName) {
            // A hidden input is not labelable; buttons are, and take the wrapping label with them.
            if typeName != "hidden" { claimWrappingLabels(for: nil) }
            return
        } else {
            let supported = WebInputType.allCases.map(\.rawValue)
            var message = "unsupported input type '\(Diagnostics.excerpt(typeAttribute?.value ?? ""))'"
            if let suggestion = suggestion(for: typeName, among: supported + skippedInputTypes) {
                message += " (did you mean '\(suggestion)'?)"
            }
            let skipped = skippedInputTypes.dropLast().joined(separator: ", ") + " and " + (skippedInputTypes.last ?? "")
            message += " — supported: \(supported.joined(separator: ", ")) (\(skipped) are skipped)"
            throw error(message, at: typeAttribute?.position ?? tag.position)
        }

        guard var attributes = commonAttributes(of: tag, element: "<input>") else { return }
        attributes.traits.keyboardType = type.keyboardType
        attributes.traits.secureTextEntry = type == .password
        if type == .search { attributes.traits.returnKeyType = .search }
        if let pattern = tag[attribute: "pattern"], digitPatterns.contains(pattern.value) {
            attributes.traits.keyboardType = .numberPad
        }
        if type.forbidsCapitalizationAndCorrection {
            attributes.traits.autocapitalization = .none
            attributes.traits.autocorrection = .no
        }
        // A text input's value and placeholder lose their line breaks, as browsers strip them.
        let valueAttribute = tag[attribute: "value"]
        let value = HTMLText.strippingLineBreaks(valueAttribute?.value ?? "")
        try checkLength(of: value, against: attributes.maxLength, at: valueAttribute?.position ?? tag.position)
        let field = Field(
            name: attributes.name.value,
            placeholder: HTMLText.strippingLineBreaks(attributes.placeholder),
            traits: attributes.traits,
            maxLength: attributes.maxLength,
            value: value
        )
        try add(field, id: attributes.id, nameAttribute: attributes.name)
    }

    mutating func textArea(_ tag: HTMLTag, content: String, contentPosition: HTMLPosition) throws(FormError) {
        guard let attributes = commonAttributes(of: tag, element: "<textarea>") else { return }
        var rows: Int?
        if let rowsAttribute = tag[attribute: "rows"] {
            guard let number = Int(HTMLText.trimmingWhitespace(rowsAttribute.value)) else {
                throw error("'rows' must be a whole number, found '\(Diagnostics.excerpt(rowsAttribute.value))'", at: rowsAttribute.position)
            }
            // Browsers fall back to a default for a nonsensical row count rather than refuse it.
            rows = min(max(number, FormRules.rowsRange.lowerBound), FormRules.rowsRange.upperBound)
        }
        // A line break straight after <textarea> only lets the text start on its own line.
        let value = content.first == "\n" ? String(content.dropFirst()) : content
        try checkLength(of: value, against: attributes.maxLength, at: contentPosition)
        let field = Field(
            name: attributes.name.value,
            placeholder: attributes.placeholder,
            kind: .textView,
            rows: rows,
            traits: attributes.traits,
            maxLength: attributes.maxLength,
            value: value
        )
        try add(field, id: attributes.id, nameAttribute: attributes.name)
    }

    /// What `<input>` and `<textarea>` read alike.
    private struct CommonAttributes {
        var name: HTMLAttribute
        var id: String?
        var placeholder: String
        var maxLength: Int?
        var traits: TextInputTraits
    }

    /// Reads the attributes both fields share; nil when one is refused, each refusal added to
    /// `found` in the order written.
    private func commonAttributes(of tag: HTMLTag, element: String) -> CommonAttributes? {
        var name: HTMLAttribute?
        var id: HTMLAttribute?
        var placeholder = ""
        var maxLength: Int?
        var traits = TextInputTraits()
        var refused: [FormError] = []
        traits.autocorrection = formDefaults?.autocorrection ?? traits.autocorrection
        traits.autocapitalization = formDefaults?.autocapitalization ?? traits.autocapitalization
        for attribute in tag.attributes {
            switch attribute.name {
            case "name" where !attribute.value.isEmpty:
                name = attribute
            case "id" where !attribute.value.isEmpty:
                id = attribute
            case "placeholder":
                placeholder = attribute.value
            case "maxlength":
                let digits = HTMLText.trimmingWhitespace(attribute.value)
                guard digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(digits), number >= 1 else {
                    refused.append(error(
                        "'maxlength' must be a whole number of at least 1, found '\(Diagnostics.excerpt(attribute.value))'",
                        at: attribute.position
                    ))
                    continue
                }
                maxLength = number
            case "autocorrect":
                do throws(FormError) { traits.autocorrection = try autocorrection(attribute) } catch { refused.append(error) }
            case "autocapitalize":
                do throws(FormError) { traits.autocapitalization = try autocapitalization(attribute) } catch { refused.append(error) }
            default:
                break
            }
        }
        // An empty name is no name, as in a browser's form data; the id stands in for it.
        if let nameAttribute = name ?? id, let problem = FormRules.fieldNameProblem(nameAttribute.value) {
            refused.append(error(problem, at: nameAttribute.position))
        } else if name ?? id == nil {
            refused.append(error("this \(element) has no name or id — tapes refer to fields by name", at: tag.position))
        }
        // Every refused attribute is reported; the element is then left out.
        guard refused.isEmpty, let nameAttribute = name ?? id else {
            for problem in refused { found.add(problem) }
            return nil
        }
        return CommonAttributes(
            name: nameAttribute, id: id?.value, placeholder: placeholder, maxLength: maxLength, traits: traits
        )
    }

    mutating func add(_ field: Field, id: String?, nameAttribute: HTMLAttribute) throws(FormError) {
        if let first = fieldIndexes[field.name].map({ fields[$0] }) {
            throw error(
                "duplicate field name '\(Diagnostics.excerpt(field.name))' (first used at \(first.nameAttribute.position))",
                at: nameAttribute.position
            )
        }
        fieldIndexes[field.name] = fields.count
        fields.append(PendingField(field: field, id: id, nameAttribute: nameAttribute))
        claimWrappingLabels(for: fields.count - 1)
    }

    /// Gives every open `<label>` without `for` that has no control yet the element just read.
    mutating func claimWrappingLabels(for field: Int?) {
        for index in openLabels.indices where openLabels[index].target == nil && !openLabels[index].hasControl {
            openLabels[index].hasControl = true
            openLabels[index].wrappedField = field
        }
    }

    private func checkLength(of value: String, against maxLength: Int?, at position: HTMLPosition) throws(FormError) {
        if let maxLength, value.count > maxLength {
            throw error("'value' has \(value.count) characters, more than maxlength \(maxLength)", at: position)
        }
    }

    // MARK: Keywords

    func autocorrection(_ attribute: HTMLAttribute) throws(FormError) -> AutocorrectionType {
        attribute.value.isEmpty ? .yes : try keyword(attribute, among: autocorrectKeywords)
    }

    func autocapitalization(_ attribute: HTMLAttribute) throws(FormError) -> AutocapitalizationType {
        try keyword(attribute, among: autocapitalizeKeywords)
    }

    /// The meaning of an enumerated attribute, whose keywords HTML matches case-insensitively.
    private func keyword<Value>(
        _ attribute: HTMLAttribute, among keywords: KeyValuePairs<String, Value>
    ) throws(FormError) -> Value {
        let word = HTMLText.asciiLowercased(attribute.value)
        if let match = keywords.first(where: { $0.key == word }) { return match.value }
        let valid = keywords.map(\.key)
        let message = Diagnostics.unknown(attribute.name, attribute.value, suggestion: suggestion(for: word, among: valid),
                                          listName: "valid", valid: valid)
        throw error(message, at: attribute.position)
    }

    /// A did-you-mean, except for words under three letters: those are a typo away from every
    /// short keyword, so `autocorrect="no"` would be told it meant `on`.
    private func suggestion(for word: String, among candidates: [String]) -> String? {
        word.count < 3 ? nil : NameSuggestion.closest(to: word, among: candidates)
    }
}
