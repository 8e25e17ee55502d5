import KeyboardSim

/// What a teaching pane beside the phone shows. The layout places panes from a list of kinds,
/// so that a pane added later is one more case here and one more widget, not a new layout.
package enum PaneKind: String, Hashable, Sendable, CaseIterable {
    /// Below 100 columns: the one pane of old — the state in brief and the latest events.
    case compact
    /// The focused field's verdict and all the geometry that decides it.
    case inspector
    /// Why the latest (or the selected) strategy action or pitfall did what it did, from its source.
    case why
    /// The event log: the latest entries, or the selected one and its details.
    case events
    /// A tape's `Say` lines and, in a lesson, what the learner can do (`NarrationPane`).
    case narration

    /// The rows the inspector's longest lines add when they wrap below its preferred width.
    static let inspectorRowsWrappedWhenNarrow = 3
    /// The fewest rows a why panel is worth showing in: its title, a few steps and the why sentence.
    static let minimumWhyRows = 8

    /// The rows the pane wants when panes are stacked; nil when it takes whatever is left.
    var preferredRows: Int? {
        switch self {
        case .inspector: InspectorPane.preferredRows
        case .narration: NarrationPane.preferredRows
        case .compact, .why, .events: nil
        }
    }

    /// Whether a pane of this kind shows all its lines in `size` without a note of rows missing:
    /// its preferred rows, in as many columns of its preferred width as the width holds.
    func fits(in size: Size) -> Bool {
        switch self {
        case .inspector:
            let columns = max(1, (size.width + 1) / (InspectorPane.preferredWidth + 1))
            // Narrower than its preferred width, its longest lines (the insets, the legend) wrap.
            let rows = InspectorPane.preferredRows + (size.width < InspectorPane.preferredWidth ? Self.inspectorRowsWrappedWhenNarrow : 0)
            return columns * size.height >= rows
        case .why:
            return size.height >= Self.minimumWhyRows
        case .compact, .events, .narration:
            return true
        }
    }
}
