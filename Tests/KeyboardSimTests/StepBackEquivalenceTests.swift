@testable import KeyboardSim
import Testing
import TestTiming

/// Step back rebuilds the past from the history; these check that the rebuilt past is the past.
@Suite("Time control: stepping back and forward over random sessions", .timed)
struct StepBackEquivalenceTests {
    /// What a session is at an instant, everything that shows or decides what comes next.
    struct State: Hashable {
        let now: Double
        let device: Device
        let responder: Responder
        let keyboard: Keyboard
        let views: AppViews
        let presented: AppViews
        let viewAnimation: ViewAnimation?
        let strategy: StrategyID
        let texts: [TextBuffer]
        let composition: Composition?
        let inputMethod: InputMethod
        let log: [LogEntry]

        init(_ simulator: Simulator) {
            now = simulator.now
            device = simulator.device
            responder = simulator.responder
            keyboard = simulator.keyboard
            views = simulator.views
            presented = simulator.presentedViews
            viewAnimation = simulator.app.viewAnimation
            strategy = simulator.strategy.id
            texts = simulator.texts
            composition = simulator.composition
            inputMethod = simulator.inputMethod
            log = Array(simulator.log.entries)
        }
    }

    static let forms = [TestForms.tall, TestForms.keyboards, TestForms.signup]

    /// A random session: inputs of every kind at times that often coincide and often fall mid-slide.
    static func randomSession(_ random: inout SeededGenerator) -> (SessionConfiguration, [TimedInput]) {
        let form = random.pick(forms)
        let configuration = SessionConfiguration(form: form, strategy: random.pick(StrategyCatalogue.builtIns.ids),
                                                 era: random.pick(Era.allCases), pitfalls: random.chance(0.3))
        let names = form.fields.map(\.name)
        var time = 0.0
        var orientation = Orientation.portrait
        var inputs: [TimedInput] = []
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            time += random.pick([0, 0, 0.05, 0.1, 0.2, 0.25, 0.4, 1])
            let event: InputEvent
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: event = .tapField(random.pick(names))
            case 2, 3: event = .key(.character(random.pick(["a", "k", " ", "7", "ж", "日"])))
            case 4: event = .key(random.pick([.tab, .backTab, .returnKey, .backspace, .escape, .down]))
            case 5: event = .tapBackground
            case 6: event = .scroll(by: Int.random(in: -4...4, using: &random))
            case 7:
                orientation = orientation == .portrait ? .landscape : .portrait
                event = .rotate(orientation, screen: orientation == .portrait ? TestForms.screen : Size(width: 78, height: 17))
            case 8: event = .setStrategy(random.pick(StrategyCatalogue.builtIns.ids))
            case 9: event = .setEra(random.pick(Era.allCases))
            case 10: event = .nextInputMethod
            default: event = .tap(Point(x: Int.random(in: 0..<39, using: &random), y: Int.random(in: 0..<21, using: &random)))
            }
            inputs.append(TimedInput(time: time, event: event))
        }
        return (configuration, inputs)
    }

    @Test("stepping back then forward gives the same state as never stepping back, over 300 random sessions")
    func stepBackThenForward() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let (configuration, inputs) = Self.randomSession(&random)
            let end = (inputs.last?.time ?? 0) + 1

            // Never stepping back: the clock runs to the end in frames of random length.
            var straight = SessionTimeline(configuration, screenSize: TestForms.screen, upcoming: inputs)
            var time = 0.0
            while time < end {
                time = min(end, time + random.pick([0.016, 0.03, 0.1, 0.3]))
                straight.play(to: time)
            }

            // Running part of the way, stepping back a few events and forward again, then to the end.
            var stepped = SessionTimeline(configuration, screenSize: TestForms.screen, upcoming: inputs)
            stepped.play(to: Double.random(in: 0...end, using: &random))
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let before = State(stepped.simulator)
                let backTo = stepped.stepBack()
                if backTo != nil {
                    // The rebuilt past is where a fresh run to that instant would be.
                    var fresh = SessionTimeline(configuration, screenSize: TestForms.screen, upcoming: inputs)
                    fresh.play(to: stepped.now)
                    #expect(State(stepped.simulator) == State(fresh.simulator), "seed \(seed): the rebuilt past")
                } else {
                    #expect(State(stepped.simulator) == before, "seed \(seed): nothing before the start")
                }
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) { stepped.stepForward() }
            stepped.play(to: end)

            #expect(State(stepped.simulator) == State(straight.simulator), "seed \(seed)")
            #expect(stepped.history.inputs == straight.history.inputs, "seed \(seed)")
            #expect(stepped.upcoming.isEmpty)
        }
    }

    @Test("a step forward stops at the next instant something is posted and at each quarter of a slide, and a step back returns through the same stops")
    func stepsStopAtEventsAndSlideFrames() {
        var timeline = SessionTimeline(SessionConfiguration(form: TestForms.tall, strategy: .inset), screenSize: TestForms.screen,
                                       upcoming: [TimedInput(time: 0.5, event: .tapField("f3"))])
        #expect(timeline.stepForward() == 0.5)  // DidBeginEditing, WillShow: the slide starts
        #expect(timeline.simulator.isAnimating)
        let start = timeline.simulator.keyboard.frame(at: 0.5)
        var rises: [Int] = []
        // The slide's frames: nothing is posted there, the keyboard a quarter, half, three quarters of the time up.
        for frame in [0.5625, 0.625, 0.6875] {
            #expect(timeline.stepForward() == frame)
            #expect(timeline.simulator.log.entries.last?.time == 0.5, "nothing posted at \(frame)")
            rises.append((start?.y ?? 0) - (timeline.simulator.keyboard.frame(at: frame)?.y ?? 0))
        }
        #expect(rises == rises.sorted() && Set(rises).count == 3 && rises[0] > 0, "the keyboard rises at every frame: \(rises)")
        #expect(timeline.stepForward() == 0.75)  // DidShow and inset's action: the slide has ended
        #expect(!timeline.simulator.isAnimating)
        #expect(timeline.simulator.log.entries.last?.time == 0.75)
        #expect(timeline.stepForward() == nil)
        for frame in [0.6875, 0.625, 0.5625, 0.5] { #expect(timeline.stepBack() == frame) }
        #expect(timeline.simulator.isAnimating)
        #expect(!timeline.simulator.log.entries.contains { $0.time > 0.5 })
        #expect(timeline.upcoming.isEmpty, "the tap is at 0.5: it belongs to the instant stepped back to")
        #expect(timeline.stepBack() == 0)
        #expect(timeline.simulator.focusedIndex == nil)
        #expect(timeline.upcoming == [TimedInput(time: 0.5, event: .tapField("f3"))])
        #expect(timeline.stepBack() == nil)
    }

    @Test("a new input after a step back abandons the recorded future")
    func newInputBranches() {
        var timeline = SessionTimeline(SessionConfiguration(form: TestForms.tall), screenSize: TestForms.screen)
        timeline.apply(.tapField("f0"), at: 0.1)
        timeline.apply(.key(.character("a")), at: 0.5)
        timeline.play(to: 1)
        timeline.rewind(to: 0.2)
        #expect(timeline.upcoming == [TimedInput(time: 0.5, event: .key(.character("a")))])
        timeline.discardUpcoming()
        timeline.apply(.key(.character("b")), at: 0.3)
        timeline.play(to: 1)
        #expect(timeline.simulator.fieldValues.pairs.first?.value == "b")
        #expect(timeline.history.inputs.map(\.event) == [.tapField("f0"), .key(.character("b"))])
    }
}
