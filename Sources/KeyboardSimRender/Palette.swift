/// The terminal colours of each `Style.Color`, shared by every backend that shows a canvas.
///
/// Surfaces (bezel, bars, fields, keys) carry their own background so they read the same on
/// dark and light terminals; text on the app background keeps the terminal's default colours.
/// Numbers are terminal colour indexes (the xterm 256-colour ones; 0–7 are the ANSI colours,
/// the same numbers as curses' COLOR_BLACK…COLOR_WHITE); -1 is the terminal's default.
package enum Palette {
    /// A foreground/background pair of terminal colour indexes; -1 is the terminal's default.
    package struct ColorPair: Hashable, Sendable {
        /// The text colour.
        package var foreground: Int16
        /// The cell colour behind the text.
        package var background: Int16

        /// Creates a pair.
        package init(_ foreground: Int16, _ background: Int16) {
            self.foreground = foreground
            self.background = background
        }
    }

    /// The colours of `color` on a terminal with at least 256 colours.
    package static func colors256(for color: Style.Color) -> ColorPair {
        switch color {
        case .normal: ColorPair(-1, -1)
        case .bezel: ColorPair(250, 236)         // light grey rim on a dark grey phone body
        case .statusBar: ColorPair(255, 238)
        case .title: ColorPair(33, -1)           // a mid blue, legible on black and on white
        case .label: ColorPair(-1, -1)
        case .field: ColorPair(16, 252)          // black text on a pale grey box
        // The first responder is white, as the keys are: typing then changes no colour between
        // the field and the key lit for it.
        case .fieldFocused: ColorPair(16, 255)
        case .placeholder: ColorPair(243, 252)   // grey hint inside the pale box
        case .keyboard: ColorPair(16, 250)       // the keyboard tray, darker than its keys
        case .key: ColorPair(16, 255)
        case .keyPressed: ColorPair(255, 27)
        case .keySpecial: ColorPair(16, 247)     // return, shift, globe: darker keys, as on iOS
        case .indicator: ColorPair(244, -1)
        case .help: ColorPair(252, 236)
        case .notice: ColorPair(16, 220)         // black on amber: warnings and pitfalls
        case .log: ColorPair(245, -1)
        case .keyboardDark: ColorPair(255, 235)  // a dark tray with light keys, as iOS draws it
        case .keyDark: ColorPair(255, 242)
        case .keySpecialDark: ColorPair(255, 238)
        case .verdictSeen: ColorPair(16, 114)   // black on green
        case .verdictPartlyHidden: ColorPair(16, 220)
        case .verdictHidden: ColorPair(255, 160)  // white on red
        }
    }

    /// The colours of `color` on an 8- or 16-colour terminal, for text drawn `bold` or not: there
    /// bold also brightens the foreground (see `EightColorLook`). Each pair reads at 3:1 or more
    /// with xterm's colours, on a dark terminal and a light one, bold or not.
    package static func colors8(for color: Style.Color, bold: Bool = false) -> ColorPair {
        switch color {
        // Text on the app background has only the default colours to read on both a dark and a
        // light terminal: blue is 2.2:1 on black (bright blue, bold, 4.4:1), cyan 2:1 on white.
        case .normal, .label, .log, .indicator: ColorPair(-1, -1)
        case .title: ColorPair(bold ? ANSIColor.blue : -1, -1)
        case .bezel, .help: ColorPair(ANSIColor.white, ANSIColor.black)
        case .statusBar: ColorPair(ANSIColor.black, ANSIColor.white)
        case .field, .keyboard, .key: ColorPair(ANSIColor.black, ANSIColor.white)
        case .fieldFocused: ColorPair(ANSIColor.black, ANSIColor.cyan)
        case .placeholder: ColorPair(ANSIColor.blue, ANSIColor.white)
        case .keyPressed: ColorPair(ANSIColor.white, ANSIColor.blue)
        case .keySpecial: ColorPair(ANSIColor.black, ANSIColor.cyan)
        case .notice: ColorPair(ANSIColor.black, ANSIColor.yellow)
        case .keyboardDark, .keyDark: ColorPair(ANSIColor.white, ANSIColor.black)
        case .keySpecialDark: ColorPair(ANSIColor.cyan, ANSIColor.black)
        case .verdictSeen: ColorPair(ANSIColor.black, ANSIColor.green)
        case .verdictPartlyHidden: ColorPair(ANSIColor.black, ANSIColor.yellow)
        case .verdictHidden: ColorPair(ANSIColor.white, ANSIColor.red)
        }
    }

    /// The ANSI colour numbers, which curses' COLOR_* constants share, spelt out so this file needs no curses.
    private enum ANSIColor {
        static let black: Int16 = 0
        static let red: Int16 = 1
        static let green: Int16 = 2
        static let blue: Int16 = 4
        static let cyan: Int16 = 6
        static let yellow: Int16 = 3
        static let white: Int16 = 7
    }
}
