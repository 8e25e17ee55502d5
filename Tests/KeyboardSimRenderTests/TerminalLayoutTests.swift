import KeyboardSim
@testable import KeyboardSimRender
import Testing

@Suite("Terminal layout: the phone's proportions and the panes that share the rest")
struct TerminalLayoutTests {
    static let teachingSizes = [Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 160, height: 50),
                                Size(width: 200, height: 60), Size(width: 100, height: 24), Size(width: 250, height: 30),
                                Size(width: 140, height: 90)]

    @Test("at 80x24 the layout is as it always was: a 39x21 screen and a 36-column compact pane beside it")
    func compactAt80x24() throws {
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24))
        #expect(layout.screen == Rect(x: 1, y: 1, width: 39, height: 21))
        #expect(layout.panes == [PlacedPane(kind: .compact, frame: Rect(x: 43, y: 1, width: 36, height: 21))])
        let landscape = TerminalLayout(terminal: Size(width: 80, height: 24), orientation: .landscape)
        #expect(landscape.screen == Rect(x: 1, y: 1, width: 78, height: 17))
        #expect(landscape.panes == [PlacedPane(kind: .compact, frame: Rect(x: 1, y: 19, width: 78, height: 4))])
    }

    @Test("below 100 columns the portrait phone still widens at 1.6 columns per row", arguments: [
        (Size(width: 99, height: 40), 61), (Size(width: 80, height: 30), 45),
    ])
    func compactBelowTeachingWidth(terminal: Size, width: Int) throws {
        let layout = TerminalLayout(terminal: terminal)
        #expect(try #require(layout.screen).width == width)
        #expect(layout.panes.allSatisfy { $0.kind == .compact })
    }

    @Test("from 100 columns the portrait phone is no wider than its height in rows, and never below 39 columns",
          arguments: teachingSizes)
    func portraitProportions(terminal: Size) throws {
        let screen = try #require(TerminalLayout(terminal: terminal).screen)
        #expect(screen.width <= max(screen.height, TerminalLayout.minimumScreenWidth))
        #expect(screen.width >= TerminalLayout.minimumScreenWidth)
        #expect(screen.width == max(TerminalLayout.minimumScreenWidth, screen.height * 23 / 25))
    }

    @Test("from 100 columns the landscape phone is about 4.35 columns per row, and never below 17 rows",
          arguments: teachingSizes)
    func landscapeProportions(terminal: Size) throws {
        let screen = try #require(TerminalLayout(terminal: terminal, orientation: .landscape).screen)
        #expect(screen.height >= TerminalLayout.minimumLandscapeHeight)
        #expect(screen.height * 87 / 20 <= screen.width || screen.height == TerminalLayout.minimumLandscapeHeight)
        #expect(screen.width <= terminal.width - 2)
        #expect(screen.width >= screen.height * 4)
    }

    @Test("the phone, the panes and the help line never overlap and stay inside the terminal",
          arguments: teachingSizes + [Size(width: 80, height: 24), Size(width: 41, height: 20), Size(width: 99, height: 50)])
    func noOverlap(terminal: Size) throws {
        for orientation in Orientation.allCases {
            let layout = TerminalLayout(terminal: terminal, orientation: orientation)
            let phone = try #require(layout.phone)
            let pieces = [phone, layout.helpLine] + layout.panes.map(\.frame)
            let whole = Rect(origin: .zero, size: terminal)
            for (index, piece) in pieces.enumerated() {
                #expect(piece.intersection(whole) == piece, "\(piece) outside \(terminal)")
                for other in pieces[(index + 1)...] {
                    #expect(piece.intersection(other).isEmpty, "\(piece) meets \(other) at \(terminal) \(orientation)")
                }
            }
        }
    }

    @Test("at 160x50 the inspector, the why panel and the events stand right of a portrait phone, the inspector on top with its rows")
    func teachingPanesAt160x50() throws {
        let layout = TerminalLayout(terminal: Size(width: 160, height: 50))
        #expect(layout.screen == Rect(x: 1, y: 1, width: 40, height: 44))
        #expect(layout.panes.map(\.kind) == [.inspector, .why, .events])
        let inspector = try #require(layout.panes.first).frame
        #expect(inspector.x == 44 && inspector.height == InspectorPane.preferredRows)
        #expect(inspector.width == 115)
    }

    @Test("landscape at 160x50 puts the panes below the phone, side by side; the log gives way to keep the inspector whole")
    func landscapePanesBelow() throws {
        let layout = TerminalLayout(terminal: Size(width: 160, height: 50), orientation: .landscape)
        let screen = try #require(layout.screen)
        #expect(screen == Rect(x: 1, y: 1, width: 130, height: 30))
        #expect(layout.panes.map(\.kind) == [.inspector, .why])
        #expect(layout.panes.allSatisfy { $0.frame.y > screen.maxY })
        #expect(layout.panes.allSatisfy { $0.frame.y == layout.panes[0].frame.y })
    }

    @Test("the panes reflow when the terminal is resized: the same kinds, new rectangles")
    func reflow() {
        let small = TerminalLayout(terminal: Size(width: 120, height: 40))
        let large = TerminalLayout(terminal: Size(width: 200, height: 60))
        #expect(small.panes.map(\.kind) == large.panes.map(\.kind))
        #expect(small.panes.map(\.frame) != large.panes.map(\.frame))
        #expect(large.panes.map { $0.frame.width * $0.frame.height }.reduce(0, +)
                > small.panes.map { $0.frame.width * $0.frame.height }.reduce(0, +))
    }

    @Test("where two panes would leave the inspector too few cells, the events give way")
    func inspectorFirst() {
        let layout = TerminalLayout(terminal: Size(width: 100, height: 30), orientation: .landscape)
        #expect(layout.panes.map(\.kind) == [.inspector])
    }

    @Test("panes placed from a list of kinds: any list, in order, without overlap", arguments: [
        [PaneKind.inspector], [.events, .inspector], [.inspector, .events, .events],
    ])
    func anyListOfKinds(kinds: [PaneKind]) throws {
        let layout = TerminalLayout(terminal: Size(width: 200, height: 60), panes: kinds)
        #expect(layout.panes.map(\.kind) == kinds)
        let area = try #require(layout.paneArea)
        for pane in layout.panes { #expect(area.intersection(pane.frame) == pane.frame) }
    }
}
