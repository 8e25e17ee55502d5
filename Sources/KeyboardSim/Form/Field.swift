/// One input of a form: a single-line text field or a multi-line text view.
package struct Field: Hashable, Sendable {
    /// UITextField or UITextView.
    package enum Kind: String, CaseIterable, Sendable {
        case textField, textView
    }

    /// Unique within its form; tapes and transcripts refer to the field by it.
    package var name: String
    /// The label shown above the input.
    package var label: String
    /// The grey text shown while the field is empty.
    package var placeholder: String
    /// A one-line text field or a multi-line text view.
    package var kind: Kind
    /// Visible text rows; always 1 for a text field.
    package var rows: Int
    /// UITextInputTraits: keyboard type, Return key, autocapitalization and the rest.
    package var traits: TextInputTraits
    /// The most characters (grapheme clusters) the field accepts, if limited.
    package var maxLength: Int?
    /// A regular expression the text must match before editing may end.
    package var validate: String?
    /// Text the field holds when the form opens.
    package var value: String
    /// Whether the keyboard carries an input accessory toolbar (Previous / Next / Done) for this field.
    package var toolbar: Bool
    /// Whether that toolbar is the field's own instance (`toolbar:` on the field in a form file)
    /// rather than the one instance the form's fields share (`toolbar:` at the top): from iOS 11,
    /// focus moving between two different instances re-posts the show sequence.
    package var ownsToolbar: Bool
    /// What takes the keyboard's place while the field is edited: a date picker, a picker of
    /// `options`, or nil for the keyboard of its traits.
    package var inputView: InputViewKind?
    /// The rows of a `picker` input view's wheel, top to bottom (empty for any other field).
    package var options: [String]
    /// The header of the section this field begins (`section:`; "" for a section without one),
    /// nil when it goes on in the section before: a table's sections, or a form's headed groups.
    package var section: String?
    /// Whether this is the text view of the form's input bar (`InputBar`), which lives in the bar, not the scroll view.
    package var isInputBar = false

    /// Creates a field; only the name is required.
    package init(
        name: String,
        label: String? = nil,
        placeholder: String = "",
        kind: Kind = .textField,
        rows: Int? = nil,
        traits: TextInputTraits = TextInputTraits(),
        maxLength: Int? = nil,
        validate: String? = nil,
        value: String = "",
        toolbar: Bool = false,
        ownsToolbar: Bool = false,
        inputView: InputViewKind? = nil,
        options: [String] = []
    ) {
        self.name = name
        self.label = label ?? name
        self.placeholder = placeholder
        self.kind = kind
        self.rows = kind == .textField ? 1 : max(1, rows ?? 3)
        self.traits = traits
        self.maxLength = maxLength
        self.validate = validate
        self.value = value
        self.toolbar = toolbar
        self.ownsToolbar = toolbar && ownsToolbar
        self.inputView = inputView
        self.options = options
    }
}
