/// One key of the on-screen keyboard, or of the bars above it (accessory toolbar, candidates).
public struct Key: Hashable, Sendable {
    /// What pressing the key does.
    public enum Action: Hashable, Sendable {
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
        /// An empty place that keeps a pad's grid (the blank left of a number pad's 0).
        case none
    }

    /// The buttons of the input accessory toolbar apps add above number pads.
    public enum ToolbarButton: String, Hashable, Sendable, CaseIterable {
        case previous = "Previous", next = "Next", done = "Done"
    }

    /// The name tapes use (`Tap key "q"`, `Tap key "return"`): the label for characters, a word otherwise.
    public var name: String
    public var action: Action
    /// Cells the key occupies, its padding included; 0 stretches to share what its row leaves.
    public var width: Int
    /// Small print beside the label: the letters on a phone pad's digits ("ABC" on 2).
    public var caption: String

    /// Creates a key.
    public init(name: String, action: Action, width: Int = 3, caption: String = "") {
        self.name = name
        self.action = action
        self.width = width
        self.caption = caption
    }

    /// A key that types `text` and is named after it.
    public static func character(_ text: String, width: Int = 3) -> Key {
        Key(name: text, action: .insert(text), width: width)
    }

    /// Whether the key types a character (letters, digits, punctuation; not the space bar).
    public var isCharacter: Bool {
        if case .insert = action, name != "space" { return true }
        return false
    }
}

/// A set of keys shown at once. Letter keyboards have three (letters, numbers and punctuation,
/// symbols); a number pad has one; a phone pad two (digits, and `+*#`).
public enum KeyboardPlane: String, CaseIterable, Sendable {
    case letters, numbers, symbols
}
