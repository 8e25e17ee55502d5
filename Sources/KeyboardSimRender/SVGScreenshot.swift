import KeyboardSim

/// A canvas as a still SVG picture: the cell grid, its colours and attributes, the cursor.
package enum SVGScreenshot {
    /// The picture of `canvas`, titled `title`; `colors` false draws attributes only (NO_COLOR).
    package static func render(_ canvas: Canvas, title: String, colors: Bool = true) -> String {
        var painter = SVGCellPainter(colors: colors)
        var body = ""
        painter.paintWhole(canvas, into: &body)
        return painter.document(size: canvas.size, title: title, body: body)
    }
}
