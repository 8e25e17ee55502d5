import ArgumentParser
import KeyboardSim
import KeyboardSimExec
import Testing
@testable import KeyboardSimCLI
import TestTiming

/// The names the shells' completions ask the binary for at each Tab, through argument-parser's
/// own call (`kbsim ---completion …`), as a team's executable answers them.
@Suite("Completions: the names a Tab asks the binary for", .timed)
struct ArgumentCompletionTests {
    /// A team's strategy, registered as `Kbsim.main(strategies:)` registers one.
    struct TeamStrategy: AvoidanceStrategy {
        static let id = StrategyID(rawValue: "team-handler")
        mutating func receive(_ message: AppMessage, views: inout AppViews) -> StrategyOutcome { .nothing }
    }

    /// What the shell's call back into kbsim prints for `words` (the command line, `kbsim` first),
    /// completing the last word for `option` of `subcommand`, with `catalogue` registered.
    func completions(_ subcommand: String, _ option: String, _ words: [String],
                     catalogue: StrategyCatalogue = RegisteredStrategies.catalogue) -> [String] {
        RegisteredStrategies.$catalogue.withValue(catalogue) {
            do {
                _ = try Kbsim.parseAsRoot(["---completion", subcommand, "--", option, "\(words.count - 1)",
                                           "\(words.last?.count ?? 0)"] + words)
                Issue.record("the completion call parsed as a command")
                return []
            } catch {
                #expect(Kbsim.exitCode(for: error) == .success, "\(Kbsim.fullMessage(for: error))")
                return Kbsim.fullMessage(for: error).split(separator: "\n").map(String.init)
            }
        }
    }

    @Test("--strategy completes to every name of the catalogue, a registered strategy's included, and exec:")
    func registeredStrategy() {
        let catalogue = StrategyCatalogue.builtIns.registering(TeamStrategy.self).registering(family: .exec())
        let all = completions("play", "--strategy", ["kbsim", "play", "t.tape", "--strategy", ""], catalogue: catalogue)
        #expect(all == StrategyCatalogue.builtIns.ids.map(\.rawValue) + ["team-handler", "exec:"])
        #expect(completions("test", "--strategy", ["kbsim", "test", "--strategy", "none,te"], catalogue: catalogue) == ["none,team-handler"])
        #expect(completions("run", "--compare-strategies", ["kbsim", "run", "--compare-strategies", "te"], catalogue: catalogue) == ["team-handler"])
        // Without the registration the name is not offered.
        #expect(!completions("play", "--strategy", ["kbsim", "play", "--strategy", ""]).contains("team-handler"))
    }

    @Test("a list completes its last part, and leaves out the names it already holds")
    func lists() {
        #expect(completions("test", "--era", ["kbsim", "test", "--era", "7,1"]) == ["7,11", "7,15", "7,17"])
        #expect(completions("test", "--strategy", ["kbsim", "test", "--strategy", "inset,inset+"]).contains("inset,inset+auto"))
        #expect(!completions("test", "--strategy", ["kbsim", "test", "--strategy", "inset,"]).contains("inset,inset"))
        #expect(completions("test", "--device", ["kbsim", "test", "--device", "default,iphone-s"]) == ["default,iphone-se-3"])
    }

    @Test("lesson, lessons, bugs and forms complete to the bundled names")
    func bundledNames() {
        #expect(completions("lesson", "positional@0", ["kbsim", "lesson", "ins"]) == ["inset"])
        #expect(completions("lessons", "positional@0", ["kbsim", "lessons", "ext"]) == ["extend"])
        #expect(completions("bugs", "positional@0", ["kbsim", "bugs", "tpkeyboardavoiding-2"]).sorted()
                    == ["tpkeyboardavoiding-237", "tpkeyboardavoiding-269", "tpkeyboardavoiding-270"])
        #expect(completions("forms", "positional@0", ["kbsim", "forms", "log"]) == ["login"])
    }
}
