import CNcursesw
import KeyboardSimRender

/// The colour pairs and attributes curses uses for each `Style`, and whether colour is used at all.
///
/// The colours themselves come from `Palette`, so that a cast shows what the terminal shows.
public struct CursesPalette: Sendable {
    /// A foreground/background pair of colour numbers; -1 is the terminal's default.
    public typealias Entry = Palette.ColorPair

    /// Whether colour pairs are in use; false under NO_COLOR or on a monochrome terminal.
    public let usesColor: Bool

    /// A palette that uses colour pairs only when `usesColor` is true.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Whether the NO_COLOR convention (no-color.org) allows colour: only when it is unset or empty.
    public static func allowsColor(noColorValue: String?) -> Bool {
        noColorValue?.isEmpty ?? true
    }

    /// The colours of `color` on a terminal with at least 256 colours.
    public static func entry256(for color: Style.Color) -> Entry {
        Palette.colors256(for: color)
    }

    /// The colours of `color` on an 8- or 16-colour terminal.
    public static func entry8(for color: Style.Color) -> Entry {
        // Palette's 0–7 are the ANSI numbers, which curses' COLOR_* constants are defined to be.
        Palette.colors8(for: color)
    }

    /// Defines one colour pair per palette colour; call once after `start_color()`.
    ///
    /// `colorCount` is curses' COLORS; without `defaultColors` (use_default_colors failed)
    /// the terminal default -1 becomes white on black.
    public func installPairs(colorCount: Int, defaultColors: Bool) {
        guard usesColor else { return }
        for color in Style.Color.allCases where color != .normal {
            var entry = colorCount >= 256 ? Self.entry256(for: color) : Self.entry8(for: color)
            if !defaultColors {
                if entry.foreground < 0 { entry.foreground = Int16(COLOR_WHITE) }
                if entry.background < 0 { entry.background = Int16(COLOR_BLACK) }
            }
            _ = init_pair(pairNumber(for: color), entry.foreground, entry.background)
        }
    }

    /// The colour pair drawing `color`; 0 (the terminal default) without colour.
    public func pairNumber(for color: Style.Color) -> Int16 {
        // Pair 0 is curses' fixed default pair; every other colour gets its own, whatever the case order.
        usesColor && color != .normal ? Int16(color.rawValue + 1) : 0
    }

    /// The curses attributes of `style`, without colour.
    public static func attributes(for style: Style) -> attr_t {
        var attributes = NCS_A_NORMAL
        if style.bold { attributes |= NCS_A_BOLD }
        if style.reverse { attributes |= NCS_A_REVERSE }
        if style.underline { attributes |= NCS_A_UNDERLINE }
        if style.dim { attributes |= NCS_A_DIM }
        return attributes
    }
}
