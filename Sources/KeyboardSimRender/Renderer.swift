import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, side pane, help line — into a canvas.
public enum Renderer {
    /// The frame for `simulator` in a terminal laid out as `layout`.
    public static func draw(_ simulator: Simulator, layout: TerminalLayout) -> Canvas {
        Canvas(size: layout.terminal)
    }
}
