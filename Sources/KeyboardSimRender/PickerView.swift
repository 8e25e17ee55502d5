import KeyboardSim

/// A picker in the keyboard's place (`inputView:`): its wheels side by side, the selected rows
/// on a light band across the middle, their neighbours above and below dimmer, no keys.
///
/// The chosen wheel's selected row stands between `›` and `‹` (the one the arrow keys turn), so
/// that a plain-text screenshot shows it too. Rows come from `Simulator.pickerLayout`, the same
/// rows a click lands on.
struct PickerView: Widget {
    let simulator: Simulator
    /// The keyboard's tray colour, light or dark as the field's appearance asks.
    let tray: Style

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard let layout = simulator.pickerLayout, let frame = simulator.keyboardFrame else { return }
        let band = Rect(x: frame.x + 1, y: layout.middleRow, width: max(0, frame.width - 2), height: 1).intersection(area)
        let bandStyle = Style(tray.color == .keyboardDark ? .keyDark : .key)
        if !band.isEmpty { canvas.fill(band, style: bandStyle) }
        let marksChosenWheel = layout.columns.count > 1
        for row in layout.rows where area.contains(row.frame.origin) {
            let selected = row.offset == 0
            let chosen = selected && (!marksChosenWheel || row.wheel == simulator.keyboard.pickerWheel)
            let text = chosen ? "› " + row.label + " ‹" : row.label
            var style = selected ? bandStyle : Style(tray.color, dim: true)
            style.bold = selected
            let x = row.frame.x + max(0, (row.frame.width - CellWidth.of(text)) / 2)
            canvas.put(text, at: Point(x: x, y: row.frame.y), style: style, limit: min(row.frame.maxX, area.maxX) - x)
        }
    }
}
