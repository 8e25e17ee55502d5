import KeyboardSim
import KeyboardSimController
import KeyboardSimForms
@testable import KeyboardSimRender
import SnapshotTesting
import Testing
import TestTiming

@Suite("The narration pane: the Say in force, the earlier ones dimmed, what the learner can do", .timed)
struct NarrationPaneSnapshotTests {
    /// Lesson 3's first two Says, held at its second pause.
    static func heldAtSecondPause() -> LessonProgress {
        var progress = LessonProgress(cues: [
            NarrationCue(time: 0, inputsBefore: 0, kind: .say("The notes field sits at the bottom of the form. Tap it: until keyboardDidShow arrives it is under the sliding keyboard; then the inset makes room and the field is scrolled above the keyboard.")),
            NarrationCue(time: 0.35, inputsBefore: 1, kind: .pause),
            NarrationCue(time: 0.35, inputsBefore: 1, kind: .say("The listing reads the height from frameBegin: where the keyboard started. On iPhone OS 3 there is no such key — objectForKey: gives nil, the rect is zero — so the inset is 0 and the field stays covered.")),
            NarrationCue(time: 1.05, inputsBefore: 3, kind: .pause),
        ], end: 2, inputCount: 3)
        _ = progress.passCues(dueBy: 1, inputsGiven: 1)
        _ = progress.respond(to: .togglePause, at: 0.35)
        _ = progress.passCues(dueBy: 1.2, inputsGiven: 3)
        return progress
    }

    static func frame(_ terminal: Size, _ progress: LessonProgress) throws -> (Canvas, TerminalLayout) {
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        let layout = TerminalLayout(terminal: terminal, narrated: true)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: layout.simulatedScreenSize)
        _ = simulator.handle(.tapField("notes"), at: 0)
        _ = simulator.advance(to: 1)
        return (Renderer.draw(Scene(simulator, layout: layout, narration: progress.narration)), layout)
    }

    @Test("at 160x50 the narration pane is first beside the phone: both Says whole, the keys at the pause", arguments: [
        Size(width: 160, height: 50), Size(width: 100, height: 30), Size(width: 80, height: 24),
    ])
    func narrationPane(terminal: Size) throws {
        let progress = Self.heldAtSecondPause()
        let (canvas, layout) = try Self.frame(terminal, progress)
        let pane = try #require(layout.panes.first)
        #expect(pane.kind == .narration)
        let piece = FramePieces.crop(canvas, to: pane.frame)
        let words = piece.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("so the inset is 0 and the field stays covered."), "the Say in force is whole")
        #expect(words.contains("or take the phone"))
        #expect(!piece.text.contains("more rows"))
        assertSnapshot(of: piece.text, as: .lines, named: "\(terminal)")
    }

    @Test("the Say in force is bold, earlier ones dim, the keys in the title colour")
    func styles() throws {
        let (canvas, layout) = try Self.frame(Size(width: 160, height: 50), Self.heldAtSecondPause())
        let piece = FramePieces.crop(canvas, to: try #require(layout.panes.first).frame)
        let current = try #require(piece.lines.firstIndex { $0.hasPrefix("The listing") })
        let earlier = try #require(piece.lines.firstIndex { $0.hasPrefix("The notes") })
        let keys = try #require(piece.lines.firstIndex { $0.hasPrefix("‖") })
        #expect(piece[0, current].style.bold)
        #expect(piece[0, earlier].style.dim)
        #expect(piece[0, keys].style.color == .title)
    }

    @Test("on the learner's turn the pane says so, in the notice colour")
    func yourTurn() throws {
        var progress = Self.heldAtSecondPause()
        _ = progress.respond(to: .phone, at: 1.05)
        let (canvas, layout) = try Self.frame(Size(width: 80, height: 24), progress)
        let piece = FramePieces.crop(canvas, to: try #require(layout.panes.first).frame)
        let row = try #require(piece.lines.firstIndex { $0.contains("your turn") })
        #expect(piece[0, row].style.color == .notice)
        // Below 60 columns the keys are named in fewer words, the give-back key whole on one row.
        #expect(piece.lines.contains { $0.contains("▸ your turn · F5: back to lesson") }, "\(piece.lines)")
    }
}
