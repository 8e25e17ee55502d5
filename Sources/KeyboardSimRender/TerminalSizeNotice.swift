import KeyboardSim

/// What a terminal below the minimum size, or beyond the maximum, shows instead of the phone: its
/// size and what kbsim needs.
struct TerminalSizeNotice: Widget {
    /// The terminal's size.
    let terminal: Size
    /// The smallest terminal that shows what was asked for.
    let minimum: Size
    /// How many phones were asked for.
    let phones: Int
    /// What asks for `minimum` ("this lesson" when it pins its phone), in place of kbsim.
    var asker = "kbsim"

    func draw(in area: Rect, on canvas: inout Canvas) {
        let size = "\(terminal.width)x\(terminal.height)"
        let long: [String], short: [String]
        if TerminalLayout.isTooLarge(terminal) {
            let maximum = TerminalLayout.maximumTerminal
            long = ["Terminal too large", "\(size), kbsim draws at most \(maximum.width)x\(maximum.height)", "Shrink the window · Ctrl-C quits"]
            short = ["Terminal too large", "\(size), at most \(maximum.width)x\(maximum.height)", "Shrink · ^C quits"]
        } else {
            long = ["Terminal too small", "\(size), \(asker) needs \(minimum.width)x\(minimum.height)" + (phones > 1 ? " for \(phones) phones" : ""),
                    "Enlarge the window · Ctrl-C quits"]
            // Down to 20 columns the short wording fits a line each; narrower, the lines wrap.
            short = ["Terminal too small", "\(size), needs \(minimum.width)x\(minimum.height)" + (phones > 1 ? " (\(phones))" : ""),
                     "Enlarge · ^C quits"]
        }
        let chosen = long.allSatisfy { CellWidth.of($0) <= area.width } ? long : short
        let lines = PaneText(chosen.enumerated().map { PaneText.Line($1, Style(.notice, bold: $0 == 0)) }).wrapped(to: area.width)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            line.draw(at: Point(x: area.x + max(0, (area.width - line.width) / 2), y: top + row), end: area.maxX, on: &canvas)
        }
    }
}
