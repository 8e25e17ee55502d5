import KeyboardSim
import Testing
import TestTiming

/// A strategy registered from outside that says nothing of itself.
private struct SilentStrategy: AvoidanceStrategy {
    static let id = StrategyID(rawValue: "silent")
    mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
}

@Suite("What kbsim strategies says of a strategy: its origin and its one-line summary", .timed)
struct StrategySummaryTests {
    @Test("kbsim's own eight (UIKit's table view controller among them) say they are built in, each with a summary of its own on one line")
    func builtInsDescribeThemselves() {
        let own = StrategyCatalogue.builtIns.types.filter { $0.origin == .builtIn }
        #expect(own.map { $0.id } == [.none, .resize, .inset, .extend, .slide, .auto, .overlap, TableViewControllerStrategy.id])
        let summaries = own.map { $0.summary }
        #expect(Set(summaries).count == summaries.count)
        #expect(summaries.allSatisfy { !$0.isEmpty && !$0.contains("\n") && !$0.contains("registered") })
    }

    @Test("a strategy registered from outside is grouped as registered, with the default summary")
    func registeredByDefault() {
        #expect(SilentStrategy.origin == .registered)
        #expect(SilentStrategy.summary == "registered by this executable (its type gives no summary)")
    }
}
