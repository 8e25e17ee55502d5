import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// The `Drag` line: its spelling, its errors, its playback one cell a step, its recording.
@Suite("Drag: a finger dragged across the phone's screen in a tape", .timed)
struct DragTapeTests {
    private func action(_ line: String) throws -> TapeAction {
        let commands = try TapeParser.parse(line, path: "drag.tape").commands
        try #require(commands.count == 1)
        return commands[0].action
    }

    /// The message a malformed tape is refused with, as the command line prints it.
    private func refusal(_ source: String) -> String? {
        do {
            _ = try TapeParser.parse(source, path: "drag.tape")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Drag reads two points of the phone's screen, COL,ROW, and an optional duration after over")
    func parsing() throws {
        #expect(try action("Drag from 20,10 to 20,30 over 300ms") == .drag(from: Point(x: 20, y: 10), to: Point(x: 20, y: 30), duration: 0.3))
        #expect(try action("Drag from 0,0 to 38,9999") == .drag(from: .zero, to: Point(x: 38, y: 9999), duration: nil))
        #expect(try action("Drag from 5,5 to 5,5 over 0") == .drag(from: Point(x: 5, y: 5), to: Point(x: 5, y: 5), duration: 0))
    }

    @Test("a malformed Drag is refused at the file, line and column of what is wrong")
    func errors() {
        let usage = "`Drag` needs `Drag from COL,ROW to COL,ROW [over DURATION]`, such as `Drag from 20,10 to 20,30 over 300ms`"
        #expect(refusal("Drag") == "drag.tape:1:5: \(usage)")
        #expect(refusal("Drag to 1,2") == "drag.tape:1:6: \(usage), found 'to'")
        #expect(refusal("Drag from 20;10 to 1,1")
            == "drag.tape:1:11: bad point '20;10' — expected COL,ROW, such as 20,10 (0-based cells of the phone's screen)")
        #expect(refusal("Drag from 1,-2 to 1,1")?.hasPrefix("drag.tape:1:11: bad point '1,-2'") == true)
        #expect(refusal("Drag from 1,2 to 10000,1") == "drag.tape:1:18: bad point '10000,1' — a column or row must be from 0 to 9999")
        #expect(refusal("Drag from 1,2 with 3,4") == "drag.tape:1:15: \(usage), found 'with'")
        #expect(refusal("Drag from 1,2 to 3,4 over") == "drag.tape:1:26: `Drag … over` needs a duration, such as 300ms")
        #expect(refusal("Drag from 1,2 to 3,4 over -1s")?.hasPrefix("drag.tape:1:27: bad duration '-1s'") == true)
        #expect(refusal("Drag from 1,2 to 3,4 over 1s now")
            == "drag.tape:1:30: `Drag from COL,ROW to COL,ROW [over DURATION]` takes one duration, found extra 'now'")
        #expect(refusal("Drag from 1,2 to 3,4 in 1s") == "drag.tape:1:22: \(usage), found 'in'")
    }

    @Test("a Drag prints as it parses, its duration in whole milliseconds, none when it had none")
    func printing() throws {
        for line in ["Drag from 20,10 to 20,30 over 300ms", "Drag from 0,0 to 38,9999", "Drag from 1,2 to 3,4 over 0.0005s"] {
            #expect(TapePrinter.line(for: try action(line)) == line)
        }
    }

    @Test("played, a drag in keyboardDismissMode interactive draws the keyboard under the finger at a mid-drag instant, then hides it")
    func midDragPicture() throws {
        var form = PlayerFixture.signup
        form.keyboardDismissMode = .interactive
        let tape = try TapeParser.parse("""
            Tap email
            Sleep 500ms
            Screenshot rest
            Drag from 20,4 to 20,19 over 1500ms
            Expect no event keyboardWillShow
            Sleep 1s
            Expect keyboard hidden
            Expect focus none
            """, path: "drag.tape")
        var player = try Player(tape: tape, form: form)
        var frames: [(time: Double, lines: [String])] = []
        player.onFrame = { time, canvas in frames.append((time, canvas.lines)) }
        let result = player.run()
        #expect(result.failures.isEmpty)
        let rest = try #require(result.entries.compactMap { if case .screenshot(_, let shot) = $0 { shot } else { nil } }.first)
        let restingTop = try #require(rest.keyboardFrame).y
        // The finger goes a row every 0.1 s from row 4, from 0.55 s: at 1.85 s it is at row 17.
        let midDrag = try #require(frames.last { $0.time <= 1.85 + 1e-9 })
        let keysRow = { (lines: [String]) in lines.firstIndex { $0.contains("q   w   e   r") } }
        let beforeDrag = try #require(frames.last { $0.time <= 0.55 })
        let restRow = try #require(keysRow(beforeDrag.lines))
        let midRow = try #require(keysRow(midDrag.lines))
        #expect(midRow - restRow == 17 - restingTop, "the keyboard's top is under the finger, row 17")
    }

    @Test("a recorded drag is one Drag line: where the finger went down and lifted, and how long it took")
    func recording() {
        let configuration = SessionConfiguration(form: PlayerFixture.signup, strategy: .inset)
        var simulator = Simulator(configuration, screenSize: Size(width: 39, height: 21))
        var recorder = TapeRecorder(formName: "signup", configuration: configuration)
        let events: [(Double, InputEvent)] = [
            (1.0, .dragBegan(Point(x: 20, y: 5))), (1.1, .dragMoved(Point(x: 20, y: 9))), (1.2, .dragMoved(Point(x: 21, y: 12))),
            (1.4, .dragEnded(Point(x: 21, y: 15))), (1.45, .tapField("email")),
        ]
        for (time, event) in events {
            let (input, _) = simulator.handleResolving(event, at: time)
            recorder.record(input, at: time, terminal: Size(width: 80, height: 24))
        }
        let lines = recorder.tape(endingAt: 2, values: simulator.fieldValues).split(separator: "\n").map(String.init)
        let drag = lines.firstIndex(of: "Drag from 20,5 to 21,15 over 400ms")
        #expect(drag != nil)
        #expect(drag.map { lines[$0 - 1] } == "Sleep 1000ms", "the pause before the finger went down, not during the drag")
        #expect(drag.map { lines[$0 + 1] } == "Tap email", "the drag's 400 ms are the tape's: no Sleep for them")
    }
}
