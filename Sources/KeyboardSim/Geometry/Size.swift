/// A width and a height in terminal cells.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in columns.
    public var width: Int
    /// The height in rows.
    public var height: Int

    /// Creates a size from its two extents.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }
}
