import CNcursesw
import KeyboardSimRender

/// The colours and attributes curses uses for each `Style`, and whether colour is used at all.
///
/// Surfaces (bezel, bars, fields, keys) carry their own background so they read the same on
/// dark and light terminals; text on the app background keeps the terminal's default colours.
public struct CursesPalette: Sendable {
    /// A foreground/background pair of curses colour numbers; -1 is the terminal's default.
    public struct Entry: Hashable, Sendable {
        /// The text colour.
        public var foreground: Int16
        /// The cell colour behind the text.
        public var background: Int16

        /// Creates an entry.
        public init(_ foreground: Int16, _ background: Int16) {
            self.foreground = foreground
            self.background = background
        }
    }

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
        switch color {
        case .normal: Entry(-1, -1)
        case .bezel: Entry(250, 236)         // light grey rim on a dark grey phone body
        case .statusBar: Entry(255, 238)
        case .title: Entry(33, -1)           // a mid blue, legible on black and on white
        case .label: Entry(-1, -1)
        case .field: Entry(16, 254)          // black text on a pale box
        case .fieldFocused: Entry(16, 153)   // black text on pale blue: the first responder
        case .placeholder: Entry(244, 254)   // grey hint inside the pale box
        case .keyboard: Entry(16, 250)       // the keyboard tray, darker than its keys
        case .key: Entry(16, 255)
        case .keyPressed: Entry(255, 27)
        case .keySpecial: Entry(16, 247)     // return, shift, globe: darker keys, as on iOS
        case .indicator: Entry(244, -1)
        case .help: Entry(252, 236)
        case .notice: Entry(16, 220)         // black on amber: warnings and pitfalls
        case .log: Entry(245, -1)
        }
    }

    /// The colours of `color` on an 8- or 16-colour terminal.
    public static func entry8(for color: Style.Color) -> Entry {
        let black = Int16(COLOR_BLACK), white = Int16(COLOR_WHITE), blue = Int16(COLOR_BLUE)
        let cyan = Int16(COLOR_CYAN), yellow = Int16(COLOR_YELLOW)
        switch color {
        case .normal, .label, .log: return Entry(-1, -1)
        case .bezel, .help: return Entry(white, black)
        case .statusBar: return Entry(black, white)
        case .title: return Entry(blue, -1)
        case .field, .keyboard, .key: return Entry(black, white)
        case .fieldFocused: return Entry(black, cyan)
        case .placeholder: return Entry(blue, white)
        case .keyPressed: return Entry(white, blue)
        case .keySpecial: return Entry(black, cyan)
        case .indicator: return Entry(cyan, -1)
        case .notice: return Entry(black, yellow)
        }
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
