/// The values of a form's fields, in form order: what kbsim hands back when a session ends.
package struct FieldValues: Hashable, Sendable {
    /// Every field's name and value, in the form's order.
    package var pairs: [Pair]

    /// One field's name and text.
    package struct Pair: Hashable, Sendable {
        /// The field's name.
        package var name: String
        /// The field's text.
        package var value: String
    }

    /// Creates the values from (name, text) pairs.
    package init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs.map { Pair(name: $0.name, value: $0.value) }
    }

    /// The text of the field called `name`.
    package subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// A JSON object of name to text, keys in form order, ending with a newline.
    package var json: String {
        let members = pairs.map { "  \(JSONText.quote($0.name)): \(JSONText.quote($0.value))" }
        return members.isEmpty ? "{}\n" : "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }
}
