/// An axis-aligned rectangle of terminal cells, the analogue of CGRect.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's column (CGRect.origin.x).
    public var x: Int { origin.x }
    /// The top edge's row (CGRect.origin.y).
    public var y: Int { origin.y }
    /// The width in columns.
    public var width: Int { size.width }
    /// The height in rows.
    public var height: Int { size.height }
    /// The left edge (CGRect.minX).
    public var minX: Int { origin.x }
    /// The top edge (CGRect.minY).
    public var minY: Int { origin.y }
    /// One past the last column, as CGRectGetMaxX.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row, as CGRectGetMaxY.
    public var maxY: Int { origin.y + size.height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside (CGRectContainsPoint: the max edges are outside).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The common part of two rectangles, or an empty rectangle when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .zero }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "{\(x),\(y),\(width),\(height)}" }
}
