/// What a UITableView answers for its rows, for a form laid out as a table (`layout: table`): its
/// sections' header frames and rows' frames, in content coordinates (the scroll view is the table).
public struct TableView: Hashable, Sendable {
    /// One section of the table: its header and its rows.
    public struct Section: Hashable, Sendable {
        /// `rectForHeader(inSection:)`, nil for a section without a header.
        public var headerFrame: Rect?
        /// `rectForRow(at:)` of each row, in order.
        public var rowFrames: [Rect]

        /// A section of rows at `rowFrames`, under a header at `headerFrame`.
        public init(headerFrame: Rect?, rowFrames: [Rect]) {
            self.headerFrame = headerFrame
            self.rowFrames = rowFrames
        }
    }

    /// The sections, top to bottom.
    public var sections: [Section]

    /// A table of `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// `rectForRow(at:)`: the row's frame, nil when the table has no such row.
    public func rectForRow(at indexPath: TableIndexPath) -> Rect? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rowFrames.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rowFrames[indexPath.row]
    }

    /// `indexPathForRow(at:)`: the row whose frame holds `point` (content coordinates), nil when none does.
    public func indexPathForRow(at point: Point) -> TableIndexPath? {
        for (section, rows) in sections.enumerated() {
            if let row = rows.rowFrames.firstIndex(where: { $0.contains(point) }) { return TableIndexPath(row: row, section: section) }
        }
        return nil
    }
}

/// A row's place in a table, `IndexPath(row:section:)` as UITableView takes it.
public struct TableIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The row, within its section.
    public var row: Int
    /// The section.
    public var section: Int

    /// The row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public var description: String { "[\(section), \(row)]" }
}

/// `UITableView.ScrollPosition`: where `scrollToRow` brings the row.
public enum TableScrollPosition: String, CaseIterable, Hashable, Sendable {
    /// The least scroll that shows it, none when it shows already (as `scrollRectToVisible`).
    case none
    /// Its top at the top of the part of the table not under an inset.
    case top
    /// Its middle at that part's middle.
    case middle
    /// Its bottom at that part's bottom.
    case bottom
}
