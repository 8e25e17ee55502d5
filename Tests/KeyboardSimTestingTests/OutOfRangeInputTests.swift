import KeyboardSim
import KeyboardSimTesting
import Testing

/// The testing kit throws, never traps, on what a strategy or a test hands it out of range.
@Suite("KeyboardSimTesting: a strategy's out-of-range views and an oversized tape are errors, not a crash")
struct OutOfRangeInputTests {
    @Test("a strategy that sets a view value to Int.max or Int.min makes PlayedTape throw, naming the strategy and the value",
          arguments: ViewValue.allCases)
    func hugeViewValueThrows(value: ViewValue) {
        do {
            let played = try PlayedTape(source: "Set Strategy \(value.strategy.id.rawValue)\nTap notes\nSleep 1s\nExpect visible notes\n",
                                        strategy: value.strategy)
            Issue.record("played without an error: \(played.failureReport)")
        } catch {
            #expect("\(error)".contains("strategy \(value.strategy.id.rawValue):"), "\(error)")
            #expect("\(error)".contains("out of range"), "\(error)")
        }
    }

    @Test("a driven session whose strategy sets Int.max throws when its views are asked for")
    func sessionThrows() throws {
        var session = try KeyboardSession(strategy: HugeInsetStrategy.self)
        try session.tap("notes")
        #expect(throws: KeyboardTestError.self) { try session.views }
    }

    @Test("a tape over 16 MiB is refused with an error, not read whole")
    func oversizedTapeThrows() {
        let source = "Set Strategy inset\n" + String(repeating: "# padding\n", count: 16 * 1024 * 1024 / 10 + 1)
        do {
            _ = try PlayedTape(source: source, path: "huge.tape")
            Issue.record("a tape of \(source.utf8.count) bytes was played")
        } catch {
            #expect("\(error)".contains("huge.tape"), "\(error)")
            #expect("\(error)".contains("16 MiB"), "\(error)")
        }
    }
}

/// The view value a strategy sets out of range, and the strategy that does.
enum ViewValue: CaseIterable, Sendable {
    case inset, offset, rootOrigin, contentHeight

    var strategy: any AvoidanceStrategy.Type {
        switch self {
        case .inset: HugeInsetStrategy.self
        case .offset: HugeOffsetStrategy.self
        case .rootOrigin: HugeRootStrategy.self
        case .contentHeight: HugeContentStrategy.self
        }
    }
}

/// Sets contentInset.bottom to Int.max when the keyboard shows.
struct HugeInsetStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "huge-inset")
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        views.scrollView.contentInset.bottom = Int.max
        return .nothing
    }
}

/// Sets contentOffset.y to Int.min when the keyboard shows.
struct HugeOffsetStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "huge-offset")
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        views.scrollView.contentOffset.y = Int.min
        return .nothing
    }
}

/// Moves the root view's origin to Int.max when the keyboard shows.
struct HugeRootStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "huge-root")
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        views.rootViewFrame.origin.y = Int.max
        return .nothing
    }
}

/// Makes the content Int.max rows high when the keyboard shows.
struct HugeContentStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "huge-content")
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        views.scrollView.contentSize.height = Int.max
        views.contentViewFrame.size.height = Int.max
        return .nothing
    }
}
