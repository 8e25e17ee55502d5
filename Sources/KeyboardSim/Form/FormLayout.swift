/// Where each field of a form sits in the content view: a label row, then the input
/// (one row for a text field, `rows` rows for a text view), then a blank row.
public struct FormLayout: Hashable, Sendable {
    /// The frames of one field, in content coordinates.
    public struct Entry: Hashable, Sendable {
        public var labelFrame: Rect
        /// The input itself: what `activeField.frame` reads in the reference listings.
        public var fieldFrame: Rect
    }

    /// Columns left blank at each side of the content.
    public static let margin = 1

    public let entries: [Entry]
    /// The size of the content view (UIScrollView.contentSize).
    public let contentSize: Size

    /// Lays out `form` in a content view `width` cells wide.
    public init(form: Form, width: Int) {
        let inputWidth = max(1, width - 2 * Self.margin)
        var y = 1
        var entries: [Entry] = []
        for field in form.fields {
            let label = Rect(x: Self.margin, y: y, width: inputWidth, height: 1)
            let input = Rect(x: Self.margin, y: y + 1, width: inputWidth, height: field.rows)
            entries.append(Entry(labelFrame: label, fieldFrame: input))
            y = input.maxY + 1
        }
        self.entries = entries
        contentSize = Size(width: width, height: y)
    }

    /// The index of the field whose input contains `point` (content coordinates).
    public func fieldIndex(at point: Point) -> Int? {
        entries.firstIndex { $0.fieldFrame.contains(point) }
    }
}
