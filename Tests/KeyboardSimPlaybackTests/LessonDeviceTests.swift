import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import KeyboardSimRender
import Testing
import TestTiming

/// `kbsim lesson --device`: a lesson pinned to an 80x24 terminal, played on a real iPhone's figures.
@Suite("Lessons on every device: the pinned phone still fits, and the lesson plays to its end", .timed)
struct LessonDeviceTests {
    /// Whether `inner` lies wholly inside `outer`.
    static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    @Test("every lesson on every device at its pinned 80x24 plays every input it plays on kbsim's phone, its keyboard and every key inside the screen with a row above",
          arguments: BundledLessons.all.map(\.fileName), DeviceCatalogue.all)
    func fits(fileName: String, model: DeviceModel) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        let own = try LessonSizeTests.play(lesson, at: Size(width: 80, height: 24))
        let tape = try TapeParser.parse(lesson.source, path: "Lessons/\(fileName)")
        let bundled = try #require(BundledForms.named(tape.formSetting?.name ?? BundledForms.defaultForm.name))
        var configuration = SessionConfiguration(form: try FormLoader.parse(bundled.source, path: bundled.fileName), tape: tape)
        configuration.device = .iPhone(model)
        var player = try Player(tape: tape, configuration: configuration)
        player.keepGoing = true
        let played = player.run()
        #expect(played.strategyFailure == nil)
        #expect(played.inputs.map(\.event) == own.inputs.map(\.event) && played.cues.count == own.cues.count)
        // Replayed input by input, as the watched lesson is: the keyboard where it rests, and its keys, stay on the screen.
        let layout = TerminalLayout(terminal: configuration.terminalSize, orientation: configuration.orientation,
                                    phoneTerminal: configuration.phoneTerminal)
        var simulator = Simulator(configuration, screenSize: layout.simulatedScreenSize)
        for input in played.inputs {
            _ = simulator.handle(input.event, at: input.time)
            let screen = Rect(x: 0, y: 0, width: simulator.screenSize.width, height: simulator.screenSize.height)
            guard simulator.keyboard.isUp, let frame = simulator.keyboard.restingFrame else { continue }
            #expect(Self.inside(frame, screen), "\(fileName) on \(model.name): keyboard \(frame) on \(screen)")
            #expect(frame.minY > simulator.views.safeAreaInsets.top, "\(fileName) on \(model.name): no row above the keyboard")
            let keyboard = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            for key in simulator.keyboardLayout.placedKeys(in: frame.size) {
                #expect(Self.inside(key.frame, keyboard), "\(fileName) on \(model.name): key \(key.frame) outside \(keyboard)")
            }
        }
    }
}
