import Foundation
import Testing
import TestTiming

/// Fuzz findings that need a form file beside their tape, replayed through the real binary.
@Suite("Fuzz findings replayed through kbsim play", .timed)
struct FuzzFindingTests {
    @Test("a form whose validate nests repetitions is refused at once, naming the line (kbsim play used to hang on it)")
    func nestedQuantifierRefused() throws {
        let tape = KbsimBinary.repositoryPath("Tests/Fixtures/fuzz/redos/validate-nested-quantifier.tape")
        let played = try KbsimBinary.run(["play", tape])
        #expect(played.status == 2)
        #expect(played.output.contains("validate-nested-quantifier.yaml:"))
        #expect(played.output.contains("exponential time"))
    }
}
