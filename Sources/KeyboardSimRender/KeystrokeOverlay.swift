import KeyboardSim

/// A recording's keystroke caption (`--keys`): the latest keys and taps on a band at the top right
/// of the frame, as a pressed key is coloured, so a viewer sees what the replay typed.
struct KeystrokeOverlay: Widget {
    let text: String

    func draw(in area: Rect, on canvas: inout Canvas) {
        // A cell of margin each side inside the band, and a cell from the frame's right edge.
        let band = min(CellWidth.of(text) + 2, area.width - 1)
        guard band > 2, area.height > 0 else { return }
        let origin = Point(x: area.maxX - 1 - band, y: area.y)
        canvas.put(String(repeating: " ", count: band), at: origin, style: Style(.keyPressed), limit: band)
        canvas.put(text, at: Point(x: origin.x + 1, y: origin.y), style: Style(.keyPressed, bold: true), limit: band - 2)
    }
}
