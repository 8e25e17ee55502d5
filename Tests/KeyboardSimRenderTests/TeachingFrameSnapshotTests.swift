import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

@Suite("Whole frames of a bigger terminal: a phone in proportion, the inspector and the events", .timed)
struct TeachingFrameSnapshotTests {
    /// The default form with `strategy` in `terminal`, held `orientation`, its last field focused
    /// and the keyboard settled.
    static func lastFieldFocused(_ strategy: StrategyID, terminal: Size,
                                 orientation: Orientation = .portrait) throws -> (Simulator, TerminalLayout) {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: terminal, orientation: orientation)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: strategy, orientation: orientation),
                                  screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField(form.fields[form.fields.count - 1].name), at: 0)
        _ = simulator.advance(to: 1)
        return (simulator, layout)
    }

    @Test("the whole frame, portrait and landscape, at 160x50 and 120x40, with none and the last field covered",
          arguments: [(Size(width: 160, height: 50), Orientation.portrait), (Size(width: 160, height: 50), .landscape),
                      (Size(width: 120, height: 40), .portrait), (Size(width: 120, height: 40), .landscape)])
    func wholeFrame(terminal: Size, orientation: Orientation) throws {
        let (simulator, layout) = try Self.lastFieldFocused(.none, terminal: terminal, orientation: orientation)
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        #expect(canvas.text.contains("covered (1 row, "))
        assertSnapshot(of: canvas.text, as: .lines, named: "\(terminal)-\(orientation.rawValue)", testName: "wholeFrame")
    }

    @Test("the inspector at 160x50: every number in its own line, the verdict in words and in colour")
    func inspectorAt160x50() throws {
        let (simulator, layout) = try Self.lastFieldFocused(.none, terminal: Size(width: 160, height: 50))
        let pane = try #require(layout.panes.first { $0.kind == .inspector })
        let canvas = Renderer.draw(Scene(simulator, layout: layout))
        let piece = FramePieces.crop(canvas, to: pane.frame)
        assertSnapshot(of: piece.text, as: .lines, named: "text")
        assertSnapshot(of: StyleLayer(piece).text, as: .lines, named: "style")
        let verdict = "covered (1 row, "
        let row = try #require(piece.lines.firstIndex { $0.contains(verdict) })
        let column = try #require(piece.lines[row].range(of: verdict)).lowerBound.utf16Offset(in: piece.lines[row])
        #expect(piece[column, row].style.color == .verdictHidden)
    }

    @Test("the inspector in an 80x24 terminal's 36 columns: long lines wrap, none is cut")
    func inspectorAt80x24() throws {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: Size(width: 80, height: 24), panes: [.inspector])
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        let pane = try #require(layout.panes.first).frame
        let piece = FramePieces.crop(Renderer.draw(Scene(simulator, layout: layout)), to: pane)
        assertSnapshot(of: piece.text, as: .lines, named: "text")
        let words = piece.lines.joined(separator: " ").split(separator: " ")
        for word in ["origin", "top-left", "indicatorInsets", "visible"] { #expect(words.contains(Substring(word))) }
        #expect(!piece.text.contains("more rows"))
    }

    @Test("the verdict reads visible with auto and covered with none, in the same place")
    func verdictByStrategy() throws {
        let terminal = Size(width: 160, height: 50)
        let (none, layout) = try Self.lastFieldFocused(.none, terminal: terminal)
        let (auto, _) = try Self.lastFieldFocused(.auto, terminal: terminal)
        #expect(Renderer.draw(Scene(none, layout: layout)).text.contains("verdict  covered (1 row, "))
        #expect(Renderer.draw(Scene(auto, layout: layout)).text.contains("verdict  visible"))
    }
}
