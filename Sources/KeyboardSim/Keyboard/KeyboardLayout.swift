/// The keys of one keyboard plane and the bars above them, and where each sits inside the keyboard.
public struct KeyboardLayout: Hashable, Sendable {
    /// The rows of keys, top to bottom.
    public let rows: [[Key]]
    /// The input accessory toolbar's buttons (a row above everything), or nil without one.
    public let toolbar: [Key]?
    /// The candidate bar's keys (a row above the keys) while an input method offers candidates.
    public let candidates: [Key]?

    /// Columns between two keys, where the row has room for them.
    public static let gap = 1

    /// Creates a layout from rows of keys and the optional bars above them.
    public init(rows: [[Key]], toolbar: [Key]? = nil, candidates: [Key]? = nil) {
        self.rows = rows
        self.toolbar = toolbar
        self.candidates = candidates
    }

    /// Rows the bars take above the keys: what an accessory or a candidate bar adds to the keyboard's height.
    public var barRows: Int { (toolbar == nil ? 0 : 1) + (candidates == nil ? 0 : 1) }

    /// Every key of the layout, bars included.
    public var allKeys: [Key] { (toolbar ?? []) + (candidates ?? []) + rows.joined() }

    /// A key placed in the keyboard, in keyboard-local cells.
    public struct PlacedKey: Hashable, Sendable {
        public var key: Key
        public var frame: Rect
    }

    /// The row the keys' top edge is drawn on, below the bars.
    public var keyAreaTop: Int { barRows }

    /// Places every key in a keyboard `size` cells large: the toolbar in the first row, the
    /// candidates in the next, then the key rows evenly spaced below a one-row top edge (two cells
    /// apart where there is room, as in portrait), each row centred; stretching keys share what
    /// their row leaves. A row too wide for the screen loses its gaps, then narrows its keys.
    public func placedKeys(in size: Size) -> [PlacedKey] {
        var placed: [PlacedKey] = []
        var barRow = 0
        if let toolbar {
            placed += Self.placeToolbar(toolbar, width: size.width, row: barRow)
            barRow += 1
        }
        if let candidates {
            placed += Self.placeInLine(candidates, from: 1, width: size.width, row: barRow)
        }
        let area = max(0, size.height - barRows)
        let pitch = max(1, (area - 1) / max(1, rows.count))
        let block = pitch * (rows.count - 1) + 1
        let top = keyAreaTop + 1 + max(0, area - 1 - block) / 2
        for (rowIndex, row) in rows.enumerated() {
            placed += Self.place(row, width: size.width, row: top + rowIndex * pitch)
        }
        return placed
    }

    /// One row of keys, centred; width-0 keys share the room left over.
    private static func place(_ row: [Key], width: Int, row y: Int) -> [PlacedKey] {
        let available = max(1, width)
        var widths = row.map(\.width)
        var gap = Self.gap
        let stretching = widths.filter { $0 == 0 }.count
        func fixedWidth() -> Int { widths.reduce(0, +) + gap * (row.count - 1) + 3 * stretching }
        if fixedWidth() > available { gap = 0 }
        while fixedWidth() > available, widths.contains(where: { $0 > 1 }) {
            widths = widths.map { $0 > 1 ? $0 - 1 : $0 }
        }
        if stretching > 0 {
            // Stretching keys leave a column free at each side, as the space bar always has.
            let spare = max(3 * stretching, available - 2 - (widths.reduce(0, +) + gap * (row.count - 1)))
            var shares = (0..<stretching).map { spare / stretching + ($0 < spare % stretching ? 1 : 0) }
            widths = widths.map { $0 == 0 ? shares.removeFirst() : $0 }
        }
        let rowWidth = widths.reduce(0, +) + gap * (row.count - 1)
        var x = max(0, (width - rowWidth) / 2)
        var placed: [PlacedKey] = []
        for (key, keyWidth) in zip(row, widths) {
            placed.append(PlacedKey(key: key, frame: Rect(x: x, y: y, width: keyWidth, height: 1)))
            x += keyWidth + gap
        }
        return placed
    }

    /// Keys laid left to right from column `start`, as many as fit.
    private static func placeInLine(_ keys: [Key], from start: Int, width: Int, row y: Int) -> [PlacedKey] {
        var x = start
        var placed: [PlacedKey] = []
        for key in keys where x + key.width <= width - 1 {
            placed.append(PlacedKey(key: key, frame: Rect(x: x, y: y, width: key.width, height: 1)))
            x += key.width + Self.gap
        }
        return placed
    }

    /// Previous and Next at the left, Done at the right, as in the toolbars apps add.
    private static func placeToolbar(_ keys: [Key], width: Int, row y: Int) -> [PlacedKey] {
        let done = keys.filter { $0.action == .toolbar(.done) }
        let left = keys.filter { $0.action != .toolbar(.done) }
        var placed = placeInLine(left, from: 1, width: width, row: y)
        if let key = done.first {
            placed.append(PlacedKey(key: key, frame: Rect(x: max(0, width - 1 - key.width), y: y, width: key.width, height: 1)))
        }
        return placed
    }

    /// The key that types `text` on this plane, if any; letters match either case.
    public func key(producing text: String) -> Key? {
        let keys = rows.joined()
        return keys.first { $0.action == .insert(text) } ?? keys.first { $0.action == .insert(text.lowercased()) }
    }
}
