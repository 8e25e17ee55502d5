import KeyboardSim
import KeyboardSimForms
import KeyboardSimRender
import Testing
import TestTiming

@Suite("Time control: the timeline line", .timed)
struct TimelineLineTests {
    static let form: Form = {
        let bundled = BundledForms.defaultForm
        return try! FormLoader.parse(bundled.source, path: bundled.fileName)
    }()
    static let layout = TerminalLayout(terminal: Size(width: 80, height: 24))

    /// The default form with its first field tapped at `tapTime` (1 s), at `time`.
    static func simulator(at time: Double, tapTime: Double = 1) throws -> Simulator {
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .inset), screenSize: try #require(layout.screen).size)
        _ = simulator.handle(.tapField("fullName"), at: tapTime)
        _ = simulator.advance(to: time)
        return simulator
    }

    @Test("paused mid-slide, it shows the virtual time, the rate, the keyboard's progress, the queue and the keys")
    func pausedMidSlide() throws {
        var clock = VirtualClock()
        clock.cycleSlowMotion(atReal: 0)
        clock.cycleSlowMotion(atReal: 0)
        clock.pause(atReal: 0)
        let line = TimelineLine(simulator: try Self.simulator(at: 1.1), clock: clock, queued: 2, keyMap: .interactive)
        #expect(line.text == "‖ paused 1.100 s ¼× │ keyboard ██░░░░ 40% │ 2 queued │ F5 run F7 step F8 back")
        clock.cycleSlowMotion(atReal: 0)
        let longest = TimelineLine(simulator: try Self.simulator(at: 99.999, tapTime: 99.9), clock: clock, queued: 9, keyMap: .interactive)
        #expect(CellWidth.of(longest.text) <= 80, "\(longest.text)")
    }

    @Test("halfway through a slide it says 50%, where the subtraction of two times falls just short ((0.575 − 0.45) ÷ 0.25)")
    func halfwayIsFifty() throws {
        var clock = VirtualClock()
        clock.pause(atReal: 0)
        let line = TimelineLine(simulator: try Self.simulator(at: 0.575, tapTime: 0.45), clock: clock, queued: 0, keyMap: .interactive)
        #expect(line.text.contains("keyboard ███░░░ 50%"), "\(line.text)")
    }

    @Test("running with nothing moving, it says so; a replay names Space for pausing")
    func runningStill() throws {
        var clock = VirtualClock(speed: 2)
        clock.cycleSlowMotion(atReal: 0)
        let line = TimelineLine(simulator: try Self.simulator(at: 3), clock: clock, queued: 0, keyMap: .replay)
        #expect(line.text == "▶ running 3.000 s 1× │ still │ Space pause F6 slow F8 back")
    }

    @Test("the timeline takes the help line's row only when given; without it the frame is as before")
    func replacesTheHelpLine() throws {
        let simulator = try Self.simulator(at: 1.1)
        var clock = VirtualClock()
        clock.pause(atReal: 0)
        let line = TimelineLine(simulator: simulator, clock: clock, queued: 0, keyMap: .interactive)
        let with = Renderer.draw(Scene(simulator, layout: Self.layout, timeline: line)).text.split(separator: "\n", omittingEmptySubsequences: false)
        let without = Renderer.draw(Scene(simulator, layout: Self.layout)).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(with.dropLast() == without.dropLast())
        #expect(with.last.map(String.init)?.hasPrefix("‖ paused 1.100 s") == true)
        #expect(without.last.map(String.init) == KeyMap.interactive.helpLine(severalInputMethods: false))
    }
}
