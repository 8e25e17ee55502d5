import Testing
@testable import KeyboardSim
import TestTiming

@Suite("Notification invariants over random sessions", .timed)
struct NotificationPropertyTests {
    static let sequences = PropertyRuns.sequences(sampled: 200, soak: 2_000)
    static let eventsPerSequence = 100

    /// A random input (taps, Tab, Return, background taps, rotations), or nil for "let time pass".
    static func randomInput(using generator: inout SeededGenerator) -> InputEvent? {
        switch Int.random(in: 0..<11, using: &generator) {
        case 0, 1: .tapField(TestForms.tall.fields.randomElement(using: &generator)!.name)
        case 2: .key(.tab)
        case 3: .key(.backTab)
        case 4: .key(.returnKey)
        case 5: .tapBackground
        case 6: .key(.escape)
        case 7: .tap(Point(x: Int.random(in: 0..<39, using: &generator), y: Int.random(in: 0..<21, using: &generator)))
        case 8: Bool.random(using: &generator) ? .rotate(.landscape, screen: Size(width: 78, height: 17))
            : .rotate(.portrait, screen: TestForms.screen)
        default: nil
        }
    }

    @Test("every Did follows its Will, interrupted slides get no Did, the keyboard ends where the last Did said",
          arguments: Era.allCases)
    func invariants(_ era: Era) {
        var generator = SeededGenerator(seed: 2026 + UInt64(era.rawValue))
        for sequence in 0..<Self.sequences {
            let strategy: StrategyID = sequence.isMultiple(of: 2) ? .none : .inset
            var simulator = Simulator(SessionConfiguration(form: TestForms.tall, strategy: strategy, era: era), screenSize: TestForms.screen)
            var time = 0.0
            var posted: [TimedEvent] = []
            for _ in 0..<Self.eventsPerSequence {
                time += [0.0, 0.01, 0.05, 0.1, 0.2, 0.3, 1.0].randomElement(using: &generator)!
                if let input = Self.randomInput(using: &generator) {
                    posted += simulator.handle(input, at: time)
                } else {
                    posted += simulator.advance(to: time)
                }
            }
            posted += simulator.advance(to: time + 1)
            guard check(posted, era: era, final: simulator.keyboardFrame, sequence: sequence) else { return }
        }
    }

    /// Checks one session's notifications; records an issue and returns false at the first violation.
    func check(_ events: [TimedEvent], era: Era, final: Rect?, sequence: Int) -> Bool {
        var lastWill: KeyboardNotification?
        var lastDid: KeyboardNotification?
        for notification in events.notifications {
            switch notification.name {
            case .keyboardWillShow, .keyboardWillHide:
                lastWill = notification
            case .keyboardDidShow, .keyboardDidHide:
                let family: KeyboardNotification.Name = notification.name == .keyboardDidShow ? .keyboardWillShow : .keyboardWillHide
                // A Did answers the latest Will, of its own kind, with the same frames: so no Did
                // for an interrupted slide, and no DidHide after a switch's WillHide in eras 3 and 7.
                guard let will = lastWill, will.name == family, will.userInfo.beginFrame == notification.userInfo.beginFrame,
                      will.userInfo.endFrame == notification.userInfo.endFrame else {
                    Issue.record("era \(era.rawValue), sequence \(sequence): \(notification.name) does not answer the last Will \(String(describing: lastWill))")
                    return false
                }
                lastWill = nil
                lastDid = notification
            case .keyboardWillChangeFrame, .keyboardDidChangeFrame:
                if !era.postsFrameChanges {
                    Issue.record("era 3 posted \(notification.name)")
                    return false
                }
            }
        }
        if lastWill != nil {
            Issue.record("era \(era.rawValue), sequence \(sequence): a Will was never answered after the keyboard settled")
            return false
        }
        let expected = lastDid?.name == .keyboardDidShow ? lastDid?.userInfo.endFrame : nil
        if final != expected {
            Issue.record("era \(era.rawValue), sequence \(sequence): the keyboard rests at \(String(describing: final)), the last Did said \(String(describing: expected))")
            return false
        }
        return true
    }
}
