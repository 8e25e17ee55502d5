@testable import KeyboardSim

extension Array where Element == TimedEvent {
    /// The posted events' names, in order.
    var names: [String] { map(\.event.name) }

    /// The keyboard notifications among the events.
    var notifications: [KeyboardNotification] {
        compactMap { if case .notification(let notification) = $0.event { notification } else { nil } }
    }

    /// The events but the scroll view's delegate calls: what the keyboard and the text delegates posted.
    var keyboardAndText: [TimedEvent] {
        filter { if case .scrollView = $0.event { false } else { true } }
    }

    /// The scroll view's delegate calls among the events, by name.
    var scrollCalls: [String] {
        compactMap { if case .scrollView(let call) = $0.event { call.method.rawValue } else { nil } }
    }

    /// The strategy actions among the events.
    var strategyActions: [StrategyAction] {
        compactMap { if case .strategy(let action) = $0.event { action } else { nil } }
    }
}

extension Simulator {
    /// A simulator on the tall test form, 39x21 cells.
    static func tall(strategy: StrategyID = .none) -> Simulator {
        Simulator(SessionConfiguration(form: TestForms.tall, strategy: strategy), screenSize: TestForms.screen)
    }

    /// Applies `event` at the current time and lets the keyboard finish moving; returns everything posted.
    mutating func settle(after event: InputEvent) -> [TimedEvent] {
        let start = now
        return handle(event, at: start) + advance(to: start + 1)
    }
}

/// The keyboard frames of the 39x21 test screen: 10 rows, resting at row 11.
enum TestFrames {
    static let shown = Rect(x: 0, y: 11, width: 39, height: 10)
    static let hidden = Rect(x: 0, y: 21, width: 39, height: 10)
    /// One row taller: an accessory toolbar or a candidate bar above the keys.
    static let tallShown = Rect(x: 0, y: 10, width: 39, height: 11)
    static let tallHidden = Rect(x: 0, y: 21, width: 39, height: 11)
}
