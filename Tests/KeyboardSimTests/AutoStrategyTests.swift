import Testing
@testable import KeyboardSim
import TestTiming

@Suite("auto strategy (kbsim's own)", .timed)
struct AutoStrategyTests {
    @Test("the bottom field ends visible with a one-row margin above the keyboard, inset = the overlap")
    func bottomField() throws {
        var simulator = Simulator.tall(strategy: .auto)
        let events = simulator.settle(after: .tapField("f11"))
        #expect(simulator.isFieldVisible(11))
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
        let field = simulator.fieldScreenFrame(11)
        #expect(field.maxY + AutoStrategy.margin <= TestFrames.shown.y)
        #expect(events.strategyActions.last?.details.first == .init("overlap", .int(10)))
    }

    @Test("the content moves with the keyboard: half-way through the slide it is part-way")
    func followsTheKeyboard() {
        var simulator = Simulator.tall(strategy: .auto)
        _ = simulator.handle(.tapField("f11"), at: 0)
        let target = simulator.views.scrollView.contentOffset.y
        _ = simulator.advance(to: 0.125)
        let halfway = simulator.presentedViews.scrollView.contentOffset.y
        #expect(halfway > 0 && halfway < target)
    }

    @Test("hiding the keyboard restores the insets and the offset exactly")
    func restores() {
        var simulator = Simulator.tall(strategy: .auto)
        let before = simulator.views
        _ = simulator.settle(after: .tapField("f11"))
        _ = simulator.settle(after: .tapField("f3"))
        _ = simulator.settle(after: .rotate(.landscape, screen: Size(width: 78, height: 17)))
        _ = simulator.settle(after: .rotate(.portrait, screen: TestForms.screen))
        _ = simulator.settle(after: .key(.escape))
        #expect(simulator.views == before)
    }

    @Test("era 3: no frame keys, the frame is worked out from the legacy centre and bounds")
    func era3() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .auto, era: .ios3), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("f11"))
        #expect(simulator.isFieldVisible(11))
        #expect(simulator.views.scrollView.contentInset.bottom == 10)
    }

    @Test("the focused field is fully visible after every settle, whenever it fits above the keyboard",
          arguments: Era.allCases)
    func property(_ era: Era) {
        var generator = SeededGenerator(seed: 77 + UInt64(era.rawValue))
        let landscape = Size(width: 78, height: 17)
        for sequence in 0..<PropertyRuns.sequences(sampled: 200, soak: 2_000) {
            let orientation: Orientation = sequence.isMultiple(of: 2) ? .portrait : .landscape
            var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: .auto, era: era, orientation: orientation), screenSize: orientation == .portrait ? TestForms.screen : landscape)
            var time = 0.0
            for step in 0..<100 {
                time += 0.05
                if let input = NotificationPropertyTests.randomInput(using: &generator) {
                    _ = simulator.handle(input, at: time)
                }
                // Settle now and then: every keyboard and view animation finishes within 0.3 s (from
                // era 15 a rotation's keyboard comes 0.4 s later, after the transition).
                guard step.isMultiple(of: 3) else { continue }
                time += era.showsAfterRotationTransition ? 0.4 + KeyboardProcess.rotationTransition : 0.4
                _ = simulator.advance(to: time)
                guard let index = simulator.focusedIndex, let keyboard = simulator.keyboardFrame else { continue }
                let field = simulator.fieldScreenFrame(index)
                let room = keyboard.y - simulator.scrollViewScreenFrame.y
                guard field.height + AutoStrategy.margin <= room else { continue }
                if !simulator.isFieldVisible(index) {
                    Issue.record("era \(era.rawValue), sequence \(sequence), step \(step): \(simulator.form.fields[index].name) at \(field), keyboard \(keyboard)")
                    return
                }
            }
        }
    }
}

@Suite("Growing text views", .timed)
struct GrowingTextViewTests {
    @Test("a text view grows a row per line up to its rows, then scrolls inside; each edit posts textViewDidChange")
    func growth() {
        var simulator = Simulator(SessionConfiguration(form: TestForms.tall), screenSize: TestForms.screen)
        _ = simulator.settle(after: .tapField("notes"))
        #expect(simulator.layout.entries[12].fieldFrame.height == 1)
        let contentBefore = simulator.views.scrollView.contentSize.height
        var heights: [Int] = []
        for key: KeyPress in [.character("a"), .returnKey, .character("b"), .returnKey, .character("c"), .returnKey, .character("d")] {
            let events = simulator.settle(after: .key(key))
            #expect(events.names.contains("textViewDidChange"))
            heights.append(simulator.layout.entries[12].fieldFrame.height)
        }
        #expect(heights == [1, 2, 2, 3, 3, 3, 3])
        #expect(simulator.views.scrollView.contentSize.height == contentBefore + 2)
        #expect(simulator.fieldValues["notes"] == "a\nb\nc\nd")
    }

    @Test("auto follows a growing text view above the keyboard; Listing 5-1 never hears of it, UIKit's caret scrolling does the work")
    func autoFollowsGrowth() throws {
        for strategy: StrategyID in [.auto, .inset] {
            var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: strategy), screenSize: TestForms.screen)
            _ = simulator.settle(after: .tapField("notes"))
            #expect(simulator.isFieldVisible(12))
            var adjustments = 0
            for key: KeyPress in [.character("a"), .returnKey, .character("b"), .returnKey, .character("c")] {
                adjustments += simulator.settle(after: .key(key)).strategyActions.count
            }
            #expect(simulator.layout.entries[12].fieldFrame.height == 3)
            if strategy == .auto {
                #expect(adjustments == 2, "one adjustment per change of height, none for letters")
                #expect(simulator.isFieldVisible(12))
                let keyboardTop = try #require(simulator.keyboardFrame).minY
                #expect(simulator.fieldScreenFrame(12).maxY <= keyboardTop - AutoStrategy.margin)
            } else {
                #expect(adjustments == 0)
                #expect(simulator.isFieldVisible(12), "the inset from DidShow lets UIKit scroll the grown view into view")
            }
        }
    }
}
