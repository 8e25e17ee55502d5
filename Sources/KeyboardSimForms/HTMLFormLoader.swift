import KeyboardSim
/// Reads a small HTML page into a `Form`, giving each `<input>` and `<textarea>` the keyboard and
/// traits iOS Safari gives it.
///
/// Like `FormLoader`, it is pure: the caller hands over the page's text and its path, which only
/// names the file in errors. It reads a tolerant subset of HTML, much as a browser does, and
/// refuses what kbsim cannot show with a `FormError` at the 1-based line and column of the
/// offending tag or attribute (columns count Unicode scalars). `parse` throws the first error,
/// reading from the top; `parseReportingAllErrors` goes on past every refused element and
/// attribute (the element is left out) and throws them all — except the tokenizer's, a tag or
/// comment never closed, after which nothing reads as the page meant.
///
/// What it understands:
/// - The title is the text of `<title>`, or else of the first `<h1>`, or else — as a browser's tab
///   shows it — the file's name without its extension (`stdin` for standard input).
/// - `<input>` with `type` text (the default), tel, url, email, password, search or number, each
///   with the keyboard Apple's web-view guide gives it; `pattern="[0-9]*"` or `pattern="\d*"` asks
///   for the number pad whatever the type. Types that are not text inputs (hidden, submit, button,
///   reset, image) are skipped; any other type is refused.
/// - `<textarea>` becomes a text view; `rows` is clamped to 1...20 and its text is the value, with
///   the one leading line break browsers drop.
/// - `name` (or else `id`) names the field; it is required, must be an identifier, as tapes name
///   fields unquoted, and must be unique. `placeholder`, `value` and `maxlength` carry over;
///   `autocorrect` and `autocapitalize` set the traits, on the field or inherited from `<form>`.
///   Other attributes (`required`, any other `pattern`, …) are ignored.
/// - `<label for=…>` labels the field with that id (or else name); a `<label>` wrapping an input
///   labels it. A field without a label is labelled with its name.
/// - Every other element is walked through; comments, `<!DOCTYPE>`, `<script>` and `<style>` are
///   skipped; character references are decoded in text and attribute values.
/// - Within `FormLimits`: at most 512 KiB, and at most 32 `<label>` elements open at once.
package enum HTMLFormLoader {
    /// Parses the HTML page at `path`, which is used only to name the file in errors.
    package static func parse(_ source: String, path: String) throws(FormError) -> Form {
        do {
            return try parseReportingAllErrors(source, path: path)
        } catch {
            throw error.first
        }
    }

    /// Parses as `parse` does, but throws every error it finds (see the type's comment).
    package static func parseReportingAllErrors(_ source: String, path: String) throws(InputFileErrors) -> Form {
        let tokens: [HTMLToken]
        do throws(FormError) {
            try FormLimits.checkSize(of: source, path: path)
            tokens = try HTMLTokenizer.tokens(in: Diagnostics.droppingByteOrderMark(source), path: path)
        } catch {
            throw InputFileErrors(error)
        }
        var builder = HTMLFormBuilder(path: path)
        let found = builder.found
        for token in tokens {
            found.collecting { () throws(FormError) in try builder.take(token) }
        }
        let form = builder.form()
        try found.throwIfAny()
        return form
    }
}

// MARK: - Vocabulary

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

/// Elements a `<label>` can label. A wrapping label labels the first one inside it, so a label
/// around a button labels the button, not a text input after it.
private let otherLabelableElements: Set<String> = ["button", "select", "meter", "output", "progress"]

// MARK: - Building the form

/// A field as read so far: its label can still arrive from a `<label>` later in the page.
private struct PendingField {
    var field: Field
    let id: String?
    /// The attribute that gave the name, for "first used at" in duplicate-name errors.
    let nameAttribute: HTMLAttribute
    var label: String?
}

/// A `<label>` element: what it points at and the text inside it.
private struct LabelElement {
    /// Where the label opens among the page's labels, since nested ones close in reverse.
    let order: Int
    /// The `for` attribute's value, if it has one.
    let target: String?
    var text = ""
    /// Whether a labelable element inside it has been seen: only the first one is labelled.
    var hasControl = false
    /// The field the label wraps, when its first labelable element is a field.
    var wrappedField: Int?
}

/// The `autocorrect` and `autocapitalize` of a `<form>`, which its fields inherit.
private struct FormDefaults {
    var autocorrection: AutocorrectionType?
    var autocapitalization: AutocapitalizationType?
}

/// Walks the tokens of a page in order and builds the form.
private struct HTMLFormBuilder {
    let path: String
    /// The errors found so far; a refused element is left out and the page read on.
    let found = ErrorCollector()
    private var title: String?
    /// The text of the first `<h1>` while it is open, then when it has closed.
    private var headingText: String?
    private var headingClosed = false
    private var fields: [PendingField] = []
    /// Each field's index by name, for the duplicate check (a page may hold thousands of fields).
    private var fieldIndexes: [String: Int] = [:]
    private var openLabels: [LabelElement] = []
    private var closedLabels: [LabelElement] = []
    private var formDefaults: FormDefaults?

    init(path: String) {
        self.path = path
    }

    mutating func take(_ token: HTMLToken) throws(FormError) {
        switch token {
        case .startTag(let tag):
            try startTag(tag)
        case .endTag(let name):
            endTag(name)
        case .text(let text):
            for index in openLabels.indices { openLabels[index].text += text }
            if !headingClosed, headingText != nil { headingText? += text }
        case let .textElement(tag, content, contentPosition):
            if tag.name == "title", title == nil {
                title = collapsingWhitespace(content)
            } else if tag.name == "textarea" {
                try textArea(tag, content: content, contentPosition: contentPosition)
            }
        }
    }

    private mutating func startTag(_ tag: HTMLTag) throws(FormError) {
        switch tag.name {
        case "input":
            try input(tag)
        case "label":
            // Every open label collects the text that follows, so their number bounds the work.
            guard openLabels.count < FormLimits.maxOpenLabels else {
                throw error(
                    "more than \(FormLimits.maxOpenLabels) <label> elements are open here — close each with </label>",
                    at: tag.position
                )
            }
            let order = closedLabels.count + openLabels.count
            openLabels.append(LabelElement(order: order, target: tag[attribute: "for"]?.value))
        case "h1" where headingText == nil:
            headingText = ""
        case "form" where formDefaults == nil:
            // HTML ignores a <form> inside another, so only the outer one's defaults count.
            formDefaults = FormDefaults(
                autocorrection: try tag[attribute: "autocorrect"].map(autocorrection),
                autocapitalization: try tag[attribute: "autocapitalize"].map(autocapitalization)
            )
        case let name where otherLabelableElements.contains(name):
            claimWrappingLabels(for: nil)
        default:
            break
        }
    }

    private mutating func endTag(_ name: String) {
        switch name {
        case "label":
            if let label = openLabels.popLast() { closedLabels.append(label) }
        case "h1" where headingText != nil:
            headingClosed = true
        case "form":
            formDefaults = nil
        default:
            break
        }
    }

    // MARK: Fields

    private mutating func input(_ tag: HTMLTag) throws(FormError) {
        let typeAttribute = tag[attribute: "type"]
        let typeName = typeAttribute.map { asciiLowercased($0.value) } ?? ""
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
        let value = strippingLineBreaks(valueAttribute?.value ?? "")
        try checkLength(of: value, against: attributes.maxLength, at: valueAttribute?.position ?? tag.position)
        let field = Field(
            name: attributes.name.value,
            placeholder: strippingLineBreaks(attributes.placeholder),
            traits: attributes.traits,
            maxLength: attributes.maxLength,
            value: value
        )
        try add(field, id: attributes.id, nameAttribute: attributes.name)
    }

    private mutating func textArea(_ tag: HTMLTag, content: String, contentPosition: HTMLPosition) throws(FormError) {
        guard let attributes = commonAttributes(of: tag, element: "<textarea>") else { return }
        var rows: Int?
        if let rowsAttribute = tag[attribute: "rows"] {
            guard let number = Int(trimmingWhitespace(rowsAttribute.value)) else {
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
                let digits = trimmingWhitespace(attribute.value)
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

    private mutating func add(_ field: Field, id: String?, nameAttribute: HTMLAttribute) throws(FormError) {
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
    private mutating func claimWrappingLabels(for field: Int?) {
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

    private func autocorrection(_ attribute: HTMLAttribute) throws(FormError) -> AutocorrectionType {
        attribute.value.isEmpty ? .yes : try keyword(attribute, among: autocorrectKeywords)
    }

    private func autocapitalization(_ attribute: HTMLAttribute) throws(FormError) -> AutocapitalizationType {
        try keyword(attribute, among: autocapitalizeKeywords)
    }

    /// The meaning of an enumerated attribute, whose keywords HTML matches case-insensitively.
    private func keyword<Value>(
        _ attribute: HTMLAttribute, among keywords: KeyValuePairs<String, Value>
    ) throws(FormError) -> Value {
        let word = asciiLowercased(attribute.value)
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

    // MARK: The form

    /// The form the page holds; a page without fields adds its error to `found`.
    func form() -> Form {
        let title = [title, headingText].compactMap({ $0.map(collapsingWhitespace) }).first(where: { !isBlank($0) })
            ?? Self.fileTitle(of: path)
        if fields.isEmpty, found.errors.isEmpty {
            found.add(FormError(path: path, line: 1, column: 1, message: "the page has no <input> or <textarea> kbsim can show"))
        }
        var labelled = fields
        // The first field with each id, looked up once per label.
        var idIndexes: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            if let id = field.id, idIndexes[id] == nil { idIndexes[id] = index }
        }
        // A label still open at the end of the page runs to the end, as in a browser. The first
        // label that names a field wins, as it comes first in the page.
        for label in (closedLabels + openLabels).sorted(by: { $0.order < $1.order }) {
            let text = collapsingWhitespace(label.text)
            guard !isBlank(text), let index = field(labelledBy: label, ids: idIndexes),
                  labelled[index].label == nil else { continue }
            labelled[index].label = text
        }
        return Form(title: title, fields: labelled.map { pending in
            var field = pending.field
            field.label = pending.label ?? field.name
            return field
        })
    }

    /// What a browser's tab shows for a page without a title: its file's name, without the
    /// folders or the extension (`<stdin>`, standard input's name in messages, is `stdin`).
    static func fileTitle(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix("<"), name.hasSuffix(">"), name.count > 2 { return String(name.dropFirst().dropLast()) }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The field a label names with `for` (an id, or else a name), or the one it wraps.
    private func field(labelledBy label: LabelElement, ids: [String: Int]) -> Int? {
        guard let target = label.target else { return label.wrappedField }
        return ids[target] ?? fieldIndexes[target]
    }

    private func error(_ message: String, at position: HTMLPosition) -> FormError {
        FormError(path: path, line: position.line, column: position.column, message: message)
    }
}

// MARK: - Text helpers

/// Runs of HTML whitespace become one space and the ends are trimmed, as a browser renders text.
/// Unicode's other line separators go too, so that a title or label always fits on one line.
private func collapsingWhitespace(_ text: String) -> String {
    let separators: Set<Unicode.Scalar> = ["\u{0B}", "\u{85}", "\u{2028}", "\u{2029}"]
    return text.unicodeScalars.split { $0.isHTMLWhitespace || separators.contains($0) }
        .map { String(String.UnicodeScalarView($0)) }
        .joined(separator: " ")
}

/// The text without CR and LF, as browsers sanitize a text input's value: `&#13;` included.
private func strippingLineBreaks(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
}

private func trimmingWhitespace(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isHTMLWhitespace }),
          let last = scalars.lastIndex(where: { !$0.isHTMLWhitespace }) else { return "" }
    return String(scalars[first...last])
}

/// Blank in the user's eyes: nothing but spaces of any kind, `&nbsp;` included.
private func isBlank(_ text: String) -> Bool {
    text.allSatisfy(\.isWhitespace)
}

private func asciiLowercased(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map(\.asciiLowercased)))
}
