import KeyboardSim

/// The keys of a chat screen: `inputBar: {name, placeholder, rows}`, `content: messages` and
/// `messages: {count, lengths}`.
extension FormReader {
    /// `inputBar: {name: message, placeholder: iMessage, rows: 4}`: the name required (an identifier,
    /// as a field's), the placeholder one line, `rows` the most its text view grows to (1 to 10,
    /// default 4); `kind: textView` is accepted, as the bar's text input is one. Bad keys are collected in `found`.
    func inputBar(_ node: FormNode, found: ErrorCollector) throws(FormError) -> (bar: InputBar, node: FormNode)? {
        guard case .mapping(let mapping) = node.content else {
            throw error("'inputBar' must be a mapping such as {name: message, placeholder: iMessage}, found \(describe(node))", at: node)
        }
        var name: (text: String, node: FormNode)?
        var placeholder = ""
        var rows = 4
        let errorsBefore = found.errors.count
        for entry in mapping {
            found.collecting { () throws(FormError) in
                switch try key(entry.key, as: InputBarKey.self, called: "inputBar key") {
                case .name:
                    let text = try self.text(entry.value, for: "inputBar name")
                    if let problem = FormRules.fieldNameProblem(text) { throw error(problem, at: entry.value) }
                    name = (text, entry.value)
                case .placeholder:
                    placeholder = try singleLine(try text(entry.value, for: "inputBar placeholder"), for: "inputBar placeholder", at: entry.value)
                case .rows:
                    rows = try wholeNumber(entry.value, for: "rows", in: 1...10)
                case .kind:
                    let kind = try choice(entry.value, for: "kind") as Field.Kind
                    guard kind == .textView else { throw error("an input bar's text input is a textView", at: entry.value) }
                }
            }
        }
        guard found.errors.count == errorsBefore else { return nil }
        guard let name else { throw error("the inputBar is missing 'name'", at: node) }
        return (InputBar(name: name.text, placeholder: placeholder, rows: rows), name.node)
    }

    /// `messages: {count: 30, lengths: [12, 40, 7]}`: how many messages the list starts with (0 to
    /// 10,000) and their lengths in characters, taken in turn (1 to 1,000 each; default 24).
    func messages(_ node: FormNode, found: ErrorCollector) throws(FormError) -> [ChatMessage] {
        guard case .mapping(let mapping) = node.content else {
            throw error("'messages' must be a mapping such as {count: 30, lengths: [12, 40]}, found \(describe(node))", at: node)
        }
        var count = 0
        var lengths: [Int] = []
        for entry in mapping {
            found.collecting { () throws(FormError) in
                switch try key(entry.key, as: MessagesKey.self, called: "messages key") {
                case .count:
                    count = try wholeNumber(entry.value, for: "count", in: 0...10_000)
                case .lengths:
                    guard case .sequence(let items) = entry.value.content, !items.isEmpty else {
                        throw error("'lengths' must be a list of whole numbers such as [12, 40]", at: entry.value)
                    }
                    var read: [Int] = []
                    for item in items { read.append(try wholeNumber(item, for: "a length", in: 1...1000)) }
                    lengths = read
                }
            }
        }
        return ChatMessage.generated(count: count, lengths: lengths)
    }
}

/// The keys an `inputBar` mapping may hold.
enum InputBarKey: String, CaseIterable {
    case name, placeholder, rows, kind
}

/// The keys a `messages` mapping may hold.
enum MessagesKey: String, CaseIterable {
    case count, lengths
}

/// What the scroll view holds (`content:`): the form's fields, or a chat's messages.
enum ContentKind: String, CaseIterable {
    case fields, messages
}
