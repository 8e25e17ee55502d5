/// The rule that maps a device's points onto the screen of cells the terminal gives it.
///
/// The screen keeps the cells it has without a device (the terminal decides them as always,
/// `TerminalLayout`, so the phone's proportions stay kbsim's); the device's screen in points is
/// spread over them, each axis on its own: a vertical figure of `p` points on a screen `P` points
/// and `R` rows high is `p × R / P` rows, rounded to the nearest row, and a non-zero figure is at
/// least one cell so that a safe area or a bar never vanishes. Columns likewise.
public struct PointScale: Hashable, Sendable {
    /// The device's screen in points, as held.
    public let points: Size
    /// The screen in cells, as held.
    public let cells: Size

    /// The scale of a screen of `points` drawn in `cells`.
    public init(points: Size, cells: Size) {
        self.points = points
        self.cells = cells
    }

    /// The rows `value` vertical points take.
    public func rows(_ value: Int) -> Int {
        Self.cells(value, total: points.height, into: cells.height)
    }

    /// The columns `value` horizontal points take.
    public func columns(_ value: Int) -> Int {
        Self.cells(value, total: points.width, into: cells.width)
    }

    /// Insets in points as cells: top and bottom in rows, left and right in columns.
    public func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: rows(insets.top), left: columns(insets.left), bottom: rows(insets.bottom), right: columns(insets.right))
    }

    /// `value` of `total` points in `count` cells, rounded to the nearest, a non-zero value never below one.
    private static func cells(_ value: Int, total: Int, into count: Int) -> Int {
        guard value > 0, total > 0 else { return 0 }
        return max(1, (value * count * 2 + total) / (total * 2))
    }
}
