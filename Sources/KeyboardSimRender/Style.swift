/// How a cell is drawn: a palette colour pair and text attributes.
public struct Style: Hashable, Sendable {
    /// The colours kbsim uses; the terminal maps each to a curses colour pair.
    public enum Color: Int, CaseIterable, Sendable {
        case normal, bezel, statusBar, title, label, field, fieldFocused, placeholder
        case keyboard, key, keyPressed, keySpecial, indicator, help, notice, log
        /// The keyboard with `appearance: dark`.
        case keyboardDark, keyDark, keySpecialDark
        /// The inspector's verdict: the field seen, half hidden, not seen.
        case verdictSeen, verdictPartlyHidden, verdictHidden
        /// The key under the finger: the key's own cap with its letter in the tint colour.
        case keyHighlight
    }

    public var color: Color
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool
    public var dim: Bool

    /// Creates a style.
    public init(_ color: Color = .normal, bold: Bool = false, reverse: Bool = false,
                underline: Bool = false, dim: Bool = false) {
        self.color = color
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    /// The terminal's default look.
    public static let plain = Style()
}
