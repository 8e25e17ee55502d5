import KeyboardSim

/// A pane of a kind in its rectangle of the terminal.
package struct PlacedPane: Hashable, Sendable {
    /// What it shows.
    package let kind: PaneKind
    /// Where, in terminal cells.
    package let frame: Rect
}
