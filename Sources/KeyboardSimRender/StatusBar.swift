import KeyboardSim

/// The phone's status bar: the time on the left, the iOS era and the signal on the right.
struct StatusBar: Widget {
    let simulator: Simulator

    func draw(in area: Rect, on canvas: inout Canvas) {
        // On an iPhone the status bar takes the safe area's top rows: the time and signal on the first.
        let rows = simulator.chrome.statusBar.height
        canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: rows), style: Style(.statusBar))
        canvas.put(" 9:41", at: area.origin, style: Style(.statusBar, bold: true), limit: area.width)
        let right = "\(simulator.era.systemName) ▮▮▮ "
        canvas.put(right, at: Point(x: area.maxX - CellWidth.of(right), y: area.y), style: Style(.statusBar))
    }
}
