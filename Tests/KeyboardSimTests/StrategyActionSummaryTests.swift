import KeyboardSim
import Testing
import TestTiming

/// How a strategy's action reads in the event log and the text transcript.
@Suite("A strategy's action in the log: its strategy's name, a dot, the action, its numbers", .timed)
struct StrategyActionSummaryTests {
    @Test("a built-in's name is written as it is: inset.keyboardWasShown inset=12")
    func builtIn() {
        let action = StrategyAction(strategy: .inset, action: .init(rawValue: "keyboardWasShown"), details: [.init("inset", .int(12))])
        #expect(SimEvent.strategy(action).summary == "inset.keyboardWasShown inset=12")
    }

    @Test("an exec: handler's name is quoted, so that the dots of its command are not read as the action's")
    func execHandler() {
        let action = StrategyAction(strategy: StrategyID(rawValue: "exec:python3 handler.py"), action: .init(rawValue: "adjustForKeyboard"),
                                    details: [.init("inset", .int(10))])
        #expect(SimEvent.strategy(action).summary == #""exec:python3 handler.py".adjustForKeyboard inset=10"#)
    }
}
