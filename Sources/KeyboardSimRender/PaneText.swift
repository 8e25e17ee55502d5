import KeyboardSim

/// Lines of styled text for a pane, drawn so that none is cut: a line wider than the pane wraps
/// (at a space when it can, the rest indented), and lines that outnumber the rows flow into
/// columns while the columns stay readable. Only when even that cannot hold them does the last
/// row say how many rows are missing.
struct PaneText {
    /// A line, as its graphemes' cells (`Cell.graphemes`).
    struct Line {
        var cells: [Cell]

        /// A line of `text` in one style.
        init(_ text: String, _ style: Style = .plain) {
            cells = Cell.graphemes(of: text, style: style)
        }

        /// The cells of `self` then those of `other`.
        static func + (line: Line, other: Line) -> Line {
            var joined = line
            joined.cells += other.cells
            return joined
        }

        /// The columns the line takes.
        var width: Int { cells.reduce(0) { $0 + $1.width } }

        /// Draws the cells from `point` on, each that ends by column `end` (one that would pass it is left out).
        func draw(at point: Point, end: Int, on canvas: inout Canvas) {
            var x = point.x
            for cell in cells {
                x = canvas.put(cell, at: Point(x: x, y: point.y), end: min(end, canvas.size.width)) ?? x
            }
        }
    }

    /// Continuation rows start this far past the line's own indent, so a wrapped line reads as one.
    static let hangingIndent = 2
    /// The narrowest column lines flow into.
    static let minimumColumnWidth = 24

    var lines: [Line]

    /// Pane text of `lines`.
    init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// The rows these lines take at `width` columns.
    func wrapped(to width: Int) -> [Line] {
        lines.flatMap { Self.wrap($0, to: width) }
    }

    /// Draws the lines from the top of `area`, flowing into as few columns as hold them all.
    func draw(in area: Rect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        var columns = 1
        while true {
            let width = (area.width - (columns - 1)) / columns
            let rows = wrapped(to: width)
            let nextWidth = (area.width - columns) / (columns + 1)
            if rows.count <= columns * area.height || nextWidth < Self.minimumColumnWidth {
                Self.put(rows, in: area, columns: columns, width: width, on: &canvas)
                return
            }
            columns += 1
        }
    }

    /// Draws the last lines that fit in `area`, whole, oldest at the top: a log's view.
    func drawLatest(in area: Rect, on canvas: inout Canvas) {
        var rows: [Line] = []
        for line in lines.reversed() {
            let wrapped = Self.wrap(line, to: area.width)
            guard rows.count + wrapped.count <= area.height else { break }
            rows.insert(contentsOf: wrapped, at: 0)
        }
        Self.put(rows, in: area, columns: 1, width: area.width, on: &canvas)
    }

    /// Puts `rows` down `columns` columns of `width`; rows beyond them leave a note on the last row.
    private static func put(_ rows: [Line], in area: Rect, columns: Int, width: Int, on canvas: inout Canvas) {
        let room = columns * area.height
        var shown = Array(rows.prefix(room))
        if rows.count > room, !shown.isEmpty {
            shown[shown.count - 1] = Line("… \(rows.count - room + 1) more rows", Style(.notice))
        }
        for (index, row) in shown.enumerated() {
            let point = Point(x: area.x + (index / area.height) * (width + 1), y: area.y + index % area.height)
            row.draw(at: point, end: point.x + width, on: &canvas)
        }
    }

    /// `line` in rows of at most `width` columns, broken after the last space that fits when there is one.
    static func wrap(_ line: Line, to width: Int) -> [Line] {
        guard line.width > width, width > hangingIndent + 1 else { return [line] }
        var rows: [Line] = []
        // Continuation rows go in past the line's own indent.
        let hanging = min(width - 2, line.cells.prefix { $0.code == .space }.count + hangingIndent)
        var rest = line.cells[...]
        var limit = width
        while !rest.isEmpty {
            var used = 0
            var end = rest.startIndex
            while end < rest.endIndex, used + rest[end].width <= limit {
                used += rest[end].width
                end += 1
            }
            if end < rest.endIndex, let space = rest[rest.startIndex..<end].lastIndex(where: { $0.code == .space }),
               space > rest.startIndex {
                end = space
            }
            end = max(end, rest.index(after: rest.startIndex))
            let indent = rows.isEmpty ? [] : Array(repeating: Cell.blank, count: hanging)
            rows.append(Line(cells: indent + rest[rest.startIndex..<end]))
            rest = rest[end...].drop { $0.code == .space }
            limit = width - hanging
        }
        return rows
    }
}

extension PaneText.Line {
    /// A line of the given cells.
    init(cells: [Cell]) {
        self.cells = cells
    }
}
