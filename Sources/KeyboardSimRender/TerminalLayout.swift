import KeyboardSim

/// Where the parts of the picture sit in a terminal of a given size: the phone, its screen,
/// the side pane and the help line. Pure arithmetic, shared by the renderer and the input decoder.
public struct TerminalLayout: Hashable, Sendable {
    /// The smallest terminal that shows the phone; below it a notice replaces the frame.
    public static let minimumTerminal = Size(width: 41, height: 20)

    /// The narrowest screen: ten letter keys of three cells with one-cell gaps.
    public static let minimumScreenWidth = 39

    public let terminal: Size
    /// The orientation the phone is laid out in.
    public let orientation: Orientation
    /// The simulated screen (inside the bezel), in terminal cells; nil when the terminal is too small.
    public let screen: Rect?
    /// The phone: the screen and the bezel, one cell wide, around it.
    public var phone: Rect? { screen?.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)) }
    /// The area right of the phone for the help text and the event log, when there is room.
    public let sidePane: Rect?
    /// The last row of the terminal, listing the keys.
    public let helpLine: Rect

    /// Lays out a terminal of `terminal` cells for a phone held in `orientation`.
    public init(terminal: Size, orientation: Orientation = .portrait) {
        self.terminal = terminal
        self.orientation = orientation
        helpLine = Rect(x: 0, y: max(0, terminal.height - 1), width: terminal.width, height: 1)
        guard terminal.width >= Self.minimumTerminal.width, terminal.height >= Self.minimumTerminal.height else {
            screen = nil
            sidePane = nil
            return
        }
        // The bezel takes one cell on every side; the help line takes the last row.
        let available = Size(width: terminal.width - 2, height: terminal.height - 3)
        let screen: Rect
        switch orientation {
        case .portrait:
            let height = min(available.height, 44)
            // Terminal cells are about twice as tall as wide, so a 2:3 phone is ~1.6 cells wide per row.
            let width = min(available.width, max(Self.minimumScreenWidth, height * 16 / 10 + 2))
            screen = Rect(x: 1, y: 1, width: width, height: height)
        case .landscape:
            // Wide and short: two thirds of the rows, five columns per row, leaving room below for the pane.
            let height = max(Self.minimumTerminal.height - 3, min(available.height * 2 / 3, 30))
            let width = min(available.width, max(Self.minimumScreenWidth, height * 5))
            screen = Rect(x: 1, y: 1, width: width, height: min(height, available.height))
        }
        self.screen = screen
        let paneX = screen.maxX + 3
        if terminal.width - paneX >= 20 {
            sidePane = Rect(x: paneX, y: 1, width: terminal.width - paneX - 1, height: screen.height)
        } else if terminal.height - 1 - (screen.maxY + 1) >= 3 {
            sidePane = Rect(x: 1, y: screen.maxY + 1, width: terminal.width - 2, height: terminal.height - 1 - (screen.maxY + 1))
        } else {
            sidePane = nil
        }
    }

    /// The screen size to simulate: the phone's, or — while the terminal is too small to show one —
    /// the smallest screen, so that the simulation's state survives the terminal growing back.
    public var simulatedScreenSize: Size {
        screen?.size ?? TerminalLayout(terminal: Self.minimumTerminal, orientation: orientation).screen?.size ?? .zero
    }

    /// The simulated-screen point under a terminal cell, or nil outside the screen.
    public func screenPoint(fromTerminal point: Point) -> Point? {
        guard let screen, screen.contains(point) else { return nil }
        return Point(x: point.x - screen.x, y: point.y - screen.y)
    }
}
