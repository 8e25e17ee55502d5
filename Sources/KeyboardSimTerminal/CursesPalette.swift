/// Whether the terminal's cells get colours: the NO_COLOR convention and what curses says the
/// terminal can do. The colours themselves come from `Palette`, through `AnsiFrameWriter`, so a
/// cast shows what the terminal shows.
package struct CursesPalette: Sendable {
    /// Whether colours are in use; false under NO_COLOR or on a monochrome terminal.
    package let usesColor: Bool

    /// A palette that uses colours only when `usesColor` is true.
    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Whether the NO_COLOR convention (no-color.org) allows colour: only when it is unset or empty.
    package static func allowsColor(noColorValue: String?) -> Bool {
        noColorValue?.isEmpty ?? true
    }
}
