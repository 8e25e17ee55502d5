import Foundation
import KeyboardSim
import KeyboardSimPlayback
import Testing
import TestTiming

/// The `exec:` commands a catalogue was asked to make, in order: a family that makes no process.
private final class MadeCommands: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String] = []

    var commands: [String] { lock.withLock { made } }

    /// A catalogue whose `exec:` strategies do nothing but are counted here as they are made.
    var catalogue: StrategyCatalogue {
        StrategyCatalogue.builtIns.registering(family: StrategyFamily(prefix: StrategyProtocol.prefix, placeholder: "exec:COMMAND") { command in
            self.lock.withLock { self.made.append(command) }
            return NoStrategy()
        })
    }
}

@Suite("A tape's own exec: commands are found wherever they stand, and a strategy kept by the command line replaces them all", .timed)
struct TapeHandlerCommandTests {
    @Test("every Set Strategy's command is found — prelude, body, a composite's part, escapes decoded — at the name's line and column")
    func commandsFound() throws {
        let strategies = MadeCommands().catalogue
        let source = """
            Set Strategy "exec:sh a.sh"
            Tap email
            Set Strategy "inset+exec:sh b.sh"
            Tap phone
            Set   Strategy "exec:\\u{74}ouch c #\\u{1B}[2J"
            Set Strategy overlap

            """
        let tape = try TapeParser.parse(source, path: "t.tape", strategies: strategies)
        #expect(tape.handlerCommands(in: strategies) == [
            TapeHandlerCommand(line: 1, column: 14, command: "sh a.sh"),
            TapeHandlerCommand(line: 3, column: 14, command: "sh b.sh"),
            TapeHandlerCommand(line: 5, column: 16, command: "touch c #\u{1B}[2J"),
        ])
    }

    @Test("a tape of built-in strategies runs no command")
    func builtInsRunNothing() throws {
        let strategies = MadeCommands().catalogue
        let tape = try TapeParser.parse("Set Strategy inset\nTap email\nSet Strategy iqkeyboardmanager+inset\n", path: "t.tape", strategies: strategies)
        #expect(tape.handlerCommands(in: strategies).isEmpty)
    }

    /// Plays a tape whose body switches to `exec:touch marker`, from `configure`d settings, with `made` behind `exec:`.
    private func playSwitchingToAHandler(made: MadeCommands, _ configure: (inout SessionConfiguration) -> Void = { _ in }) throws -> PlaybackResult {
        let strategies = made.catalogue
        let tape = try TapeParser.parse("Set Strategy none\nTap email\nSleep 300ms\nSet Strategy \"exec:touch marker\"\nTap phone\nSleep 300ms\n",
                                        path: "t.tape", strategies: strategies)
        var configuration = SessionConfiguration(form: PlayerFixture.signup, tape: tape, strategies: strategies)
        configure(&configuration)
        var player = try Player(tape: tape, configuration: configuration)
        return player.run()
    }

    @Test("a kept strategy (the command line's) replaces a Set Strategy after the first action: its exec: strategy is never made")
    func keptStrategyReplacesTheBodys() throws {
        let made = MadeCommands()
        let result = try playSwitchingToAHandler(made: made) {
            $0.strategy = .inset
            $0.keepsStrategy = true
        }
        #expect(made.commands.isEmpty)
        let strategiesActing = Set(result.entries.compactMap { entry -> String? in
            guard case .event(let timed) = entry, case .strategy(let action) = timed.event else { return nil }
            return action.strategy.rawValue
        })
        #expect(strategiesActing == ["inset"])
    }

    @Test("without a kept strategy the tape's own Set Strategy after the first action takes effect, as the tape says")
    func bodySetStrategyTakesEffect() throws {
        let made = MadeCommands()
        _ = try playSwitchingToAHandler(made: made)
        #expect(made.commands == ["touch marker"])
    }

    @Test("a strategy variant keeps its strategy for the whole session, as a compared or a test matrix's strategy does")
    func strategyVariantKeeps() {
        let configuration = SessionConfiguration(form: PlayerFixture.signup)
        #expect(!configuration.keepsStrategy)
        #expect(Variant.strategy(.auto).applied(to: configuration).keepsStrategy)
        #expect(!Variant.era(.ios7).applied(to: configuration).keepsStrategy)
    }
}
