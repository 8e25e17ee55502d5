import KeyboardSim

/// A pane of a kind in its rectangle of the terminal.
package struct PlacedPane: Hashable, Sendable {
    /// What it shows.
    package let kind: PaneKind
    /// Where, in terminal cells.
    package let frame: Rect

    /// Places a pane.
    package init(kind: PaneKind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}
