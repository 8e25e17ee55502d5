/// One wheel of a picker: its rows' labels, the row in the middle (the selected one), and whether
/// it turns round past its ends (a date picker's month and day wheels do; a picker's options and
/// the years stop at their ends).
package struct PickerWheel: Hashable, Sendable {
    /// The rows, top to bottom.
    package var labels: [String]
    /// The row in the middle.
    package var selected: Int
    /// Whether the row after the last is the first again.
    package var wraps: Bool
    /// How wide the wheel is beside the others (a date picker's month wheel is the widest).
    package var weight: Int

    /// A wheel of `labels` with `selected` in the middle.
    package init(labels: [String], selected: Int, wraps: Bool = false, weight: Int = 1) {
        self.labels = labels
        self.selected = selected
        self.wraps = wraps
        self.weight = weight
    }

    /// The row `offset` rows below the middle one (above for a negative offset), nil past an end
    /// of a wheel that does not turn round.
    package func row(at offset: Int) -> Int? {
        let row = selected + offset
        if wraps { return ((row % labels.count) + labels.count) % labels.count }
        return labels.indices.contains(row) ? row : nil
    }
}
