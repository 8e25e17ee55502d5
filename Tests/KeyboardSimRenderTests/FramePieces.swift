import KeyboardSim
import KeyboardSimRender
import Testing

/// A whole terminal frame cut into what its goldens keep apart: the phone (screen and bezel),
/// the side pane and the help line, so that a change to the pane leaves the phone's golden alone.
struct FramePieces {
    let phone: Canvas
    let pane: Canvas?
    let helpLine: String

    /// Cuts `canvas`, drawn for `layout`; expects every cell outside the pieces to be blank.
    init(_ canvas: Canvas, layout: TerminalLayout) throws {
        let phoneArea = try #require(layout.phone)
        phone = Self.crop(canvas, to: phoneArea)
        pane = layout.paneArea.map { Self.crop(canvas, to: $0) }
        helpLine = Self.crop(canvas, to: layout.helpLine).text
        let pieces = [phoneArea, layout.helpLine] + (layout.paneArea.map { [$0] } ?? [])
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where !pieces.contains(where: { $0.contains(Point(x: x, y: y)) }) {
                #expect(canvas[x, y] == .blank, "a cell outside the phone, the pane and the help line at \(x),\(y)")
            }
        }
    }

    /// The cells of `area` as a canvas of their own.
    static func crop(_ canvas: Canvas, to area: Rect) -> Canvas {
        var piece = Canvas(size: area.size)
        piece.paste(canvas, at: Point(x: -area.x, y: -area.y))
        return piece
    }
}
