import KeyboardSim

/// What a teaching pane beside the phone shows. The layout places panes from a list of kinds,
/// so that a pane added later (the event log, the why panel, the timeline) is one more case here
/// and one more widget, not a new layout.
public enum PaneKind: String, Hashable, Sendable, CaseIterable {
    /// Below 100 columns: the one pane of old — the state in brief and the latest events.
    case compact
    /// The focused field's verdict and all the geometry that decides it.
    case inspector
    /// The latest events, as many as fit.
    case events
    /// A tape's `Say` lines and, in a lesson, what the learner can do (`NarrationPane`).
    case narration

    /// The rows the pane wants when panes are stacked; nil when it takes whatever is left.
    var preferredRows: Int? {
        switch self {
        case .inspector: InspectorPane.preferredRows
        case .narration: NarrationPane.preferredRows
        case .compact, .events: nil
        }
    }

    /// Whether a pane of this kind shows all its lines in `size` without a note of rows missing:
    /// its preferred rows, in as many columns of its preferred width as the width holds.
    func fits(in size: Size) -> Bool {
        switch self {
        case .inspector:
            let columns = max(1, (size.width + 1) / (InspectorPane.preferredWidth + 1))
            return columns * size.height >= InspectorPane.preferredRows
        case .compact, .events, .narration:
            return true
        }
    }
}
