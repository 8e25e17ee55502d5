/// A stretch of one row that a terminal shifts sideways in place, by deleting characters at
/// one end (DCH) and inserting blanks at the other (ICH): what a text field scrolled by the
/// character just typed costs a few bytes, where writing its text again costs its width.
///
/// The terminal shifts the row from the deletion or insertion point to its right edge, so the
/// second command puts the rest of the row back; only narrow characters are shifted, as
/// terminals differ on half a wide character pushed past a point.
struct CharacterShift: Equatable {
    /// The columns of the new row whose cells come from the old row, shifted.
    var columns: ClosedRange<Int>
    /// How far the stretch's content moves left (negative: right).
    var distance: Int

    /// The farthest a row is searched for a shift: typing scrolls a field by a character or two.
    static let searchedDistance = 2

    /// The stretch and distance that put the most cells of `new` in place, or nil when no shift
    /// puts at least `minimumCells` more in place than already are.
    static func best(from old: UnsafeBufferPointer<Cell>, to new: UnsafeBufferPointer<Cell>, minimumCells: Int = 4) -> CharacterShift? {
        let width = new.count
        var best: (shift: CharacterShift, gain: Int)?
        for distance in (1...searchedDistance).flatMap({ [$0, -$0] }) {
            // The gain of column x of `new` coming from column x + distance of `old`.
            var start = 0, sum = 0
            var bestHere: (columns: ClosedRange<Int>, sum: Int)?
            for x in 0..<width {
                let source = x + distance
                let gain = (0..<width).contains(source) ? (new[x] == old[source] ? 1 : 0) - (new[x] == old[x] ? 1 : 0) : -1
                if sum <= 0 { start = x; sum = 0 }
                sum += gain
                if sum > (bestHere?.sum ?? 0) { bestHere = (start...x, sum) }
            }
            guard let found = bestHere, found.sum >= minimumCells, found.sum > (best?.gain ?? 0) else { continue }
            let shift = CharacterShift(columns: found.columns, distance: distance)
            guard shift.touchesOnlyNarrowCells(of: old) else { continue }
            best = (shift, found.sum)
        }
        return best?.shift
    }

    /// Where the first command acts and where the second does (nil when the stretch reaches the
    /// row's edge and the first leaves the rest of the row right already), for a row of `width`.
    func points(width: Int) -> (delete: Int?, insert: Int?) {
        if distance > 0 {
            // Delete at the stretch's start, then insert after it to push the rest back.
            let insert = columns.upperBound + 1
            return (columns.lowerBound, insert < width ? insert : nil)
        }
        // Insert where the stretch's content starts, then delete after it to pull the rest back.
        let delete = columns.upperBound + 1
        return (delete < width ? delete : nil, columns.lowerBound + distance)
    }

    /// `row` as the terminal shows it after the shift: the stretch moved, `blank`s where the
    /// commands opened or closed room, the rest of the row where it was (but, shifting right,
    /// the last cells, pushed off the edge and pulled back as blanks).
    func applied(to row: UnsafeBufferPointer<Cell>, blank: Cell) -> [Cell] {
        var shifted = Array(row)
        let width = row.count, count = abs(distance)
        let (delete, insert) = points(width: width)
        func deleteCells(at x: Int) {
            shifted.removeSubrange(x..<(x + count))
            shifted.append(contentsOf: repeatElement(blank, count: count))
        }
        func insertCells(at x: Int) {
            shifted.insert(contentsOf: repeatElement(blank, count: count), at: x)
            shifted.removeLast(count)
        }
        if distance > 0 {
            if let delete { deleteCells(at: delete) }
            if let insert { insertCells(at: insert) }
        } else {
            if let insert { insertCells(at: insert) }
            if let delete { deleteCells(at: delete) }
        }
        return shifted
    }

    /// Whether every cell the commands move, from the first point to the row's edge, is narrow.
    private func touchesOnlyNarrowCells(of row: UnsafeBufferPointer<Cell>) -> Bool {
        let first = distance > 0 ? columns.lowerBound : columns.lowerBound + distance
        guard first >= 0 else { return false }
        for x in first..<row.count where row[x].width != 1 { return false }
        return true
    }
}
