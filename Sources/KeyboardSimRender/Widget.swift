import KeyboardSim

/// Something drawn into a rectangle of a canvas: the phone and its parts, the bezel, the side
/// pane, the help line. `Renderer` lays the rectangles out and asks each to draw.
///
/// As ratatui's widgets render into an area of a buffer, a widget draws inside `area` and
/// nowhere else, and keeps no state between frames: everything it shows comes from its values.
package protocol Widget {
    /// Draws into `area` of `canvas`.
    func draw(in area: Rect, on canvas: inout Canvas)
}
