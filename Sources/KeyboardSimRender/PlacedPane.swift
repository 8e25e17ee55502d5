import KeyboardSim

/// A pane of a kind in its rectangle of the terminal.
public struct PlacedPane: Hashable, Sendable {
    /// What it shows.
    public let kind: PaneKind
    /// Where, in terminal cells.
    public let frame: Rect

    /// Places a pane.
    public init(kind: PaneKind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}
