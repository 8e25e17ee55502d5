import KeyboardSim
import KeyboardSimTesting
import Testing
import TestTiming

/// The testing kit throws, never traps, on what a strategy or a test hands it out of range.
@Suite("KeyboardSimTesting: a strategy's out-of-range views and an oversized tape are errors, not a crash", .timed)
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
        var session = try KeyboardSession(strategy: HugeValueStrategy<HugeInset>.self)
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
        case .inset: HugeValueStrategy<HugeInset>.self
        case .offset: HugeValueStrategy<HugeOffset>.self
        case .rootOrigin: HugeValueStrategy<HugeRootOrigin>.self
        case .contentHeight: HugeValueStrategy<HugeContent>.self
        }
    }
}

/// What a `HugeValueStrategy` sets, and its strategy's name.
protocol HugeSetting: Sendable {
    static var name: String { get }
    static func set(_ views: inout AppViews)
}

/// Sets one view value out of range when the keyboard is about to show.
struct HugeValueStrategy<Setting: HugeSetting>: AvoidanceStrategy {
    static var id: StrategyID { StrategyID(rawValue: Setting.name) }
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome {
        guard case .notification(let note) = message, note.name == UIResponder.keyboardWillShowNotification else { return .nothing }
        Setting.set(&views)
        return .nothing
    }
}

/// contentInset.bottom = Int.max.
enum HugeInset: HugeSetting {
    static let name = "huge-inset"
    static func set(_ views: inout AppViews) { views.scrollView.contentInset.bottom = Int.max }
}

/// contentOffset.y = Int.min.
enum HugeOffset: HugeSetting {
    static let name = "huge-offset"
    static func set(_ views: inout AppViews) { views.scrollView.contentOffset.y = Int.min }
}

/// The root view's origin at Int.max.
enum HugeRootOrigin: HugeSetting {
    static let name = "huge-root"
    static func set(_ views: inout AppViews) { views.rootViewFrame.origin.y = Int.max }
}

/// Content Int.max rows high.
enum HugeContent: HugeSetting {
    static let name = "huge-content"
    static func set(_ views: inout AppViews) {
        views.scrollView.contentSize.height = Int.max
        views.contentViewFrame.size.height = Int.max
    }
}
