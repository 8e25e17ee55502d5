/// A chat screen's input bar (`inputBar: {name, placeholder, rows}` in a form): the app's view
/// that holds a growing text view, at the bottom of the safe area while the keyboard is down, and
/// on the keyboard's top while it is up if the app's strategy keeps it there. Its text view is the
/// form's last field, named as the bar is: tapped, typed into and judged (`Expect visible NAME`) like any.
package struct InputBar: Hashable, Sendable {
    /// The name of the bar's text view, unique among the fields'.
    package var name: String
    /// The grey text shown while it is empty.
    package var placeholder: String
    /// The most rows the text view grows to before it scrolls inside.
    package var rows: Int

    /// The rows the bar takes besides its text view's: the rule along its top.
    package static let ruleRows = 1

    /// Creates an input bar whose text view grows to `rows`.
    package init(name: String, placeholder: String = "", rows: Int = 4) {
        self.name = name
        self.placeholder = placeholder
        self.rows = max(1, rows)
    }

    /// The bar's text view, as the form's fields hold it.
    package var field: Field {
        var field = Field(name: name, label: "", placeholder: placeholder, kind: .textView, rows: rows,
                          traits: TextInputTraits(autocapitalization: .sentences))
        field.isInputBar = true
        return field
    }
}

/// One message of a chat screen's list (`content: messages`): read-only rows in the scroll view.
package struct ChatMessage: Hashable, Sendable {
    /// What it says.
    package var text: String
    /// Whether the user sent it (drawn on the right) rather than received it (on the left).
    package var outgoing: Bool

    /// A message saying `text`.
    package init(_ text: String, outgoing: Bool) {
        self.text = text
        self.outgoing = outgoing
    }

    /// The messages a form's `messages: {count, lengths}` makes: `count` of them, the lengths
    /// taken in turn (whole words, as near the length as they come), every third one sent, each
    /// saying its number first.
    package static func generated(count: Int, lengths: [Int]) -> [ChatMessage] {
        let words = "the keyboard slides up over the list and the bar rides on it while the last message stays in sight".split(separator: " ")
        return (0..<max(0, count)).map { index in
            let length = max(1, lengths.isEmpty ? 24 : lengths[index % lengths.count])
            var text = "\(index + 1)."
            var word = index
            while text.count + 1 + words[word % words.count].count <= length {
                text += " " + words[word % words.count]
                word += 1
            }
            return ChatMessage(text, outgoing: index % 3 == 2)
        }
    }
}
