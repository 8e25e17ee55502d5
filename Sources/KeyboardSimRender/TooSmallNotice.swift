import KeyboardSim

/// What a terminal below the minimum size shows instead of the phone: its size and what kbsim needs.
struct TooSmallNotice: Widget {
    /// The smallest terminal that shows what was asked for.
    let minimum: Size
    /// How many phones were asked for.
    let phones: Int

    func draw(in area: Rect, on canvas: inout Canvas) {
        let lines = [
            "Terminal too small",
            "\(area.width)x\(area.height), kbsim needs \(minimum.width)x\(minimum.height)" + (phones > 1 ? " for \(phones) phones" : ""),
            "Enlarge the window · Ctrl-C quits",
        ]
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = area.x + max(0, (area.width - CellWidth.of(line)) / 2)
            canvas.put(line, at: Point(x: x, y: top + row), style: Style(.notice, bold: row == 0))
        }
    }
}
