/// Distances from each edge of a rectangle, the analogue of UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset from the top edge, in rows.
    public var top: Int
    /// The inset from the left edge, in columns.
    public var left: Int
    /// The inset from the bottom edge, in rows.
    public var bottom: Int
    /// The inset from the right edge, in columns.
    public var right: Int

    /// Creates insets; every edge defaults to zero.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (UIEdgeInsetsZero).
    public static let zero = EdgeInsets()

    public var description: String { "{\(top),\(left),\(bottom),\(right)}" }
}
