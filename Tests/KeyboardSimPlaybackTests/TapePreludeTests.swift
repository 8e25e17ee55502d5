import KeyboardSim
import KeyboardSimPlayback
import Testing
import TestTiming

@Suite("Tape prelude: the Set lines before the first action start the tape; later ones change it", .timed)
struct TapePreludeTests {
    @Test("the Set lines before the first action are the prelude, and everything from it on is the body")
    func preludeAndBody() throws {
        let tape = try TapeParser.parse("""
            Set Strategy inset
            # a comment
            Set Era 7
            Tap email
            Set Era 11
            Type "a"
            """, path: "t.tape")
        #expect(tape.firstActionIndex == 2)
        #expect(tape.prelude.map(\.action) == [.set(.strategy(.inset)), .set(.era(.ios7))])
        #expect(tape.body.map(\.action) == [.tapField("email"), .set(.era(.ios11)), .type("a", speed: nil)])
        let configuration = SessionConfiguration(form: Form(title: "t", fields: []), tape: tape)
        #expect(configuration.era == .ios7 && configuration.strategy == .inset)
    }

    @Test("a tape of Set lines only is all prelude, and a tape built in code follows its commands as they change")
    func allPrelude() throws {
        var tape = try TapeParser.parse("Set Era 3\nSet Size 80x24", path: "t.tape")
        #expect(tape.firstActionIndex == 2 && tape.body.isEmpty)
        tape.commands.insert(TapeCommand(action: .globe, line: 1, column: 1, source: "Globe"), at: 0)
        #expect(tape.firstActionIndex == 0 && tape.prelude.isEmpty)
        #expect(SessionConfiguration(form: Form(title: "t", fields: []), tape: tape).era == .ios11)
    }

    @Test("a tape without Set Strategy plays with the strategy kbsim run starts with: inset")
    func defaultStrategy() throws {
        let tape = try TapeParser.parse("Set Era 7\nTap email", path: "t.tape")
        let configuration = SessionConfiguration(form: Form(title: "t", fields: []), tape: tape)
        #expect(configuration.strategy == .inset)
        #expect(configuration.strategy == SessionConfiguration.defaultStrategy)
    }
}
