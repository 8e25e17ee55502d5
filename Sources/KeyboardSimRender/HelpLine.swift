import KeyboardSim

/// The terminal's last row: the keys of the session and what they do.
struct HelpLine: Widget {
    let text: String

    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.put(text, at: area.origin, style: Style(.help, dim: true), limit: area.width)
    }
}
