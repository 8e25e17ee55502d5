import ArgumentParser
import KeyboardSim
import Testing
@testable import KeyboardSimCLI
import TestTiming

/// `kbsim`, `kbsim run` and `kbsim run FORM` start without argument-parser (`RunCommand.plainForm`):
/// they must be the command lines argument-parser reads as a run with no option given.
@Suite("Plain run: the command lines started without argument-parser", .timed)
struct PlainRunTests {
    @Test("each plain command line is a run of the same form with every option at its default")
    func plainLinesParseAlike() throws {
        for arguments in [[], ["run"], ["run", "signup"], ["run", "Forms/login.yaml"], ["run", "run"], ["run", "a b"]] {
            let form = try #require(RunCommand.plainForm(arguments), "\(arguments)")
            let parsed = try #require(try Kbsim.parseAsRoot(arguments) as? RunCommand, "\(arguments)")
            #expect(parsed.form == form, "\(arguments)")
            #expect(parsed.output == nil && parsed.record == nil, "\(arguments)")
            let session = parsed.session
            #expect(session.strategy == nil && session.era == nil && session.device == nil && session.orientation == nil
                        && session.inputMethods == nil && session.pitfalls == nil && session.seed == nil
                        && session.handlerTimeout.seconds == nil, "\(arguments)")
            #expect(try parsed.compare.variants().isEmpty, "\(arguments)")
        }
    }

    @Test("any other command line is argument-parser's: options, -, help, an empty word, other commands")
    func otherLinesParsed() {
        for arguments in [["run", "--help"], ["run", "-h"], ["run", "-"], ["run", "help"], ["run", ""], ["run", "--", "x"],
                          ["run", "signup", "--era", "7"], ["run", "--strategy", "none"], ["signup"], ["help"],
                          ["--version"], ["play", "t.tape"], ["run", "a", "b"]] {
            #expect(RunCommand.plainForm(arguments) == nil, "\(arguments)")
        }
    }

    @Test("argument-parser's lists of an era and an orientation are those its defaults gave")
    func enumLists() {
        #expect(Orientation.allValueStrings == ["portrait", "landscape"])
        #expect(Orientation.allValueDescriptions.isEmpty && Era.allValueDescriptions.isEmpty)
        #expect(Era.allValueStrings == Era.allCases.map { "\($0.rawValue)" })
    }
}
