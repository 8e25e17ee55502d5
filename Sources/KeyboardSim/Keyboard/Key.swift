/// One key of the on-screen keyboard, or of the bars above it (accessory toolbar, candidates).
package struct Key: Hashable, Sendable {
    /// What pressing the key does.
    package enum Action: Hashable, Sendable {
        /// Types this text (shifted to upper case when Shift is on).
        case insert(String)
        case shift, deleteBackward, returnKey
        /// Switches to another plane of the layout.
        case plane(KeyboardPlane)
        /// The globe key: the next input method.
        case nextInputMethod
        /// A button of the input accessory toolbar.
        case toolbar(ToolbarButton)
        /// A conversion candidate of the candidate bar, by its place in the list.
        case candidate(Int)
        /// Nothing: room in a row that no key takes (see `spacer`).
        case none
    }

    /// The buttons of the input accessory toolbar apps add above number pads.
    package enum ToolbarButton: String, Hashable, Sendable, CaseIterable {
        case previous = "Previous", next = "Next", done = "Done"
    }

    /// The name tapes use (`Tap key "q"`, `Tap key "return"`): the label for characters, a word otherwise.
    package var name: String
    /// What pressing the key does.
    package var action: Action
    /// The key's share of its row, in letter keys (the pitch of a letter and its gap): 1 for a
    /// letter, 1.25 for Shift, 2.5 for Return; 0 stretches to take what its row leaves, as the
    /// space bar does.
    package var slots: Double
    /// The fewest columns the key's cap may have: its widest label, and any padding it keeps.
    package var minimumWidth: Int
    /// Small print under or beside the label: the letters on a pad's digits ("ABC" on 2).
    package var caption: String

    /// Creates a key.
    package init(name: String, action: Action, slots: Double = 1, minimumWidth: Int = 1, caption: String = "") {
        self.name = name
        self.action = action
        self.slots = slots
        self.minimumWidth = minimumWidth
        self.caption = caption
    }

    /// A key that types `text` and is named after it.
    package static func character(_ text: String, slots: Double = 1) -> Key {
        Key(name: text, action: .insert(text), slots: slots, minimumWidth: CellWidth.of(text))
    }

    /// Room between keys that no key takes: a tap there hits nothing (the blank left of a
    /// number pad's 0, the space between Shift and the letters).
    package static func spacer(slots: Double = 1) -> Key {
        Key(name: "", action: .none, slots: slots, minimumWidth: 0)
    }

    /// Whether the key is only room in its row, never placed nor tapped.
    package var isSpacer: Bool { action == .none }

    /// Whether the key types a character (letters, digits, punctuation; not the space bar).
    package var isCharacter: Bool {
        if case .insert = action, name != "space" { return true }
        return false
    }
}

/// A set of keys shown at once. Letter keyboards have three (letters, numbers and punctuation,
/// symbols); a number pad has one; a phone pad two (digits, and `+*#`).
package enum KeyboardPlane: String, CaseIterable, Sendable {
    case letters, numbers, symbols
}
