/// The strip below the keys of a home-indicator iPhone's keyboard: iOS draws the globe at its left,
/// the dictation key at its right, and the home indicator under them (docs/explanation/ios-keyboard.md, "Devices").
extension KeyboardLayout {
    /// The row inside a keyboard `size` cells large where the strip's globe and dictation key sit:
    /// the middle of the rows left free between the lowest keys and the keyboard's last row (the
    /// home indicator's bar). Nil on a keyboard without a home indicator (kbsim's own phone, the
    /// SE) and where the keys leave no free row: there the globe stays in the bottom row of keys.
    package func bottomStripRow(in size: Size) -> Int? {
        guard homeIndicatorRows > 0, !rows.isEmpty else { return nil }
        let metrics = keyRowMetrics(in: size)
        let belowKeys = keyAreaTop + 1 + metrics.y(ofRow: rows.count - 1) + metrics.capHeight
        // On a screen too short for its keys they run past the bottom row: no free row then.
        guard belowKeys < size.height - 1 else { return nil }
        let free = belowKeys..<(size.height - 1)
        return free.lowerBound + (free.count - 1) / 2
    }

    /// The rows of keys as placed with the strip at `stripRow`: the globe leaves the bottom row for it.
    func keyRows(stripRow: Int?) -> [[Key]] {
        guard stripRow != nil else { return rows }
        return rows.map { row in row.filter { $0.action != .nextInputMethod } }
    }

    /// The globe placed in the strip at `stripRow`, at the strip's left as iOS has it, if the keys have one.
    func stripGlobe(stripRow: Int?) -> PlacedKey? {
        guard let stripRow, let globe = rows.joined().first(where: { $0.action == .nextInputMethod }) else { return nil }
        return PlacedKey(key: globe, frame: Rect(x: 1, y: stripRow, width: Self.stripKeyWidth, height: 1))
    }

    /// Columns a strip key takes: a wide glyph with a column either side.
    package static let stripKeyWidth = 4

    /// How the rows of keys share the height the bars and the home indicator leave.
    func keyRowMetrics(in size: Size) -> KeyRowMetrics {
        KeyRowMetrics(rows: rows.count, area: size.height - (keyAreaTop + 1) - homeIndicatorRows)
    }
}
