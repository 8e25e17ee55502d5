import KeyboardSim
import KeyboardSimRender

/// The edits a frame makes to the one before, for tests of the frame writer and its fuzz target:
/// a band sliding up or down, a field's text scrolled sideways, each leaving wide characters whole.
extension Canvas {
    /// This canvas with the cells of `columns` of row `y` moved left by `distance` (right when
    /// negative), the cells left behind blank.
    func scrollingSideways(row y: Int, columns: Range<Int>, by distance: Int) -> Canvas {
        var moved = self
        for x in columns {
            let source = x + distance
            moved[x, y] = columns.contains(source) ? self[source, y] : .blank
        }
        return moved.repairingWideCharacters(rows: y...y)
    }

    /// This canvas with the cells of `rows` × `columns` moved up by `distance` (down when
    /// negative), the rows left behind blank.
    func sliding(rows: ClosedRange<Int>, columns: Range<Int>, by distance: Int) -> Canvas {
        var moved = self
        for y in rows {
            for x in columns {
                let source = y + distance
                moved[x, y] = rows.contains(source) ? self[x, source] : .blank
            }
        }
        return moved.repairingWideCharacters(rows: rows)
    }

    /// This canvas with every half of a wide character cut off from its other half blanked, as
    /// drawing over it would.
    func repairingWideCharacters(rows: ClosedRange<Int>) -> Canvas {
        var repaired = self
        for y in rows {
            for x in 0..<size.width {
                let hasRightHalf = x + 1 < size.width && repaired[x + 1, y].width == 0
                let hasLeftHalf = x > 0 && repaired[x - 1, y].width == 2
                if (repaired[x, y].width == 2 && !hasRightHalf) || (repaired[x, y].width == 0 && !hasLeftHalf) {
                    repaired[x, y] = Cell(code: .space, style: repaired[x, y].style)
                }
            }
        }
        return repaired
    }

    /// The xterm palette colours the cells stand for, a row at a time, wide characters once,
    /// blanks by their fill alone: what `TerminalEmulator.fills` shows for them.
    var fills: [[Int]] {
        (0..<size.height).map { y in
            (0..<size.width).compactMap { x in
                let cell = self[x, y]
                guard cell.width != 0 else { return nil }
                let pair = Palette.colors256(for: cell.style.color)
                return cell.style.reverse ? Int(pair.foreground) : Int(pair.background)
            }
        }
    }
}
