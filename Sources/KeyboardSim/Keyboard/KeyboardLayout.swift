/// The keys of one keyboard plane and the bars above them, and where each sits inside the keyboard.
package struct KeyboardLayout: Hashable, Sendable {
    /// The rows of keys, top to bottom.
    package let rows: [[Key]]
    /// The input accessory toolbar's buttons (a bar above everything), or nil without one.
    package let toolbar: [Key]?
    /// The rows the toolbar takes (its 44 points on the phone), its buttons on the middle one.
    package let toolbarRows: Int
    /// The candidate bar's keys (a row above the keys) while an input method offers candidates.
    package let candidates: [Key]?
    /// Whether a QuickType (predictive) bar stands above the keys (a real iPhone's letter keyboards, `DeviceChoice`).
    package let predictionBar: Bool
    /// Rows at the keyboard's bottom that hold no keys: the home indicator's, which the frame covers.
    package let homeIndicatorRows: Int

    /// Whether the keys are a pad's grid (number, phone, decimal pads): keys that light up
    /// when pressed, with no callout above them.
    package let isPad: Bool

    /// Columns between two keys of a bar.
    static let barGap = 1

    /// Creates a layout from rows of keys and the optional bars above them.
    package init(rows: [[Key]], toolbar: [Key]? = nil, toolbarRows: Int = 1, candidates: [Key]? = nil, isPad: Bool = false,
                predictionBar: Bool = false, homeIndicatorRows: Int = 0) {
        self.rows = rows
        self.isPad = isPad
        self.toolbar = toolbar
        self.toolbarRows = max(1, toolbarRows)
        self.candidates = candidates
        self.predictionBar = predictionBar
        self.homeIndicatorRows = homeIndicatorRows
    }

    /// Rows the bars take above the keys: what an accessory or a candidate bar adds to the keyboard's
    /// height (the QuickType bar's row is in a device's keyboard height already).
    package var barRows: Int { toolbarHeight + (predictionBar ? 1 : 0) + (candidates == nil ? 0 : 1) }

    /// The rows the accessory toolbar takes, 0 without one.
    private var toolbarHeight: Int { toolbar == nil ? 0 : toolbarRows }

    /// The QuickType bar's row inside the keyboard, nil without one: below the accessory toolbar.
    package var predictionBarRow: Int? { predictionBar ? toolbarHeight : nil }

    /// Every key of the layout, bars included.
    package var allKeys: [Key] { (toolbar ?? []) + (candidates ?? []) + rows.joined() }

    /// A key placed in the keyboard, in keyboard-local cells.
    package struct PlacedKey: Hashable, Sendable {
        /// The key.
        package var key: Key
        /// Where it is, in keyboard-local cells.
        package var frame: Rect
    }

    /// The row the keys' top edge is drawn on, below the bars.
    package var keyAreaTop: Int { barRows }

    /// How many slots the widest row takes: the letter keys the keyboard's width is shared among.
    package var slotsPerRow: Double {
        rows.map { row in row.contains { $0.slots == 0 } ? 0 : row.reduce(0) { $0 + $1.slots } }.max() ?? 1
    }

    /// Places every key in a keyboard `size` cells large: the toolbar's buttons in the middle of its
    /// rows at the top, the candidates in the next row, then, below a one-row top edge, the rows of keys sized from the
    /// keyboard's width and height as iOS sizes them (see `KeySlotGrid` and `KeyRowMetrics`).
    package func placedKeys(in size: Size) -> [PlacedKey] {
        var placed: [PlacedKey] = []
        var barRow = 0
        if let toolbar {
            placed += Self.placeToolbar(toolbar, width: size.width, row: barRow + (toolbarRows - 1) / 2)
            barRow += toolbarRows
        }
        if predictionBar { barRow += 1 }
        if let candidates {
            placed += Self.placeInLine(candidates, from: 1, width: size.width, row: barRow)
        }
        let firstRow = keyAreaTop + 1
        let metrics = keyRowMetrics(in: size)
        let grid = KeySlotGrid(width: size.width, slots: slotsPerRow)
        let stripRow = bottomStripRow(in: size)
        for (index, row) in keyRows(stripRow: stripRow).enumerated() {
            let y = firstRow + metrics.y(ofRow: index)
            // A keyboard lower than the supported ones keeps the rows that fit.
            guard y + metrics.capHeight <= size.height - homeIndicatorRows else { break }
            placed += grid.place(row, y: y, height: metrics.capHeight)
        }
        return placed + [stripGlobe(stripRow: stripRow)].compactMap { $0 }
    }

    /// Keys laid left to right from column `start`, as many as fit.
    private static func placeInLine(_ keys: [Key], from start: Int, width: Int, row y: Int) -> [PlacedKey] {
        var x = start
        var placed: [PlacedKey] = []
        for key in keys where x + key.minimumWidth <= width - 1 {
            placed.append(PlacedKey(key: key, frame: Rect(x: x, y: y, width: key.minimumWidth, height: 1)))
            x += key.minimumWidth + Self.barGap
        }
        return placed
    }

    /// Previous and Next at the left, Done at the right, as in the toolbars apps add.
    private static func placeToolbar(_ keys: [Key], width: Int, row y: Int) -> [PlacedKey] {
        let done = keys.filter { $0.action == .toolbar(.done) }
        let left = keys.filter { $0.action != .toolbar(.done) }
        var placed = placeInLine(left, from: 1, width: width, row: y)
        if let key = done.first {
            placed.append(PlacedKey(key: key, frame: Rect(x: max(0, width - 1 - key.minimumWidth), y: y, width: key.minimumWidth, height: 1)))
        }
        return placed
    }

    /// The key that types `text` on this plane, if any; letters match either case.
    package func key(producing text: String) -> Key? {
        let keys = rows.joined()
        return keys.first { $0.action == .insert(text) } ?? keys.first { $0.action == .insert(text.lowercased()) }
    }
}
