/// One key of the on-screen keyboard.
public struct Key: Hashable, Sendable {
    /// What pressing the key does.
    public enum Action: Hashable, Sendable {
        /// Types this text (shifted to upper case when Shift is on).
        case insert(String)
        case shift, deleteBackward, returnKey
        /// Switches to another plane of the layout.
        case plane(KeyboardPlane)
    }

    /// The name tapes use (`Tap key "q"`, `Tap key "return"`): the label for letters, a word otherwise.
    public var name: String
    public var action: Action
    /// Cells the key occupies, its padding included.
    public var width: Int

    /// Creates a key.
    public init(name: String, action: Action, width: Int = 3) {
        self.name = name
        self.action = action
        self.width = width
    }
}

/// A set of keys shown at once: letters, or numbers and punctuation.
public enum KeyboardPlane: String, CaseIterable, Sendable {
    case letters, numbers
}
