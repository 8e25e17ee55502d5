import KeyboardSim

/// What a terminal below the minimum size shows instead of the phone: its size and what kbsim needs.
struct TooSmallNotice: Widget {
    /// The smallest terminal that shows what was asked for.
    let minimum: Size
    /// How many phones were asked for.
    let phones: Int

    func draw(in area: Rect, on canvas: inout Canvas) {
        let sizes = "\(area.width)x\(area.height), kbsim needs \(minimum.width)x\(minimum.height)" + (phones > 1 ? " for \(phones) phones" : "")
        let long = ["Terminal too small", sizes, "Enlarge the window · Ctrl-C quits"]
        // Down to 20 columns the short wording fits a line each; narrower, the lines wrap.
        let short = ["Terminal too small", "\(area.width)x\(area.height), needs \(minimum.width)x\(minimum.height)" + (phones > 1 ? " (\(phones))" : ""),
                     "Enlarge · ^C quits"]
        let chosen = long.allSatisfy { CellWidth.of($0) <= area.width } ? long : short
        let lines = PaneText(chosen.enumerated().map { PaneText.Line($1, Style(.notice, bold: $0 == 0)) }).wrapped(to: area.width)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            line.draw(at: Point(x: area.x + max(0, (area.width - line.width) / 2), y: top + row), end: area.maxX, on: &canvas)
        }
    }
}
