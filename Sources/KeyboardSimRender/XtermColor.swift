/// The RGB values of the xterm 256-colour palette, as xterm defines them: what a terminal index
/// of `Palette` looks like outside a terminal (an SVG picture).
package enum XtermColor {
    /// The sixteen system colours of xterm's default resources (red3, green3 … gray90, gray50 …).
    private static let system: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// The levels of each channel in the 6×6×6 colour cube (indexes 16–231).
    private static let cubeLevels: [UInt32] = [0, 95, 135, 175, 215, 255]

    /// The colour of terminal index `index` (0–255) as 0xRRGGBB.
    package static func rgb(_ index: Int) -> UInt32 {
        switch index {
        case 0..<16:
            return system[index]
        case 16..<232:
            let cube = index - 16
            return cubeLevels[cube / 36] << 16 | cubeLevels[cube / 6 % 6] << 8 | cubeLevels[cube % 6]
        default:
            let level = UInt32(8 + 10 * (min(max(index, 232), 255) - 232))
            return level << 16 | level << 8 | level
        }
    }

    /// `#rrggbb` of every index, for writers that name colours many times.
    package static let hex: [String] = (0..<256).map { index in
        let digits = String(rgb(index), radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
