import KeyboardSim

/// The phone's rim: a rounded frame one cell wide around the screen, drawn on the edge of its area.
struct Bezel: Widget {
    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width >= 2, area.height >= 2 else { return }
        let style = Style(.bezel)
        let horizontal = String(repeating: "─", count: area.width - 2)
        canvas.put("╭" + horizontal + "╮", at: area.origin, style: style)
        canvas.put("╰" + horizontal + "╯", at: Point(x: area.x, y: area.maxY - 1), style: style)
        for y in (area.minY + 1)..<(area.maxY - 1) {
            canvas.put("│", at: Point(x: area.x, y: y), style: style)
            canvas.put("│", at: Point(x: area.maxX - 1, y: y), style: style)
        }
    }
}
