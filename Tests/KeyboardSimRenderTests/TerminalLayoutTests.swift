import KeyboardSim
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("Terminal layout: the phone's proportions and the panes that share the rest", .timed)
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

    @Test("below 100 columns a landscape phone is seen at least 1.6 times as wide as tall, lower where the columns run out (41x20: 39x12, not portrait's 39x17)",
          arguments: [Size(width: 41, height: 20), Size(width: 50, height: 24), Size(width: 60, height: 40), Size(width: 80, height: 24),
                      Size(width: 99, height: 50)])
    func landscapeShapeBelowTeachingWidth(terminal: Size) throws {
        let landscape = try #require(TerminalLayout(terminal: terminal, orientation: .landscape).screen)
        let portrait = try #require(TerminalLayout(terminal: terminal).screen)
        #expect(landscape.width * 10 >= landscape.height * 2 * 16, "\(landscape) at \(terminal)")
        #expect(landscape.height < portrait.height)
        #expect(landscape.height >= TerminalLayout.lowestLandscapeScreen)
        let keyboard = KeyboardMetrics.height(screen: landscape.size, orientation: .landscape)
        #expect(landscape.height - keyboard >= 6, "rows of form above the keyboard at \(terminal)")
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

@Suite("Several phones side by side: the layout of a comparison", .timed)
struct ComparedLayoutTests {
    @Test("2 to 4 phones share the columns: each at least 39 wide, in a phone's proportions, apart, under its label row",
          arguments: [(2, Size(width: 100, height: 30)), (3, Size(width: 160, height: 50)), (3, Size(width: 125, height: 24)),
                      (4, Size(width: 200, height: 60)), (4, Size(width: 167, height: 21))])
    func phonesSideBySide(count: Int, terminal: Size) throws {
        for orientation in Orientation.allCases {
            let layout = TerminalLayout(terminal: terminal, orientation: orientation, phones: count)
            #expect(layout.screens.count == count)
            #expect(layout.labels.count == count)
            #expect(layout.panes.isEmpty)
            let bounds = Rect(x: 0, y: 0, width: terminal.width, height: terminal.height - 1)
            for (index, phone) in layout.phones.enumerated() {
                #expect(layout.screens[index].width >= TerminalLayout.minimumScreenWidth)
                #expect(phone.intersection(bounds) == phone, "inside the terminal, above the help line")
                #expect(layout.labels[index].maxY <= phone.minY, "the label above the phone")
                if index > 0 { #expect(layout.phones[index - 1].maxX < phone.minX, "one column apart at least") }
                if orientation == .portrait { #expect(layout.screens[index].width <= max(39, layout.screens[index].height)) }
            }
        }
    }

    @Test("a terminal too small for the phones shows none, and says how big it must be for them")
    func tooSmallForThePhones() {
        let layout = TerminalLayout(terminal: Size(width: 120, height: 40), phones: 3)
        #expect(layout.screens.isEmpty)
        #expect(layout.minimum == Size(width: 125, height: 21))
        #expect(layout.simulatedScreenSize.width >= TerminalLayout.minimumScreenWidth, "the simulation keeps a screen meanwhile")
        let form = Form(title: "T", fields: [])
        let canvas = Renderer.draw(Scene(comparing: [("none", Simulator(SessionConfiguration(form: form), screenSize: layout.simulatedScreenSize))],
                                   layout: layout))
        #expect(canvas.text.contains("kbsim needs 125x21 for 3 phones"))
    }

    @Test("a click is found on the phone it landed on, in that phone's screen coordinates; between phones it is on none")
    func clicksFindTheirPhone() throws {
        let layout = TerminalLayout(terminal: Size(width: 160, height: 50), phones: 3)
        let second = layout.screens[1]
        let hit = try #require(layout.phonePoint(fromTerminal: Point(x: second.x + 3, y: second.y + 5)))
        #expect(hit.phone == 1)
        #expect(hit.point == Point(x: 3, y: 5))
        #expect(layout.phonePoint(fromTerminal: Point(x: second.x - 1, y: second.y + 5)) == nil, "the bezel")
        #expect(layout.screenPoint(fromTerminal: Point(x: second.x + 3, y: second.y + 5)) == nil, "not the first phone's")
    }
}
