/// How a cell is drawn: a palette colour pair and text attributes.
package struct Style: Hashable, Sendable {
    /// The colours kbsim uses; the terminal maps each to a curses colour pair.
    package enum Color: Int, CaseIterable, Sendable {
        case normal, bezel, statusBar, title, label, field, fieldFocused, placeholder
        case keyboard, key, keyPressed, keySpecial, indicator, help, notice, log
        /// The keyboard with `appearance: dark`.
        case keyboardDark, keyDark, keySpecialDark
        /// The inspector's verdict: the field seen, half hidden, not seen.
        case verdictSeen, verdictPartlyHidden, verdictHidden
    }

    /// The foreground and background colours.
    package var color: Color
    /// Bold text.
    package var bold: Bool
    /// Foreground and background swapped.
    package var reverse: Bool
    /// Underlined text.
    package var underline: Bool
    /// Faint text.
    package var dim: Bool

    /// Creates a style.
    package init(_ color: Color = .normal, bold: Bool = false, reverse: Bool = false,
                underline: Bool = false, dim: Bool = false) {
        self.color = color
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    /// The terminal's default look.
    package static let plain = Style()

    /// The style in 16 bits: the colour above four attribute bits (bold, dim, underline, reverse),
    /// for a cell to hold and for tables indexed by style.
    package var packed: UInt16 {
        UInt16(color.rawValue) << 4 | (bold ? 1 : 0) | (dim ? 2 : 0) | (underline ? 4 : 0) | (reverse ? 8 : 0)
    }

    /// The style `packed` stands for.
    package init(packed: UInt16) {
        self.init(Color(rawValue: Int(packed >> 4)) ?? .normal, bold: packed & 1 != 0, reverse: packed & 8 != 0,
                  underline: packed & 4 != 0, dim: packed & 2 != 0)
    }
}
