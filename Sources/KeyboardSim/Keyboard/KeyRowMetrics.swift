/// How a keyboard's rows of keys stand one above the other: how tall each cap is, the rows
/// between caps, and where the first row starts.
///
/// iOS draws keys 42 points tall with 12 points between rows (iPhone 8, portrait): one row of
/// gap for caps of two or three rows is that proportion in cells, which are twice as tall as
/// wide. So caps grow with the keyboard, one row of gap between them, up to three rows; a
/// keyboard too low for gaps (the smallest landscape one) stacks one-row caps.
package struct KeyRowMetrics: Hashable, Sendable {
    /// The tallest cap, in rows.
    package static let tallestCap = 3

    /// Rows each cap takes.
    package let capHeight: Int
    /// Rows between a cap and the one below it.
    package let gap: Int
    /// The first cap's row, counted from the first row of `area`.
    package let top: Int

    /// The arrangement of `rows` rows of caps in `area` rows (the keyboard below its top edge):
    /// one row left above the keys where there is room, the rest of what the caps leave shared
    /// above and below, more of it below (where an iPhone X keeps its globe and dictation keys).
    package init(rows: Int, area: Int) {
        let rows = max(1, rows)
        let oneRowCapsApart = rows + (rows - 1)
        if area >= 1 + oneRowCapsApart {
            gap = 1
            capHeight = min(Self.tallestCap, (area - 1 - (rows - 1)) / rows)
            let spare = area - (rows * capHeight + rows - 1)
            top = max(1, spare / 2)
        } else {
            gap = area >= oneRowCapsApart ? 1 : 0
            capHeight = 1
            top = max(0, area - (rows + (rows - 1) * gap)) / 2
        }
    }

    /// The first row of the caps of row `index`, counted from the first row of the area.
    package func y(ofRow index: Int) -> Int { top + index * (capHeight + gap) }
}
