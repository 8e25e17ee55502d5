import KeyboardSim

/// What changes on a terminal that goes from showing one canvas to showing another: the runs
/// of glyphs that differ, row by row, left to right.
///
/// Both backends draw from it — curses and the ANSI writer behind casts — so that they agree
/// on what a change is: a glyph is changed when the old canvas has no identical glyph starting
/// in the same column (a narrow character replacing half of a wide one, a style change, a new
/// character).
public struct CanvasDiff: Hashable, Sendable {
    /// Adjacent changed glyphs on one row.
    public struct Run: Hashable, Sendable {
        /// The row, from 0 at the top.
        public var row: Int
        /// The column of the first glyph.
        public var column: Int
        /// The glyphs, each starting where the one before it ends.
        public var glyphs: [Glyph]

        /// Creates a run.
        public init(row: Int, column: Int, glyphs: [Glyph]) {
            self.row = row
            self.column = column
            self.glyphs = glyphs
        }

        /// The column just past the last glyph.
        public var endColumn: Int { glyphs.reduce(column) { $0 + $1.span } }
    }

    /// The changed runs, top to bottom and left to right.
    public let runs: [Run]

    /// The changes from `old` to `new`; with no old canvas (or one of another size) every glyph of `new`.
    public init(from old: Canvas?, to new: Canvas) {
        let old = old?.size == new.size ? old : nil
        let width = new.size.width
        var runs: [Run] = []
        for y in 0..<max(0, new.size.height) {
            let rowRange = (y * width)..<((y + 1) * width)
            if let old, old.cells[rowRange] == new.cells[rowRange] { continue }
            let before = old?.glyphs(inRow: y)
            var current: Run?
            for (x, glyph) in new.glyphs(inRow: y).enumerated() {
                guard let glyph else { continue }
                if let before, before[x] == glyph {
                    if let run = current { runs.append(run) }
                    current = nil
                } else if current != nil {
                    current?.glyphs.append(glyph)
                } else {
                    current = Run(row: y, column: x, glyphs: [glyph])
                }
            }
            if let run = current { runs.append(run) }
        }
        self.runs = runs
    }

    /// Whether the two canvases look the same.
    public var isEmpty: Bool { runs.isEmpty }

    /// How many glyphs change.
    public var glyphCount: Int { runs.reduce(0) { $0 + $1.glyphs.count } }

    /// Writes the changed glyphs onto `canvas`, which must be the diff's old canvas: it then shows the new one.
    public func apply(to canvas: inout Canvas) {
        for run in runs {
            var x = run.column
            for glyph in run.glyphs {
                for (offset, cell) in glyph.cells.enumerated() { canvas[x + offset, run.row] = cell }
                x += glyph.span
            }
        }
    }
}
