import KeyboardSim

/// What SGR sets: terminal colour indexes (-1 is the default) and attributes.
struct Rendition: Hashable, Sendable {
    var foreground: Int16 = -1
    var background: Int16 = -1
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    static let plain = Rendition()

    init() {}

    init(_ style: Style, colorDepth: AnsiFrameWriter.ColorDepth, attributes: AnsiFrameWriter.Attributes) {
        // Eight colours decide bold and dim with the colours: there they change the colour too.
        let eight = colorDepth == .ansi8 ? EightColorLook(style) : nil
        let pair: Palette.ColorPair? = switch colorDepth {
        case .none: nil
        case .ansi8: eight?.colors
        case .xterm256: Palette.colors256(for: style.color)
        }
        if let pair {
            foreground = pair.foreground
            background = pair.background
        }
        bold = (eight?.bold ?? style.bold) && attributes.contains(.bold)
        dim = (eight?.dim ?? style.dim) && attributes.contains(.dim)
        underline = style.underline && attributes.contains(.underline)
        reverse = style.reverse && attributes.contains(.reverse)
        // Dim tells what is not typed or not active — a placeholder from a value, a greyed
        // Return key from one that works. Where colour cannot say it and dim does not show (a
        // VT100), an underline does.
        if style.dim && !dim && pair == nil && attributes.contains(.underline) { underline = true }
    }

    /// What a blank in this rendition looks like: the colour filling the cell (the terminal's
    /// default foreground and background told apart) and whether it is underlined.
    var blankLook: (fill: Int16, underline: Bool) {
        let fill = reverse ? foreground : background
        return (fill < 0 ? (reverse ? -2 : -1) : fill, underline)
    }

    /// The rendition of every style at `colorDepth`, by `Style.packed`.
    static func table(_ colorDepth: AnsiFrameWriter.ColorDepth, attributes: AnsiFrameWriter.Attributes) -> [Rendition] {
        (0..<(UInt16(Style.Color.allCases.count) << 4)).map {
            Rendition(Style(packed: $0), colorDepth: colorDepth, attributes: attributes)
        }
    }

    /// The shortest SGR sequence that takes the terminal from `current` (unknown when nil) to
    /// this rendition: the changes alone, or a reset and everything this rendition sets.
    func sequence(from current: Rendition?, colorDepth: AnsiFrameWriter.ColorDepth) -> String {
        let full = ["0"] + attributeParameters(from: Rendition.plain) + colorParameters(from: .plain, colorDepth)
        // Turning an attribute off by its own code (22, 24, 27) is ECMA-48 but not VT100; a
        // terminal without colours may be that old, so it only ever resets.
        guard let current, colorDepth != .none || !current.turnsOff(into: self) else { return Self.csi(full) }
        let changes = attributeParameters(from: current) + colorParameters(from: current, colorDepth)
        let reset = Self.csi(full), change = Self.csi(changes)
        return change.utf8.count < reset.utf8.count ? change : reset
    }

    private func turnsOff(into target: Rendition) -> Bool {
        (bold && !target.bold) || (dim && !target.dim) || (underline && !target.underline) || (reverse && !target.reverse)
    }

    private func attributeParameters(from current: Rendition) -> [String] {
        var parameters: [String] = []
        // 22 ends bold and dim together: whichever stays is set again after it.
        let intensityOff = (current.bold && !bold) || (current.dim && !dim)
        if intensityOff { parameters.append("22") }
        if bold && (intensityOff || !current.bold) { parameters.append("1") }
        if dim && (intensityOff || !current.dim) { parameters.append("2") }
        if underline != current.underline { parameters.append(underline ? "4" : "24") }
        if reverse != current.reverse { parameters.append(reverse ? "7" : "27") }
        return parameters
    }

    private func colorParameters(from current: Rendition, _ colorDepth: AnsiFrameWriter.ColorDepth) -> [String] {
        var parameters: [String] = []
        if foreground != current.foreground {
            parameters.append(foreground < 0 ? "39" : colorDepth == .ansi8 ? "\(30 + foreground)" : "38;5;\(foreground)")
        }
        if background != current.background {
            parameters.append(background < 0 ? "49" : colorDepth == .ansi8 ? "\(40 + background)" : "48;5;\(background)")
        }
        return parameters
    }

    /// SGR with `parameters`; a reset alone is the bare `CSI m` (0 is SGR's default), as terminfo's sgr0.
    private static func csi(_ parameters: [String]) -> String {
        "\u{1B}[" + (parameters == ["0"] ? "" : parameters.joined(separator: ";")) + "m"
    }
}
