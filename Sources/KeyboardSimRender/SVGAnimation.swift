import KeyboardSim

/// A replay as one self-contained animated SVG: the first frame in full, then each later frame as
/// a group of only the cells that changed, drawn opaque over what came before and shown from its
/// time on by a CSS animation. The replay loops: the last frame holds for `hold` seconds, then the
/// first comes back. A viewer without CSS animation (rsvg-convert) shows the first frame.
///
/// The file grows with what changes, not with time or frames: a frame that changes nothing adds
/// nothing, and one that changes a key adds that key's cells.
package struct SVGAnimation: Sendable {
    /// Seconds the last frame stays before the replay starts again.
    package static let hold = 3.0
    /// Unchanged cells between two changed stretches of a row that are drawn again anyway: fewer
    /// cost less than the elements a second stretch starts.
    static let gapRedrawn = 4

    private var painter: SVGCellPainter
    private var body = ""
    /// The frame the groups so far add up to.
    private var shown: Canvas?
    /// The latest frame, waiting until a later time proves it the last of its instant.
    private var pending: (time: Double, canvas: Canvas)?
    /// The time of each group, in order: group `n` is `f(n+1)`.
    private var groupTimes: [Double] = []
    /// The largest frame so far, in cells: the picture's size.
    private var size = Size(width: 0, height: 0)

    /// Starts an empty replay; `colors` false draws attributes only (NO_COLOR).
    package init(colors: Bool = true) {
        painter = SVGCellPainter(colors: colors)
    }

    /// Adds the frame shown from `time` on (times never go back; a later frame of the same
    /// instant replaces the earlier).
    package mutating func addFrame(_ canvas: Canvas, at time: Double) {
        if let pending, time > pending.time { commit(pending.canvas, at: pending.time) }
        pending = (max(time, pending?.time ?? 0), canvas)
    }

    /// The document of the replay, titled `title`, looping after `end` seconds (the tape's
    /// duration) and the hold.
    package func document(title: String, end: Double) -> String {
        var finished = self
        if let pending { finished.commit(pending.canvas, at: pending.time) }
        return finished.finishedDocument(title: title, end: end)
    }

    private func finishedDocument(title: String, end: Double) -> String {
        let last = groupTimes.last ?? 0
        let cycle = max(end.isFinite ? end : 0, last) + Self.hold
        let cycleMilliseconds = Int((cycle * 1000).rounded(.up))
        var style = ".f{opacity:0;animation-duration:\(DecimalText.fixed(cycleMilliseconds, decimals: 3))s;"
            + "animation-timing-function:step-end;animation-iteration-count:infinite}\n"
        for (index, time) in groupTimes.enumerated() {
            // Hundred-thousandths of the cycle: finer than a frame even in an hour's replay.
            let share = Int((time * 1000 / Double(cycleMilliseconds) * 10_000_000).rounded())
            style += "#f\(index + 1){animation-name:f\(index + 1)}"
                + "@keyframes f\(index + 1){\(DecimalText.fixed(share, decimals: 5))%,to{opacity:1}}\n"
        }
        return painter.document(size: size, title: title, style: style, body: body)
    }

    private mutating func commit(_ canvas: Canvas, at time: Double) {
        size = Size(width: max(size.width, canvas.size.width), height: max(size.height, canvas.size.height))
        guard let before = shown else {
            painter.paintWhole(canvas, into: &body)
            shown = canvas
            return
        }
        var group = ""
        if before.size != canvas.size {
            // Another size: everything is drawn again, over the whole picture.
            group += "<rect width=\"100%\" height=\"100%\" fill=\"\(XtermColor.hex[SVGCellPainter.defaultBackground])\"/>\n"
            painter.paintWhole(canvas, into: &group)
        } else {
            var cursorRepainted = before.cursor != canvas.cursor
            for y in 0..<canvas.size.height {
                for columns in Self.changedStretches(of: y, from: before, to: canvas) {
                    painter.paint(row: y, columns: columns, of: canvas, opaque: true, into: &group)
                    if let cursor = canvas.cursor, cursor.y == y, columns.contains(cursor.x) { cursorRepainted = true }
                }
            }
            guard !group.isEmpty || cursorRepainted else { return }
            group += painter.cursorBar(of: canvas)
        }
        groupTimes.append(time)
        body += "<g id=\"f\(groupTimes.count)\" class=\"f\">" + group + "</g>\n"
        shown = canvas
    }

    /// The stretches of row `y` to draw again to turn `before` into `after` (canvases of one
    /// size): each whole glyphs, in both, and stretches closer than `gapRedrawn` joined. The cells
    /// the cursor leaves and enters count as changed, so the old bar is painted over.
    static func changedStretches(of y: Int, from before: Canvas, to after: Canvas) -> [Range<Int>] {
        let width = after.size.width
        let cursorCells = before.cursor == after.cursor ? [] : [before.cursor, after.cursor].compactMap { $0?.y == y ? $0?.x : nil }
        var stretches: [Range<Int>] = []
        before.cells.withUnsafeBufferPointer { old in
            after.cells.withUnsafeBufferPointer { new in
                let row = (y * width)..<(y * width + width)
                CellDiff.forEachStretch(from: UnsafeBufferPointer(rebasing: old[row]), to: UnsafeBufferPointer(rebasing: new[row]),
                                        joiningGapsUnder: gapRedrawn, marked: cursorCells) { stretches.append($0) }
            }
        }
        return stretches
    }
}
