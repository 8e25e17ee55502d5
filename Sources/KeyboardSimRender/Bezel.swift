import KeyboardSim

/// The phone's rim: a rounded frame one cell wide around the screen, drawn on the edge of its area.
struct Bezel: Widget {
    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.frame(area, style: Style(.bezel))
    }
}
