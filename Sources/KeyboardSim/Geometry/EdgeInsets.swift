/// Distances from each edge of a rectangle, the analogue of UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Int
    public var left: Int
    public var bottom: Int
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
