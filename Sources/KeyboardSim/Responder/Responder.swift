/// The first responder: which field is being edited, and the field that last refused to end
/// editing. The simulator decides when focus moves; this part decides whether a field may go.
package struct Responder: Hashable, Sendable {
    /// A field that refused to end editing, and why.
    package struct ValidationFailure: Hashable, Sendable {
        /// The field's index in the form.
        package var field: Int
        /// What is wrong ("does not match ^[0-9]{6}$").
        package var message: String
    }

    /// The first responder, if a field is being edited.
    package internal(set) var focusedIndex: Int?
    /// The field that refused to end editing, and why (its text does not match `validate`).
    package internal(set) var validationFailure: ValidationFailure?

    /// No field is being edited.
    package init() {}

    /// textFieldShouldBeginEditing: every field may become first responder.
    package static func shouldBeginEditing(_ field: Field) -> Bool { true }

    /// textFieldShouldEndEditing: a field with `validate` refuses to end editing while its text
    /// is not empty and does not match (an empty field may always be left, so optional stays optional).
    package static func shouldEndEditing(_ field: Field, text: String) -> Bool {
        guard let pattern = field.validate, !text.isEmpty, let regex = try? Regex(pattern) else { return true }
        return (try? regex.firstMatch(in: text)) != nil
    }

    /// Whether focus may move from the current field (to anywhere); records why not.
    mutating func mayLeave(_ form: Form, texts: [TextBuffer]) -> Bool {
        guard let current = focusedIndex else { return true }
        let field = form.fields[current]
        guard Self.shouldEndEditing(field, text: texts[current].text) else {
            validationFailure = ValidationFailure(field: current, message: "does not match \(field.validate ?? "")")
            return false
        }
        return true
    }
}
