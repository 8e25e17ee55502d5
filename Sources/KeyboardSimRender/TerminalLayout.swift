import KeyboardSim

/// Where the parts of the picture sit in a terminal of a given size: the phone, its screen,
/// the teaching panes and the help line. Pure arithmetic, shared by the renderer and the input decoder.
///
/// Below `teachingWidth` columns the phone fills what it can and one compact pane takes what is
/// left, as kbsim always did. From `teachingWidth` up the phone keeps a phone's proportions and
/// the rest goes to panes, placed from a list of kinds (`PaneArrangement`); the phone's place is
/// worked out apart from the panes', so that several phones can later stand where one does now.
package struct TerminalLayout: Hashable, Sendable {
    /// The smallest terminal that shows the phone; below it a notice replaces the frame.
    package static let minimumTerminal = SessionConfiguration.smallestTerminalSize

    /// The largest terminal kbsim draws on, the largest `--size` and `Set Size`; beyond it a
    /// notice replaces the frame, drawn in the terminal's corner (see `drawnSize`), so that
    /// nothing kbsim or curses holds grows with a terminal of millions of cells.
    package static let maximumTerminal = SessionConfiguration.largestTerminalSize

    /// Whether a terminal of `size` is larger than kbsim draws on, in either direction.
    package static func isTooLarge(_ size: Size) -> Bool {
        size.width > maximumTerminal.width || size.height > maximumTerminal.height
    }

    /// The cells a frame has for a terminal of `size`: all of them, or for a terminal too large,
    /// those of its top-left corner the size of the smallest terminal, where the notice goes.
    package static func drawnSize(for size: Size) -> Size {
        guard isTooLarge(size) else { return size }
        return Size(width: min(size.width, minimumTerminal.width), height: min(size.height, minimumTerminal.height))
    }

    /// The narrowest screen: ten letter keys of three cells with one-cell gaps.
    package static let minimumScreenWidth = 39

    /// The lowest landscape screen where the terminal's height allows it: the keyboard and a few
    /// rows of form above it.
    package static let minimumLandscapeHeight = minimumTerminal.height - 3

    /// The lowest landscape screen of all, where the terminal's width is what runs out: the
    /// landscape keyboard's six rows and as many of form above it.
    package static let lowestLandscapeScreen = 12

    /// From this many columns the phone keeps its proportions and panes get the rest.
    package static let teachingWidth = 100

    /// The tallest portrait screen, in rows.
    static let tallestScreen = 44
    /// The tallest landscape screen, in rows.
    static let tallestLandscapeScreen = 30

    /// The panes from `teachingWidth` columns up, in order of importance.
    package static let teachingPanes: [PaneKind] = [.inspector, .why, .events]

    /// The terminal's size in cells.
    package let terminal: Size
    /// The cells a frame has: the terminal's, but a corner of a terminal too large (`drawnSize(for:)`).
    package var drawnSize: Size { Self.drawnSize(for: terminal) }
    /// Whether the terminal is larger than kbsim draws on: no phone is shown, a notice says so.
    package var isTooLarge: Bool { Self.isTooLarge(terminal) }
    /// The orientation the phone is laid out in.
    package let orientation: Orientation
    /// Each phone's simulated screen (inside the bezel), in terminal cells, left to right; empty
    /// when the terminal is too small or too large.
    package let screens: [Rect]
    /// Above each phone of a comparison, the row that names it and gives its verdict.
    package var labels: [Rect] {
        phoneCount > 1 ? screens.map { Rect(x: $0.x - 1, y: 0, width: $0.width + 2, height: 1) } : []
    }
    /// How many phones the layout is for (shown or not).
    package let phoneCount: Int
    /// The smallest terminal that shows these phones.
    package let minimum: Size
    /// The (first) simulated screen; nil when the terminal is too small or too large.
    package var screen: Rect? { screens.first }
    /// The (first) phone: the screen and the bezel, one cell wide, around it.
    package var phone: Rect? { screen.map(Self.phone(around:)) }
    /// Each phone: its screen and the bezel around it.
    package var phones: [Rect] { screens.map(Self.phone(around:)) }
    /// The area beside or below the phone that the panes share, when there is room.
    package let paneArea: Rect?
    /// The panes, each in its rectangle inside `paneArea`.
    package let panes: [PlacedPane]
    /// The last row of the terminal, listing the keys.
    package let helpLine: Rect

    /// The terminal the phone is laid out as in (`Set PhoneSize`), whatever `terminal` is; nil:
    /// the phone follows the terminal.
    package let phoneTerminal: Size?
    /// The screen a phone laid out in `phoneTerminal` gets, when there is one.
    private let pinnedScreen: Size?

    /// The rows a narrated comparison gives its narration band below the phones, at the least: a
    /// lesson's longest `Say` over two rows at 125 columns, a blank and the keys, so that three
    /// phones pinned to 80x24 and their narration fit 30 rows.
    package static let narrationBandRows = 4

    /// Lays out a terminal of `terminal` cells for a phone held in `orientation`, with `panes`
    /// (by default the compact pane below `teachingWidth` columns, `teachingPanes` from there up;
    /// `narrated` puts the narration pane first).
    ///
    /// With `phones` above one (a comparison) the phones stand side by side, each under a label
    /// row, and there are no panes but, when `narrated`, a narration band below them: the labels
    /// carry the verdicts.
    ///
    /// With a `phoneTerminal` each phone's screen is the one a terminal of that size gives, in a
    /// terminal of any size: a single phone sits centred in the rows above the help line (at the
    /// top when its panes go below it), the panes where they go in `terminal`. A terminal smaller
    /// than `phoneTerminal` (for several phones: than they need) shows no phone.
    package init(terminal: Size, orientation: Orientation = .portrait, panes: [PaneKind]? = nil, narrated: Bool = false,
                phones: Int = 1, phoneTerminal: Size? = nil) {
        self.terminal = terminal
        self.orientation = orientation
        self.phoneTerminal = phoneTerminal
        let pinnedScreen = phoneTerminal.flatMap { TerminalLayout(terminal: $0, orientation: orientation).screen?.size }
        self.pinnedScreen = pinnedScreen
        let drawn = Self.drawnSize(for: terminal)
        helpLine = Rect(x: 0, y: max(0, drawn.height - 1), width: drawn.width, height: 1)
        phoneCount = phones
        minimum = Self.minimumTerminal(phones: phones, narrated: narrated, phoneTerminal: phoneTerminal, pinnedScreen: pinnedScreen)
        guard terminal.width >= minimum.width, terminal.height >= minimum.height, !Self.isTooLarge(terminal) else {
            screens = []
            paneArea = nil
            self.panes = []
            return
        }
        guard phones == 1 else {
            let bandRows = pinnedScreen == nil && narrated ? Self.narrationBandRows + 1 : 0
            screens = Self.comparedScreens(phones, in: terminal, orientation: orientation, pinned: pinnedScreen, reserving: bandRows)
            paneArea = narrated ? screens.first.map { Self.narrationBand(below: $0, in: terminal) } : nil
            self.panes = paneArea.map { [PlacedPane(kind: .narration, frame: $0)] } ?? []
            return
        }
        let teaching = terminal.width >= Self.teachingWidth
        // The bezel takes one cell on every side; the help line takes the last row.
        let available = Size(width: terminal.width - 2, height: terminal.height - 3)
        let screen: Rect
        if let pinnedScreen {
            screen = Self.placePinned(pinnedScreen, in: terminal, extraRows: terminal.height - (phoneTerminal?.height ?? terminal.height),
                                      teaching: teaching)
        } else {
            let size = teaching ? Self.proportionedScreen(in: available, orientation: orientation)
                : Self.compactScreen(in: available, orientation: orientation)
            screen = Rect(origin: Point(x: 1, y: 1), size: size)
        }
        screens = [screen]
        let area = teaching ? Self.teachingPaneArea(beside: screen, in: terminal) : Self.compactPaneArea(beside: screen, in: terminal)
        paneArea = area
        let kinds = panes ?? (narrated ? [.narration] : []) + (teaching ? Self.teachingPanes : [.compact])
        // Below 100 columns the one pane the learner chose (F9) stays, whatever the narration leaves it.
        self.panes = area.map { teaching ? PaneArrangement.place(kinds, in: $0) : PaneArrangement.stackKeepingAll(kinds, in: $0) } ?? []
    }

    /// Where a pinned screen of `size` (laid out in a terminal `extraRows` rows lower than
    /// `terminal`) stands: at the left, centred in the rows above the help line when the panes have
    /// room beside it (never lower than the extra rows allow, so that in a terminal of its own size
    /// it stands where it always did), else at the top, the rows below it left to the panes.
    private static func placePinned(_ size: Size, in terminal: Size, extraRows: Int, teaching: Bool) -> Rect {
        // The columns right of the bezel and its one-cell gap, as the pane areas count them.
        let columnsBeside = terminal.width - (size.width + 4)
        let roomBeside = teaching ? columnsBeside - 1 >= PaneArrangement.minimumColumnWidth : columnsBeside >= compactPaneWidth
        let centred = min((terminal.height - 1 - (size.height + 2)) / 2, extraRows)
        return Rect(origin: Point(x: 1, y: 1 + (roomBeside ? max(0, centred) : 0)), size: size)
    }

    /// The smallest terminal for `phones` phones: one as always, or `phoneTerminal` when the phone
    /// is pinned; several side by side, one column apart, each under its label row, at their
    /// smallest or their `pinnedScreen`, with a narration band below them when `narrated`.
    static func minimumTerminal(phones: Int, narrated: Bool = false, phoneTerminal: Size? = nil, pinnedScreen: Size? = nil) -> Size {
        guard phones > 1 else { return phoneTerminal ?? minimumTerminal }
        let band = narrated ? narrationBandRows + 1 : 0
        guard let pinnedScreen else {
            return Size(width: phones * (minimumScreenWidth + 2) + phones - 1, height: minimumTerminal.height + 1 + band)
        }
        // The label row, the bezels, the band and the help line.
        return Size(width: phones * (pinnedScreen.width + 2) + phones - 1, height: pinnedScreen.height + 4 + band)
    }

    /// A narrated comparison's narration band: the rows below the phones (one blank between) down
    /// to the help line, across the terminal but its edge columns.
    private static func narrationBand(below screen: Rect, in terminal: Size) -> Rect {
        let top = screen.maxY + 2
        return Rect(x: 1, y: top, width: terminal.width - 2, height: terminal.height - 1 - top)
    }

    /// The phone around a screen: one cell of bezel on every side.
    private static func phone(around screen: Rect) -> Rect {
        screen.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
    }

    /// A comparison's screens: the terminal's columns shared equally, each phone in proportion
    /// (as from `teachingWidth` up), or `pinned` to a size, and centred in its share, below a
    /// label row; `reserving` rows above the help line are left for a narration band.
    private static func comparedScreens(_ count: Int, in terminal: Size, orientation: Orientation, pinned: Size?,
                                        reserving: Int) -> [Rect] {
        let share = (terminal.width - (count - 1)) / count
        // A label row, the bezel above and below, the help line.
        let available = Size(width: share - 2, height: terminal.height - 4 - reserving)
        let height = orientation == .portrait ? min(available.height, tallestScreen)
            : min(available.height, max(minimumLandscapeHeight, min(available.width * 20 / 87, tallestLandscapeScreen)))
        let size = pinned ?? proportioned(height: height, in: available, orientation: orientation)
        return (0..<count).map { index in
            let left = index * (share + 1)
            return Rect(x: left + 1 + (available.width - size.width) / 2, y: 2, width: size.width, height: size.height)
        }
    }

    /// Below `teachingWidth` columns, as kbsim always laid it out: portrait as wide as 1.6 columns
    /// per row allows, landscape two thirds of the rows at five columns per row.
    private static func compactScreen(in available: Size, orientation: Orientation) -> Size {
        switch orientation {
        case .portrait:
            let height = min(available.height, tallestScreen)
            let width = min(available.width, max(minimumScreenWidth, height * 16 / 10 + 2))
            return Size(width: width, height: height)
        case .landscape:
            let height = max(minimumLandscapeHeight, min(available.height * 2 / 3, tallestLandscapeScreen))
            let width = min(available.width, max(minimumScreenWidth, height * 5))
            // Where the columns run out, a lower screen keeps the phone landscape-shaped rather
            // than a portrait look-alike of the same size: seen at least 1.6 times as wide as tall
            // (a cell is twice as tall as wide), down to the lowest screen the keyboard fits.
            let shaped = min(height, max(lowestLandscapeScreen, width * 10 / 32))
            return Size(width: width, height: min(shaped, available.height))
        }
    }

    /// From `teachingWidth` columns up, an iPhone's proportions at a 1:2 cell: portrait 0.92
    /// columns per row (never narrower than the keyboard needs), landscape 4.35 columns per row
    /// (never lower than the keyboard needs), leaving the inspector's rows below a landscape phone.
    private static func proportionedScreen(in available: Size, orientation: Orientation) -> Size {
        switch orientation {
        case .portrait:
            return proportioned(height: min(available.height, tallestScreen), in: available, orientation: .portrait)
        case .landscape:
            let roomBelow = available.height - InspectorPane.preferredRows - 1
            let fitting = min(roomBelow, tallestLandscapeScreen, available.width * 20 / 87)
            return proportioned(height: min(available.height, max(minimumLandscapeHeight, fitting)), in: available, orientation: .landscape)
        }
    }

    /// A screen `height` rows high as wide as an iPhone's proportions make it within `available`:
    /// 0.92 columns per row portrait, 4.35 landscape, never narrower than the keyboard needs.
    private static func proportioned(height: Int, in available: Size, orientation: Orientation) -> Size {
        let width = orientation == .portrait ? height * 23 / 25 : height * 87 / 20
        return Size(width: min(available.width, max(minimumScreenWidth, width)), height: height)
    }

    /// The fewest columns the compact pane takes beside the phone; with fewer it goes below.
    static let compactPaneWidth = 20

    /// The compact pane's place: right of the phone, level with its screen, when `compactPaneWidth`
    /// columns are left, else below it.
    private static func compactPaneArea(beside screen: Rect, in terminal: Size) -> Rect? {
        let paneX = screen.maxX + 3
        if terminal.width - paneX >= compactPaneWidth {
            return Rect(x: paneX, y: screen.y, width: terminal.width - paneX - 1, height: screen.height)
        }
        if terminal.height - 1 - (screen.maxY + 1) >= 3 {
            return Rect(x: 1, y: screen.maxY + 1, width: terminal.width - 2, height: terminal.height - 1 - (screen.maxY + 1))
        }
        return nil
    }

    /// The panes' place from `teachingWidth` up: right of the phone down to the help line, or
    /// below it across the terminal, whichever holds more cells.
    private static func teachingPaneArea(beside screen: Rect, in terminal: Size) -> Rect? {
        let rightX = screen.maxX + 3
        let right = Rect(x: rightX, y: 1, width: terminal.width - rightX - 1, height: terminal.height - 3)
        let belowY = screen.maxY + 2
        let below = Rect(x: 1, y: belowY, width: terminal.width - 2, height: terminal.height - 1 - belowY)
        let usable = [right, below].filter {
            $0.width >= PaneArrangement.minimumColumnWidth && $0.height >= PaneArrangement.minimumFillRows
        }
        return usable.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// The screen size to simulate: the pinned one, else the phone's, or — while the terminal is too
    /// small or too large to show one — the smallest screen, so that the simulation's state survives
    /// the terminal growing back.
    package var simulatedScreenSize: Size {
        pinnedScreen ?? screen?.size ?? TerminalLayout(terminal: minimum, orientation: orientation, phones: phoneCount).screen?.size ?? .zero
    }

    /// The simulated-screen point under a terminal cell, or nil outside the (first) screen.
    package func screenPoint(fromTerminal point: Point) -> Point? {
        phonePoint(fromTerminal: point).flatMap { $0.phone == 0 ? $0.point : nil }
    }

    /// Which phone's screen a terminal cell is on, and the point on that screen; nil outside every screen.
    package func phonePoint(fromTerminal point: Point) -> (phone: Int, point: Point)? {
        guard let index = screens.firstIndex(where: { $0.contains(point) }) else { return nil }
        return (index, Point(x: point.x - screens[index].x, y: point.y - screens[index].y))
    }
}
