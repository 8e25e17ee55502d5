/// How far each text view has scrolled inside itself (UITextView's own contentOffset, in rows):
/// the first of its rows it shows. It moves only when the caret's row would leave the view, and
/// then by just enough to keep it in.
package struct TextViewScroll: Hashable, Sendable {
    /// The first row shown, by field index; a view at its top is not stored.
    private var topRows: [Int: Int] = [:]

    /// Every text view at its top.
    package init() {}

    /// The first row that field `index`'s text view shows.
    package func topRow(of index: Int) -> Int { topRows[index] ?? 0 }

    /// Scrolls field `index`'s view, `height` rows high and holding `rowCount` rows, the least
    /// that shows row `caretRow`; a view longer than its text is brought back to show its end.
    /// Returns the first row it shows now.
    mutating func follow(_ index: Int, caretRow: Int, rowCount: Int, height: Int) -> Int {
        let height = max(1, height)
        let before = topRow(of: index)
        var top = before
        if caretRow < top {
            top = caretRow
        } else if caretRow >= top + height {
            top = caretRow - height + 1
        }
        top = max(0, min(top, rowCount - height))
        // Most keys leave the view where it was: the table is written only when it moves.
        guard top != before else { return top }
        topRows[index] = top == 0 ? nil : top
        return top
    }
}
