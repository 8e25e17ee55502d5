/// Where a picker's wheels and their rows sit inside the keyboard's frame, in the frame's
/// coordinates (screen cells): what is drawn and what a click lands on are the same rows.
///
/// Below the bars and the keyboard's one-row top edge, down to the home indicator's rows, the
/// wheels stand side by side, each as wide as its weight gives it; the selected rows are on the
/// area's middle row, and up to `neighbours` rows of each wheel above and below it.
package struct PickerLayout: Hashable, Sendable {
    /// Rows of a wheel shown above the middle row, and below it, where there is room (iOS shows
    /// about three each side of its 216-point wheels, rows some 32 points apart).
    package static let neighbours = 3
    /// The fewest rows a picker takes below its top edge: the middle row and one each side.
    package static let fewestRows = 3

    /// A row of a wheel, placed.
    package struct PlacedRow: Hashable, Sendable {
        /// The wheel it belongs to, counted from the left.
        package var wheel: Int
        /// Rows below the middle one (negative above it); 0 is the selected row.
        package var offset: Int
        /// What it shows.
        package var label: String
        /// Where it is, one row high and the wheel's width.
        package var frame: Rect
    }

    /// The middle row: where the selected rows are.
    package let middleRow: Int
    /// Every row drawn, wheel by wheel, top to bottom.
    package let rows: [PlacedRow]
    /// Each wheel's column, from the row below the top edge down to the home indicator.
    package let columns: [Rect]

    /// Lays `wheels` out in a keyboard at `frame` whose bars take the top `barRows` rows (the top
    /// edge is the row below them) and the home indicator the bottom `homeIndicatorRows`.
    package init(wheels: [PickerWheel], in frame: Rect, barRows: Int, homeIndicatorRows: Int) {
        let top = frame.y + barRows + 1
        let bottom = frame.maxY - homeIndicatorRows
        middleRow = top + max(0, bottom - top - 1) / 2
        let reach = min(Self.neighbours, max(0, min(middleRow - top, bottom - 1 - middleRow)))
        columns = Self.columns(weights: wheels.map(\.weight), width: frame.width)
            .map { Rect(x: frame.x + $0.x, y: top, width: $0.width, height: max(0, bottom - top)) }
        var rows: [PlacedRow] = []
        for (index, wheel) in wheels.enumerated() {
            let column = columns[index]
            for offset in -reach...reach {
                guard let row = wheel.row(at: offset) else { continue }
                rows.append(PlacedRow(wheel: index, offset: offset, label: wheel.labels[row],
                                      frame: Rect(x: column.x, y: middleRow + offset, width: column.width, height: 1)))
            }
        }
        self.rows = rows
    }

    /// The wheel whose column holds `point`, if any.
    package func wheel(at point: Point) -> Int? {
        columns.firstIndex { $0.contains(point) }
    }

    /// Columns for wheels of `weights` across `width` cells, one column left free at each side.
    private static func columns(weights: [Int], width: Int) -> [(x: Int, width: Int)] {
        let inner = max(0, width - 2)
        let total = max(1, weights.reduce(0, +))
        var columns: [(x: Int, width: Int)] = []
        var used = 0
        for (index, weight) in weights.enumerated() {
            let end = index == weights.count - 1 ? inner : inner * (used + weight) / total
            let start = inner * used / total
            columns.append((x: 1 + start, width: max(0, end - start)))
            used += weight
        }
        return columns
    }
}
