import KeyboardSim

/// Elements a `<label>` can label. A wrapping label labels the first one inside it, so a label
/// around a button labels the button, not a text input after it.
private let otherLabelableElements: Set<String> = ["button", "select", "meter", "output", "progress"]

/// A field as read so far: its label can still arrive from a `<label>` later in the page.
struct PendingField {
    var field: Field
    let id: String?
    /// The attribute that gave the name, for "first used at" in duplicate-name errors.
    let nameAttribute: HTMLAttribute
    var label: String?
}

/// A `<label>` element: what it points at and the text inside it.
struct LabelElement {
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
struct FormDefaults {
    var autocorrection: AutocorrectionType?
    var autocapitalization: AutocapitalizationType?
}

/// Walks the tokens of a page in order and builds the form.
struct HTMLFormBuilder {
    let path: String
    /// The errors found so far; a refused element is left out and the page read on.
    let found = ErrorCollector()
    private var title: String?
    /// The text of the first `<h1>` while it is open, then when it has closed.
    private var headingText: String?
    private var headingClosed = false
    var fields: [PendingField] = []
    /// Each field's index by name, for the duplicate check (a page may hold thousands of fields).
    var fieldIndexes: [String: Int] = [:]
    var openLabels: [LabelElement] = []
    private var closedLabels: [LabelElement] = []
    var formDefaults: FormDefaults?

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
                title = HTMLText.collapsingWhitespace(content)
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

    // MARK: The form

    /// The form the page holds; a page without fields adds its error to `found`.
    func form() -> Form {
        let title = [title, headingText].compactMap({ $0.map(HTMLText.collapsingWhitespace) }).first(where: { !HTMLText.isBlank($0) })
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
            let text = HTMLText.collapsingWhitespace(label.text)
            guard !HTMLText.isBlank(text), let index = field(labelledBy: label, ids: idIndexes),
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

    func error(_ message: String, at position: HTMLPosition) -> FormError {
        FormError(path: path, line: position.line, column: position.column, message: message)
    }
}
