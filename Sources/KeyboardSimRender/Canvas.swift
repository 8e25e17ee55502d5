import KeyboardSim

/// One character cell of a canvas.
///
/// Plain data in one 64-bit word (a grapheme code, a width and a style), so that frames are
/// copied, compared and diffed without reference counting, a row at a time: a canvas of 200×60
/// is 12,000 of them per frame.
package struct Cell: Hashable, Sendable {
    /// Bits 0–31 the grapheme code, 32–39 the width, 40–55 the style (`Style.packed`).
    private var bits: UInt64

    /// Creates a cell.
    package init(_ character: Character = " ", width: Int = 1, style: Style = .plain) {
        self.init(code: GraphemeCode(character), width: width, style: style)
    }

    /// Creates a cell from a grapheme code.
    package init(code: GraphemeCode, width: Int = 1, style: Style = .plain) {
        bits = UInt64(code.rawValue) | UInt64(UInt8(truncatingIfNeeded: width)) << 32 | UInt64(style.packed) << 40
    }

    /// The grapheme drawn here, as a code; for the right half of a wide character, the same one.
    package var code: GraphemeCode {
        get { GraphemeCode(rawValue: UInt32(truncatingIfNeeded: bits)) }
        set { bits = bits & ~0xFFFF_FFFF | UInt64(newValue.rawValue) }
    }

    /// The grapheme drawn here; for the right half of a wide character, the same character.
    package var character: Character {
        get { code.character }
        set { code = GraphemeCode(newValue) }
    }

    /// 1 or 2 for a cell that starts a character, 0 for the right half of a wide one.
    package var width: Int {
        get { Int(UInt8(truncatingIfNeeded: bits >> 32)) }
        set { bits = bits & ~(0xFF << 32) | UInt64(UInt8(truncatingIfNeeded: newValue)) << 32 }
    }

    /// How the cell is drawn.
    package var style: Style {
        get { Style(packed: UInt16(truncatingIfNeeded: bits >> 40)) }
        set { bits = bits & ~(0xFFFF << 40) | UInt64(newValue.packed) << 40 }
    }

    /// An empty cell in the plain style.
    package static let blank = Cell(code: .space)
}

/// A grid of cells: the whole frame, drawn by the renderer and shown by a backend.
package struct Canvas: Hashable, Sendable {
    /// The grid's size in cells.
    package let size: Size
    /// The cells, row by row.
    package private(set) var cells: [Cell]
    /// Where the terminal cursor should stand, if it should be shown.
    package var cursor: Point?

    /// Creates a canvas of blank cells.
    package init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: max(0, size.width) * max(0, size.height))
    }

    /// The cell at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Writes `text` from `point` on, clipped to `limit` columns past `point.x`
    /// (default: to the canvas edge). Returns the column after the last cell written.
    @discardableResult
    package mutating func put(_ text: String, at point: Point, style: Style = .plain, limit: Int? = nil) -> Int {
        guard point.y >= 0, point.y < size.height else { return point.x }
        let end = min(size.width, limit.map { point.x + $0 } ?? size.width)
        if let x = putASCII(text, at: point, style: style, end: end) { return x }
        return put(Cell.graphemes(of: text, style: style), at: point, end: end)
    }

    /// Writes graphemes' cells (as `Cell.graphemes` makes them) from `point` on, up to the first
    /// that would pass column `end`. Returns the column after the last cell written.
    @discardableResult
    package mutating func put(_ graphemes: [Cell], at point: Point, end: Int) -> Int {
        var x = point.x
        for grapheme in graphemes {
            guard let next = put(grapheme, at: Point(x: x, y: point.y), end: end) else { break }
            x = next
        }
        return x
    }

    /// Writes one grapheme's cell (as `Cell.graphemes` makes them: its width 0, 1 or 2) at `point`
    /// when it ends by column `end` and `point` is on the canvas; returns the column after it, or
    /// nil, having written nothing, when it would pass `end`.
    @discardableResult
    package mutating func put(_ grapheme: Cell, at point: Point, end: Int) -> Int? {
        let width = grapheme.width
        // A stray zero-width grapheme (a lone combining mark) joins the previous cell.
        if width == 0 { return point.x }
        if point.x + width > end { return nil }
        let (x, y) = (point.x, point.y)
        if x >= 0, y >= 0, y < size.height {
            clearWideCharacter(touching: x, y: y)
            if width == 2 { clearWideCharacter(touching: x + 1, y: y) }
            self[x, y] = grapheme
            if width == 2 {
                var rightHalf = grapheme
                rightHalf.width = 0
                self[x + 1, y] = rightHalf
            }
        }
        return x + width
    }

    /// `put` for text that is all ASCII, a cell a byte without making a `Character` of each;
    /// nil, having written nothing, when the text is not all ASCII.
    private mutating func putASCII(_ text: String, at point: Point, style: Style, end: Int) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var x = point.x
            for byte in bytes {
                // Controls have no width: as in `put`, nothing is drawn for them.
                if byte < 0x20 || byte == 0x7F { continue }
                if x + 1 > end { break }
                if x >= 0 {
                    clearWideCharacter(touching: x, y: point.y)
                    self[x, point.y] = Cell(code: GraphemeCode(rawValue: UInt32(byte)), width: 1, style: style)
                }
                x += 1
            }
            return x
        }
    }

    /// Fills a rectangle with one character and style.
    package mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        let cell = Cell(character, width: 1, style: style)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                clearWideCharacter(touching: x, y: y)
                self[x, y] = cell
            }
        }
    }

    /// Changes the style of the cells in a rectangle, keeping their characters.
    package mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// Moves the rows of `region` up by `distance` (down when negative) as a terminal scrolls
    /// its scroll region: rows leave at one edge and rows of `blank` come in at the other.
    package mutating func scroll(_ region: ClosedRange<Int>, by distance: Int, blank: Cell = .blank) {
        let width = size.width
        let rows = distance > 0 ? Array(region) : region.reversed()
        for y in rows {
            let source = y + distance
            let start = y * width
            if region.contains(source) {
                cells.replaceSubrange(start..<(start + width), with: cells[(source * width)..<(source * width + width)])
            } else {
                cells.replaceSubrange(start..<(start + width), with: repeatElement(blank, count: width))
            }
        }
    }

    /// The rows as plain text, wide characters once, trailing spaces kept.
    package var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where self[x, y].width != 0 { line.append(self[x, y].character) }
            return line
        }
    }

    /// The canvas as text: one line per row, trailing spaces trimmed.
    package var text: String {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }

    /// Overwriting half of a wide character leaves its other half as a blank, never a ghost.
    private mutating func clearWideCharacter(touching x: Int, y: Int) {
        guard x >= 0, x < size.width else { return }
        let cell = self[x, y]
        if cell.width == 2, x + 1 < size.width {
            self[x + 1, y] = Cell(code: .space, style: cell.style)
        } else if cell.width == 0, x > 0 {
            self[x - 1, y] = Cell(code: .space, style: self[x - 1, y].style)
        }
    }
}

extension Canvas {
    /// Draws a rounded frame one cell wide on the edge of `area` (nothing when it is under 2×2).
    package mutating func frame(_ area: Rect, style: Style) {
        guard area.width >= 2, area.height >= 2 else { return }
        // A cell at a time: the box drawing characters are a cell wide each.
        func line(_ left: Unicode.Scalar, _ middle: Unicode.Scalar, _ right: Unicode.Scalar, y: Int) {
            let end = size.width
            put(Cell(code: GraphemeCode(left), style: style), at: Point(x: area.x, y: y), end: end)
            let cell = Cell(code: GraphemeCode(middle), style: style)
            for x in (area.x + 1)..<(area.maxX - 1) { put(cell, at: Point(x: x, y: y), end: end) }
            put(Cell(code: GraphemeCode(right), style: style), at: Point(x: area.maxX - 1, y: y), end: end)
        }
        line("╭", "─", "╮", y: area.y)
        line("╰", "─", "╯", y: area.maxY - 1)
        let side = Cell(code: GraphemeCode("│" as Unicode.Scalar), style: style)
        for y in (area.minY + 1)..<(area.maxY - 1) {
            put(side, at: Point(x: area.x, y: y), end: size.width)
            put(side, at: Point(x: area.maxX - 1, y: y), end: size.width)
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at `origin`, clipped.
    package mutating func paste(_ other: Canvas, at origin: Point) {
        for y in 0..<other.size.height where origin.y + y >= 0 && origin.y + y < size.height {
            for x in 0..<other.size.width where origin.x + x >= 0 && origin.x + x < size.width {
                self[origin.x + x, origin.y + y] = other[x, y]
            }
        }
    }
}
