import KeyboardSim

/// One row of a key map: the inputs, what they do, and how the keys reference and the help line name them.
package struct KeyBinding: Hashable, Sendable {
    /// An input a binding answers to.
    package enum Input: Hashable, Sendable {
        /// One key.
        case key(KeyPress)
        /// Any printable character that no other binding names.
        case anyCharacter
        /// A click of the mouse.
        case click
        /// A turn of the mouse wheel.
        case wheel
    }

    /// A binding's entry on the help line: `label text`, e.g. "^R rotate".
    package struct HelpEntry: Hashable, Sendable {
        /// The keys, as the help line spells them.
        package var label: String
        /// The keys in fewer columns, for when the whole line would not fit.
        package var shortLabel: String
        /// What they do, in a word or two.
        package var text: String
        /// Whether the entry shows only when the globe key has somewhere to go.
        package var needsSeveralInputMethods: Bool
        /// Whether the entry gives way when even the short labels do not fit (the help lists it).
        package var onlyWhenRoom: Bool
        /// Whether the entry names a key the lesson asks for: it stays while others give way (`KeyMap.asking`).
        package var isAsked = false

        /// Creates an entry.
        package init(_ label: String, short shortLabel: String? = nil, _ text: String, needsSeveralInputMethods: Bool = false,
                    onlyWhenRoom: Bool = false) {
            self.label = label
            self.shortLabel = shortLabel ?? label
            self.text = text
            self.needsSeveralInputMethods = needsSeveralInputMethods
            self.onlyWhenRoom = onlyWhenRoom
        }
    }

    /// The keys as the keys reference (docs/reference/keys-and-mouse.md) names them.
    package var keys: String
    /// Each key of `keys` on its own: "F5, Ctrl-S" is ["F5", "Ctrl-S"].
    package var keyNames: [String] {
        keys.split(separator: "," as Character).map { String($0.drop { $0 == " " }) }
    }
    /// The inputs that trigger the binding.
    package var inputs: [Input]
    /// What they do.
    package var action: SessionAction
    /// What they do, as the keys reference says it.
    package var summary: String
    /// The binding's entry on the help line, if it has one.
    package var help: HelpEntry?
    /// Whether the binding holds only while no field is being edited (a printable key that a
    /// focused field would type).
    package var onlyWithoutFocus: Bool

    /// Creates a binding.
    package init(_ keys: String, _ inputs: [Input], _ action: SessionAction, _ summary: String, help: HelpEntry? = nil,
                onlyWithoutFocus: Bool = false) {
        self.keys = keys
        self.inputs = inputs
        self.action = action
        self.summary = summary
        self.help = help
        self.onlyWithoutFocus = onlyWithoutFocus
    }
}
