extension AppViews {
    /// `tableView.scrollToRow(at:at:animated:)`: scrolls the table so that the row stands at
    /// `position` in the part of it no inset covers, within the offsets it may take. Returns
    /// whether it moved; false too for a row the table lacks, or a form that is no table.
    @discardableResult
    public mutating func scrollToRow(at indexPath: TableIndexPath, at position: TableScrollPosition) -> Bool {
        guard let row = tableView?.rectForRow(at: indexPath) else { return false }
        return scrollView.scroll(showing: row, at: position)
    }
}

extension ScrollView {
    /// Scrolls so that `rect` (the fields' coordinates) stands at `position` in the unobscured
    /// bounds, clamped to the legal offsets; returns whether it moved.
    mutating func scroll(showing rect: Rect, at position: TableScrollPosition) -> Bool {
        let shown = rect.offsetBy(dx: 0, dy: alignmentOffset)
        let insets = adjustedContentInset
        let visibleHeight = max(0, frame.height - insets.top - insets.bottom)
        let target: Int
        switch position {
        case .none: target = offsetShowing(rect)
        case .top: target = clampedOffsetY(shown.minY - insets.top)
        case .middle: target = clampedOffsetY(shown.minY + shown.height / 2 - insets.top - visibleHeight / 2)
        case .bottom: target = clampedOffsetY(shown.maxY - insets.top - visibleHeight)
        }
        guard target != contentOffset.y else { return false }
        contentOffset.y = target
        return true
    }
}
