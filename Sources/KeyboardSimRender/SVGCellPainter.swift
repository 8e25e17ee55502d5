import KeyboardSim

/// Paints a canvas's cells as SVG elements on a grid of fixed cells — each stretch of one
/// background a `<rect>`, each run of one look a `<text>`, the cursor a bar — and puts them in a
/// self-contained document with the stylesheet of the looks they used.
///
/// Every position comes from the grid, never from a font: a run's `textLength` holds it to its
/// cells whatever monospace font the viewer has, and a run never mixes narrow and wide
/// characters, so a wide character spans its two cells. Colours are the canvas's palette
/// (`Palette.colors256`) as xterm defines the 256 colours; the terminal's default colours are
/// those of a dark terminal.
package struct SVGCellPainter: Sendable {
    /// A cell's width in the picture's units (pixels): what a 15 px monospace font advances.
    package static let cellWidth = 9
    /// A cell's height: a terminal's line of a 15 px font.
    package static let cellHeight = 18
    /// The font size of the text, in pixels.
    static let fontSize = 15
    /// From a row's top to its text's baseline: a monospace font's ascent, centred in the row.
    static let baseline = 14
    /// The terminal's default colours (xterm indexes), as a dark terminal theme draws them.
    package static let defaultForeground = 252
    /// The default background; see `defaultForeground`.
    package static let defaultBackground = 234
    /// Blanks in a row that end a run of text: writing them costs more than starting another.
    static let blanksEndingRun = 4
    /// Monospace fonts of the common systems, then the viewer's own.
    static let fontFamily = "ui-monospace,'SF Mono',Menlo,'DejaVu Sans Mono','Liberation Mono',Consolas,monospace"

    /// How a run of text is drawn; each one used gets a class in the stylesheet.
    private struct TextLook: Hashable, Sendable {
        var fill: Int
        var bold: Bool
        var dim: Bool
        var underline: Bool
    }

    /// Whether cells have their palette colours (false: attributes only, as NO_COLOR asks).
    package let colors: Bool
    /// The text and fill colour (xterm indexes, defaults resolved, reverse applied) of every
    /// style, by `Style.packed`.
    private let colorTable: [(foreground: Int, background: Int)]
    /// The class number of every look used so far, numbered in order of first use.
    private var lookClasses: [TextLook: Int] = [:]
    private var looks: [TextLook] = []

    /// Creates a painter; `colors` false paints in the default colours, with reverse and the attributes.
    package init(colors: Bool = true) {
        self.colors = colors
        colorTable = (0..<(UInt16(Style.Color.allCases.count) << 4)).map { packed in
            let style = Style(packed: packed)
            let pair = colors ? Palette.colors256(for: style.color) : Palette.ColorPair(-1, -1)
            let foreground = pair.foreground < 0 ? Self.defaultForeground : Int(pair.foreground)
            let background = pair.background < 0 ? Self.defaultBackground : Int(pair.background)
            return style.reverse ? (background, foreground) : (foreground, background)
        }
    }

    /// The colours a cell of `style` is drawn in: its text and its fill.
    func colors(of style: Style) -> (foreground: Int, background: Int) {
        colorTable[Int(style.packed)]
    }

    /// Appends the elements that draw columns `columns` of row `y` of `canvas` (a range that
    /// starts and ends at glyph boundaries): the fills that differ from the default background —
    /// every fill when `opaque`, so that they cover what an earlier frame drew there — then the text.
    package mutating func paint(row y: Int, columns: Range<Int>, of canvas: Canvas, opaque: Bool, into svg: inout String) {
        let width = canvas.size.width
        guard y >= 0, y < canvas.size.height, !columns.isEmpty else { return }
        let top = y * Self.cellHeight
        canvas.cells.withUnsafeBufferPointer { cells in
            let row = UnsafeBufferPointer(rebasing: cells[(y * width)..<(y * width + width)])
            var x = columns.lowerBound
            while x < columns.upperBound {
                let fill = colors(of: row[x].style).background
                var end = x + 1
                while end < columns.upperBound, colors(of: row[end].style).background == fill { end += 1 }
                if opaque || fill != Self.defaultBackground {
                    svg += "<rect x=\"\(x * Self.cellWidth)\" y=\"\(top)\" width=\"\((end - x) * Self.cellWidth)\" height=\"\(Self.cellHeight)\" fill=\"\(XtermColor.hex[fill])\"/>"
                }
                x = end
            }
            x = columns.lowerBound
            while x < columns.upperBound {
                x = paintRun(from: x, to: columns.upperBound, in: row, top: top, into: &svg)
            }
        }
    }

    /// Appends every row of `canvas`, a line of the document each, then its cursor on a line.
    package mutating func paintWhole(_ canvas: Canvas, into svg: inout String) {
        for y in 0..<canvas.size.height {
            let start = svg.utf8.count
            paint(row: y, columns: 0..<canvas.size.width, of: canvas, opaque: false, into: &svg)
            if svg.utf8.count > start { svg += "\n" }
        }
        let bar = cursorBar(of: canvas)
        if !bar.isEmpty { svg += bar + "\n" }
    }

    /// Appends the run of text that starts at column `start` (nothing when it is blank) and
    /// returns the column after it.
    private mutating func paintRun(from start: Int, to limit: Int, in row: UnsafeBufferPointer<Cell>, top: Int,
                                   into svg: inout String) -> Int {
        let first = Self.glyph(at: start, in: row)
        let look = look(of: first.style)
        guard first.code != .space || look.underline else { return start + first.span }
        var text = ""
        var x = start
        var end = start
        var glyphs = 0
        var blanks = 0
        while x < limit {
            let glyph = Self.glyph(at: x, in: row)
            guard glyph.span == first.span, x + glyph.span <= limit, self.look(of: glyph.style) == look else { break }
            if glyph.code == .space && !look.underline {
                blanks += 1
                if blanks == Self.blanksEndingRun { break }
            } else {
                blanks = 0
            }
            text.append(glyph.character)
            glyphs += 1
            x += glyph.span
            if blanks == 0 { end = x }
        }
        // A wide character cut by the range's end is not drawn here (ranges end at glyph boundaries).
        guard end > start else { return start + first.span }
        // The run ends at its last letter: its blanks are the background's.
        glyphs -= (x - end) / first.span
        text = String(text.dropLast((x - end) / first.span))
        let index = classIndex(of: look)
        let length = glyphs > 1 ? " textLength=\"\((end - start) * Self.cellWidth)\"" : ""
        svg += "<text x=\"\(start * Self.cellWidth)\" y=\"\(top + Self.baseline)\" class=\"t\(index)\"\(length)>"
            + XMLText.escape(text) + "</text>"
        return end
    }

    /// The glyph at column `x` as a terminal shows it; a character XML cannot hold is a blank too.
    private static func glyph(at x: Int, in row: UnsafeBufferPointer<Cell>) -> Glyph {
        var glyph = Glyph(showing: x, in: row)
        if let scalar = glyph.code.scalar, scalar == "\u{FFFE}" || scalar == "\u{FFFF}" { glyph.code = .space }
        return glyph
    }

    private func look(of style: Style) -> TextLook {
        TextLook(fill: colors(of: style).foreground, bold: style.bold, dim: style.dim, underline: style.underline)
    }

    private mutating func classIndex(of look: TextLook) -> Int {
        if let index = lookClasses[look] { return index }
        lookClasses[look] = looks.count
        looks.append(look)
        return looks.count - 1
    }

    /// The caret of `canvas` as a bar at the left of its cell, in that cell's text colour; "" when
    /// the canvas shows no cursor.
    package func cursorBar(of canvas: Canvas) -> String {
        guard let cursor = canvas.cursor, cursor.x >= 0, cursor.y >= 0,
              cursor.x < canvas.size.width, cursor.y < canvas.size.height else { return "" }
        let color = colors(of: canvas[cursor.x, cursor.y].style).foreground
        return "<rect x=\"\(cursor.x * Self.cellWidth)\" y=\"\(cursor.y * Self.cellHeight)\" width=\"2\" height=\"\(Self.cellHeight)\" fill=\"\(XtermColor.hex[color])\"/>"
    }

    /// The whole document: a picture of `size` cells on the default background, titled `title`,
    /// with the stylesheet of every look painted so far, `style`'s rules after it, then `body`.
    package func document(size: Size, title: String, style: String = "", body: String) -> String {
        let width = size.width * Self.cellWidth
        let height = size.height * Self.cellHeight
        // white-space:pre as well as xml:space: a browser showing the picture inline in a page
        // ignores xml:space, collapses a run's blanks, and textLength then spreads its letters
        // off the grid (`offset   6` drawn as `offset 6`, over the cells of the next frames).
        var rules = "text{font-family:\(Self.fontFamily);font-size:\(Self.fontSize)px;font-variant-ligatures:none;white-space:pre}\n"
        for (index, look) in looks.enumerated() {
            rules += ".t\(index){fill:\(XtermColor.hex[look.fill])"
                + (look.bold ? ";font-weight:bold" : "") + (look.dim ? ";opacity:.55" : "")
                + (look.underline ? ";text-decoration:underline" : "") + "}\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" xml:space="preserve">
            <title>\(XMLText.escape(title))</title>
            <style>
            \(rules)\(style)</style>
            <rect width="\(width)" height="\(height)" fill="\(XtermColor.hex[Self.defaultBackground])"/>
            \(body)</svg>

            """
    }
}
