/// A position in terminal cells: x grows to the right, y grows downwards.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point from its two coordinates.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The same point moved by `dx`, `dy`.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    public var description: String { "(\(x),\(y))" }
}
