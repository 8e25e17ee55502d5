import KeyboardSim

/// A `Say` written over the bottom of a recorded frame, as a film's subtitle: whole, wrapped onto
/// as many rows as it needs from the last row up, so a cast shows the narration with the picture.
struct Subtitle: Widget {
    let text: String

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let rows = PaneText.wrap(PaneText.Line(text, Style(.notice)), to: area.width).suffix(area.height)
        let top = area.maxY - rows.count
        for (index, row) in rows.enumerated() {
            let y = top + index
            // The row is cleared across, so the subtitle reads on one plain band.
            canvas.put(String(repeating: " ", count: area.width), at: Point(x: area.x, y: y), style: Style(.notice), limit: area.width)
            PaneText([row]).draw(in: Rect(x: area.x, y: y, width: area.width, height: 1), on: &canvas)
        }
    }
}
