import Foundation
import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// A handler without a process that logs one action at every message and keeps the commands it was made for.
private final class LabelledHandlers: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String] = []

    var commands: [String] { lock.withLock { made } }

    /// A catalogue whose `exec:` strategies reach a handler that logs `looked`.
    var catalogue: StrategyCatalogue {
        StrategyCatalogue.builtIns.registering(family: .exec(context: "test") { command in
            self.lock.withLock { self.made.append(command) }
            return LoggingHandler(command: command)
        })
    }
}

/// Replies to every request with one logged action.
private struct LoggingHandler: StrategyHandler {
    let command: String
    func reply(to request: String) -> Result<String, StrategyHandlerFailure> {
        .success("{\"log\":[{\"action\":\"looked\",\"details\":{}}]}")
    }
    func standardErrorTail() -> String { "" }
    func stop() {}
}

@Suite("exec[label]:COMMAND — a short name for a handler in transcripts, names and panes; the command whole everywhere else", .timed)
struct ExecStrategyLabelTests {
    @Test("a labelled name's label is read between the stem and the colon; names without one have none")
    func labelsRead() {
        #expect(StrategyID(rawValue: "exec[eureka]:python3 h.py").label == "eureka")
        #expect(StrategyID(rawValue: "exec[my handler]:sh a.sh").label == "my handler")
        #expect(StrategyID(rawValue: "exec:python3 h[1].py").label == nil)
        #expect(StrategyID(rawValue: "exec[]:sh a.sh").label == nil)
        #expect(StrategyID(rawValue: "exec[eureka]sh").label == nil)
        #expect(StrategyID(rawValue: "[eureka]:sh").label == nil)
        #expect(StrategyID.inset.label == nil)
    }

    @Test("the display name is the stem and label for a labelled part, in a composite too; other names show whole")
    func displayNames() {
        #expect(StrategyID(rawValue: "exec[eureka]:python3 h.py").displayName == "exec[eureka]")
        #expect(StrategyID(rawValue: "exec:python3 h.py").displayName == "exec:python3 h.py")
        #expect(StrategyID(rawValue: "inset+exec[a]:python3 h.py").displayName == "inset+exec[a]")
        #expect(StrategyID(rawValue: "exec[a]:expr 1+2+inset").displayName == "exec[a]+inset")
        #expect(StrategyID(rawValue: "exec[a]:a.py+exec[b]:b.py").displayName == "exec[a]+exec[b]")
        #expect(StrategyID(rawValue: "exec[a]:a.py+exec:b.py").displayName == "exec[a]+exec:b.py")
        // kbsim test's rows and JUnit names, and compare mode's columns, are the variant's description.
        #expect(Variant.strategy(StrategyID(rawValue: "exec[eureka]:python3 h.py")).description == "exec[eureka]")
    }

    @Test("the family reads a labelled name and runs the command without its label, under the whole name")
    func familyMakesTheCommand() throws {
        let handlers = LabelledHandlers()
        let strategies = handlers.catalogue
        let name = "exec[eureka]:python3 h.py"
        #expect(strategies.id(named: name)?.rawValue == name)
        #expect(strategies.id(named: "exec[eureka]:") == nil)
        let made = try #require(strategies.make(StrategyID(rawValue: name)))
        #expect(made.id.rawValue == name)
        #expect(handlers.commands == ["python3 h.py"])
        #expect(strategies.compositeParts(of: "exec[a]:expr 1+2+exec[b]:b.py") == ["exec[a]:expr 1+2", "exec[b]:b.py"])
    }

    @Test("a tape's labelled command is still a tape's command: found for the --allow-exec gate, at its line and column")
    func labelledCommandIsGated() throws {
        let strategies = LabelledHandlers().catalogue
        let tape = try TapeParser.parse("Tap email\nSet Strategy \"inset+exec[x]:touch marker\"\n", path: "t.tape", strategies: strategies)
        #expect(tape.handlerCommands(in: strategies) == [TapeHandlerCommand(line: 2, column: 14, command: "touch marker")])
    }

    @Test("transcripts, text and JSON, name the handler's actions by its label; a printed tape keeps the whole name")
    func transcriptsShowTheLabel() throws {
        let strategies = LabelledHandlers().catalogue
        let source = "Set Strategy \"exec[eureka]:python3 handler.py\"\nTap email\nSleep 400ms\n"
        let tape = try TapeParser.parse(source, path: "t.tape", strategies: strategies)
        var player = try Player(tape: tape, configuration: SessionConfiguration(form: PlayerFixture.signup, tape: tape, strategies: strategies))
        let entries = player.run().entries
        let json = JSONTranscript.render(entries)
        #expect(json.contains("\"strategy\":\"exec[eureka]\",\"action\":\"looked\""))
        #expect(!json.contains("handler.py"))
        let text = TextTranscript.render(entries)
        #expect(text.contains("exec[eureka].looked"))
        #expect(!text.contains("handler.py"))
        let command = try #require(tape.commands.first)
        #expect(TapePrinter.line(for: command.action) == "Set Strategy \"exec[eureka]:python3 handler.py\"")
    }
}
