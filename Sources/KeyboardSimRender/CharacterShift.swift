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

    /// One DCH or ICH of a shift: where it acts and how many cells it closes or opens.
    struct Command: Equatable {
        /// The column the cursor stands on when the command is sent.
        var column: Int
        /// How many cells it deletes or inserts: never past the row's end.
        var count: Int
        /// DCH when true, ICH otherwise.
        var deletes: Bool
    }

    /// The commands that make the shift in a row of `width` cells, in the order they are sent.
    ///
    /// A terminal clamps DCH and ICH at the right margin (ECMA-48, xterm): a count reaching past
    /// the row's end acts on the cells up to it. Each count here is that clamped one — what is
    /// sent is what `applied` models, and no terminal is asked for more than the row holds. The
    /// second command is left out when the stretch reaches the row's edge, the first having left
    /// the rest of the row right already.
    func commands(width: Int) -> [Command] {
        let count = abs(distance)
        func command(at column: Int, deletes: Bool) -> Command? {
            column < width ? Command(column: column, count: min(count, width - column), deletes: deletes) : nil
        }
        if distance > 0 {
            // Delete at the stretch's start, then insert after it to push the rest back.
            return [command(at: columns.lowerBound, deletes: true), command(at: columns.upperBound + 1, deletes: false)].compactMap { $0 }
        }
        // Insert where the stretch's content starts, then delete after it to pull the rest back.
        return [command(at: columns.lowerBound - count, deletes: false), command(at: columns.upperBound + 1, deletes: true)].compactMap { $0 }
    }

    /// `row` as the terminal shows it after the shift: the stretch moved, `blank`s where the
    /// commands opened or closed room, the rest of the row where it was (but, shifting right,
    /// the last cells, pushed off the edge and pulled back as blanks).
    func applied(to row: UnsafeBufferPointer<Cell>, blank: Cell) -> [Cell] {
        var shifted = Array(row)
        for command in commands(width: row.count) {
            let blanks = repeatElement(blank, count: command.count)
            if command.deletes {
                shifted.removeSubrange(command.column..<(command.column + command.count))
                shifted.append(contentsOf: blanks)
            } else {
                shifted.insert(contentsOf: blanks, at: command.column)
                shifted.removeLast(command.count)
            }
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
