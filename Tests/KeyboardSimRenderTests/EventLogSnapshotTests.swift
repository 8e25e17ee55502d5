import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

@Suite("The event log and the why panel on screen (issue 12, points 3 and 5)", .timed)
struct EventLogSnapshotTests {
    /// The default form under `strategy` in `terminal`, `field` focused and the keyboard settled.
    static func session(_ strategy: StrategyID, field: String = "notes", terminal: Size) throws -> (Simulator, TerminalLayout) {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: terminal)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField(field), at: 0)
        _ = simulator.advance(to: 1)
        return (simulator, layout)
    }

    /// A cursor in the list of `log`, moved by `keys` from the latest entry.
    static func cursor(in log: EventLog, keys: [KeyPress]) -> EventLogCursor {
        var cursor = EventLogCursor()
        cursor.toggle(in: log)
        for key in keys { cursor.handle(key, in: log) }
        return cursor
    }

    /// The keys that select the first entry named `name` from the list's top.
    static func keys(toFirst name: String, in log: EventLog) throws -> [KeyPress] {
        let index = try #require(log.entries.firstIndex { $0.event?.name == name })
        return [.home] + Array(repeating: .down, count: index - log.entries.startIndex)
    }

    /// The pane of `kind` cropped out of `canvas`, as text and as its style layer.
    static func pane(_ kind: PaneKind, of canvas: Canvas, in layout: TerminalLayout) throws -> Canvas {
        FramePieces.crop(canvas, to: try #require(layout.panes.first { $0.kind == kind }).frame)
    }

    @Test("160x50: the log key selects the latest entry; two entries up, the selected one is highlighted mid-pane")
    func listWithSelection() throws {
        let (simulator, layout) = try Self.session(.inset, terminal: Size(width: 160, height: 50))
        let cursor = Self.cursor(in: simulator.log, keys: [.up, .up])
        let pane = try Self.pane(.events, of: Renderer.draw(Scene(simulator, layout: layout, logCursor: cursor)), in: layout)
        #expect(pane.text.contains("inset keyboardWasShown inset=18 scrolled=true"))
        assertSnapshot(of: pane.text, as: .lines, named: "text")
        assertSnapshot(of: StyleLayer(pane).text, as: .lines, named: "style")
    }

    @Test("160x50: Enter on the first notification opens every userInfo key and the geometry before and after, over the why panel and the log")
    func detailsOfANotification() throws {
        let (simulator, layout) = try Self.session(.inset, terminal: Size(width: 160, height: 50))
        let cursor = Self.cursor(in: simulator.log, keys: try Self.keys(toFirst: "keyboardWillChangeFrame", in: simulator.log) + [.returnKey])
        let area = try #require(Renderer.detailsArea(layout: layout, cursor: cursor))
        let pane = FramePieces.crop(Renderer.draw(Scene(simulator, layout: layout, logCursor: cursor)), to: area)
        #expect(!pane.text.contains("more rows"))
        for key in ["UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
                    "keyboard        down → {0,26,40,18}"] {
            #expect(pane.text.contains(key), "\(key)")
        }
        assertSnapshot(of: pane.text, as: .lines, named: "text")
    }

    @Test("160x50: the why panel stands between the inspector and the log and explains extend's pitfall as it bites")
    func whyPanelPlaced() throws {
        let (simulator, layout) = try Self.session(.extend, field: "fullName", terminal: Size(width: 160, height: 50))
        #expect(layout.panes.map(\.kind) == [.inspector, .why, .events])
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        let why = try Self.pane(.why, of: canvas, in: layout)
        #expect(why.text.contains("pitfall: "))
        assertSnapshot(of: canvas.text, as: .lines, named: "frame")
    }

    @Test("80x24: the log key opens the log over the whole terminal, and the details end with the entry's why")
    func fullScreenAt80x24() throws {
        let (simulator, layout) = try Self.session(.inset, terminal: Size(width: 80, height: 24))
        let action = try #require(simulator.log.entries.last { $0.event?.name == "strategy" })
        let steps = simulator.log.entries.last!.sequence - action.sequence
        let list = Self.cursor(in: simulator.log, keys: Array(repeating: .up, count: steps))
        let listCanvas = Renderer.draw(Scene(simulator, layout: layout, logCursor: list))
        #expect(!listCanvas.text.contains("╭"), "the phone is hidden")
        var details = list
        details.handle(.returnKey, in: simulator.log)
        let detailsCanvas = Renderer.draw(Scene(simulator, layout: layout, logCursor: details))
        #expect(detailsCanvas.text.contains("Listing 5-1"))
        assertSnapshot(of: listCanvas.text, as: .lines, named: "list")
        assertSnapshot(of: detailsCanvas.text, as: .lines, named: "details")
    }
}
